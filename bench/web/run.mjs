// bench/web: the JavaScript the browser must fetch before it can paint /converter, gzipped, against a
// budget of 200 kB. That is the entry script of index.html plus everything it imports
// statically, transitively; chunks reached only through import() (lazy pages, socket.io-client)
// load after the first paint and are listed apart. Builds apps/web first when it has no dist/ (or with
// --build). Exits 1 over budget.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(root, 'apps', 'web', 'dist');
/** kB as Vite prints them (1000 bytes). */
const KB = 1000;
const BUDGET_BYTES = Number(process.env.BENCH_WEB_BUDGET_KB ?? 200) * KB;

if (process.argv.includes('--build') || !existsSync(path.join(dist, 'index.html'))) {
  console.log('building apps/web …');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
/** Module scripts of index.html: the entry (Vite writes one). */
const entries = [...html.matchAll(/<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
if (entries.length === 0) throw new Error('index.html has no module script');

const fileOf = (url) => path.join(dist, url.replace(/^\//, ''));
const read = (file) => readFileSync(file);

/**
 * Static imports and re-exports of a minified ES module: `import{a as b}from"./x.js"`, `import"./x.js"`,
 * `export{c}from"./y.js"`. `import("./z.js")` is dynamic (the parenthesis is excluded) and collected apart.
 */
function importsOf(code) {
  const staticImports = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g),
  ];
  const dynamicImports = [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)];
  return { staticImports: staticImports.map((m) => m[1]), dynamicImports: dynamicImports.map((m) => m[1]) };
}

/** Files reachable from `starts` through static imports; dynamic import targets go to `found`. */
function closure(starts, found, skip = new Set()) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || skip.has(file)) continue;
    seen.add(file);
    const { staticImports, dynamicImports } = importsOf(read(file).toString('utf8'));
    for (const spec of staticImports) queue.push(path.resolve(path.dirname(file), spec));
    for (const spec of dynamicImports) found.add(path.resolve(path.dirname(file), spec));
  }
  return seen;
}

const lazyStarts = new Set();
const firstPaint = closure(entries.map(fileOf), lazyStarts);
// Everything import() reaches, with what those chunks import in turn, minus what is already loaded.
const lazy = closure(lazyStarts, lazyStarts, firstPaint);

function sizes(file) {
  const bytes = read(file);
  return { name: path.relative(dist, file), raw: bytes.length, gzip: gzipSync(bytes).length };
}

const rows = [...firstPaint].map(sizes).sort((a, b) => b.gzip - a.gzip);
const lazyRows = [...lazy].map(sizes).sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / KB).toFixed(1).padStart(8);
const line = (r) => `${r.name.padEnd(44)} ${kb(r.raw)} ${kb(r.gzip)}`;
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const totalRaw = rows.reduce((sum, r) => sum + r.raw, 0);

console.log(`\nJS loaded for the first paint of /converter (gzip level 6, kB = ${KB} bytes)\n`);
console.log(`${'file'.padEnd(44)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}`);
for (const r of rows) console.log(line(r));
console.log(`${'total'.padEnd(44)} ${kb(totalRaw)} ${kb(total)}`);
console.log(
  `\nafter first paint (import()): ${lazyRows.length} chunks, ${kb(lazyRows.reduce((s, r) => s + r.gzip, 0)).trim()} kB gzip`,
);
for (const r of lazyRows) console.log(`  ${line(r)}`);

const ratio = total / BUDGET_BYTES;
console.log(`\n| first-paint JS (gzip) | budget | ratio |`);
console.log(`| ${(total / KB).toFixed(1)} kB | ${(BUDGET_BYTES / KB).toFixed(0)} kB | ${ratio.toFixed(2)} |`);
if (total > BUDGET_BYTES) {
  console.error(`\nover budget by ${((total - BUDGET_BYTES) / KB).toFixed(1)} kB`);
  process.exit(1);
}
console.log('\nwithin budget');
