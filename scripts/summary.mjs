// Prints the closing summary of `npm test`: each step's outcome, then one line of test counts.
import { existsSync, readFileSync } from 'node:fs';

const [names = '', results = ''] = process.argv.slice(2);
const steps = names.split(' ').filter(Boolean);
const outcomes = results.match(/\S+ \(\d+s\)/g) ?? [];

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const vitest = readJson('test-results/vitest.json');
const playwright = readJson('test-results/playwright.json');
const counts = { passed: 0, failed: 0, skipped: 0 };
const parts = [];
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  parts.push(`vitest ${vitest.numPassedTests}/${vitest.numTotalTests}`);
}
if (playwright) {
  const s = playwright.stats;
  counts.passed += s.expected + s.flaky;
  counts.failed += s.unexpected;
  counts.skipped += s.skipped;
  parts.push(`playwright ${s.expected + s.flaky}/${s.expected + s.flaky + s.unexpected + s.skipped}`);
}
const stepLine = steps.map((s, i) => `${s} ${outcomes[i] ?? '?'}`).join(', ');
process.stdout.write(`\nnpm test: ${stepLine}; ${parts.join(', ')}\n`);
// The plain closing line CI reads: 'N passed, N failed' (', N skipped' may follow).
process.stdout.write(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
