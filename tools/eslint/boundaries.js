// Local ESLint plugin: the import-direction rules of DESIGN.md §2–§3, checked on resolved paths
// so that relative imports cannot slip past a pattern.
import path from 'node:path';
import { builtinModules } from 'node:module';

const root = path.resolve(import.meta.dirname, '..', '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const isBuiltin = (spec) => builtins.has(spec) || spec.startsWith('node:');

/** Drivers and process/file APIs that only repositories may touch (DESIGN.md §3.2). */
const IO_MODULES = [
  'fs',
  'fs/promises',
  'child_process',
  'better-sqlite3',
  'kysely',
  'pg',
  'ioredis',
  'bullmq',
  'undici',
  'net',
  'http',
  'https',
  'dgram',
];
const isIoModule = (spec) => IO_MODULES.includes(spec.replace(/^node:/, ''));

const webFeature = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1];

/** Returns a message when `from` (repo-relative file) may not import `target` (repo-relative or module). */
function violation(from, spec, target) {
  // Cross-app and upward package imports.
  if (target) {
    if (from.startsWith('apps/web/') && target.startsWith('apps/server/'))
      return 'the web app may not import server code';
    if (from.startsWith('apps/server/') && target.startsWith('apps/web/'))
      return 'the server may not import web code';
    if (from.startsWith('packages/shared/') && target.startsWith('apps/'))
      return 'packages/shared may not import from apps';
    const a = webFeature(from);
    const b = webFeature(target);
    if (a && b && a !== b) return `feature "${a}" may not import feature "${b}" (compose features in app/)`;
    if (a && target.startsWith('apps/web/src/app/'))
      return 'features may not import from app/ (no upward imports)';
    if (
      /^apps\/web\/src\/(components|lib)\//.test(from) &&
      /^apps\/web\/src\/(features|app)\//.test(target)
    ) {
      return 'components/ and lib/ may not import features/ or app/';
    }
    if (from.startsWith('apps/server/src/routes/') && target.startsWith('apps/server/src/repositories/')) {
      return 'routes call services, not repositories';
    }
    if (from.startsWith('apps/server/src/services/') && target.startsWith('apps/server/src/repositories/')) {
      // Services may depend on repository *types* only; the import must be type-only (checked by the caller).
      return undefined;
    }
    return undefined;
  }
  const isTest = /\.test\.tsx?$/.test(from);
  if (
    from.startsWith('packages/shared/src/') &&
    !(isTest && spec === 'vitest') &&
    (isBuiltin(spec) || !['zod'].includes(spec.split('/')[0]))
  ) {
    return 'packages/shared is pure TypeScript: no Node built-ins and no packages but zod';
  }
  if (from.startsWith('apps/server/src/ffmpeg/') && isBuiltin(spec)) {
    return 'ffmpeg/ is pure: argument builders and parsers import no node: modules';
  }
  if (
    from.startsWith('apps/server/src/egress/') &&
    !/\.test\.ts$/.test(from) &&
    (isBuiltin(spec) || isIoModule(spec))
  ) {
    return 'egress/ is pure: the address and URL rules import no node: modules and no drivers';
  }
  if (from.startsWith('apps/server/src/services/') && isIoModule(spec)) {
    return 'services do no I/O themselves: go through a *.repository.ts';
  }
  if (from.startsWith('apps/server/src/jobs/') && !isTest && isIoModule(spec)) {
    return 'job handlers do no I/O themselves: their workspace and injected adapters do';
  }
  if (from.startsWith('apps/server/src/routes/') && isIoModule(spec)) {
    return 'routes are thin: no I/O modules';
  }
  if (
    from.startsWith('apps/server/src/') &&
    !isTest &&
    !from.startsWith('apps/server/src/repositories/process/process-runner.repository') &&
    spec.replace(/^node:/, '') === 'child_process'
  ) {
    return 'children are started only by the process runner (setpriv --pdeathsig, process groups; D65)';
  }
  return undefined;
}

const importBoundaries = {
  meta: { type: 'problem', schema: [], messages: { boundary: 'Import of "{{spec}}": {{why}}.' } },
  create(context) {
    const filename = context.filename;
    const from = rel(filename);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('.')) {
        target = rel(path.resolve(path.dirname(filename), spec));
      } else if (spec.startsWith('@mediaforge/')) {
        target = spec === '@mediaforge/shared' ? 'packages/shared/src/index.ts' : `apps/${spec.slice(12)}/`;
      }
      let why = violation(from, spec, target);
      if (
        !why &&
        target &&
        /^apps\/server\/src\/(services|jobs)\//.test(from) &&
        target.startsWith('apps/server/src/repositories/') &&
        node.importKind !== 'type' &&
        !(node.specifiers ?? []).every((s) => s.importKind === 'type')
      ) {
        why = 'services receive repositories by injection and may import their types only';
      }
      if (why) context.report({ node: node.source, messageId: 'boundary', data: { spec, why } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source, importKind: 'value' });
      },
    };
  },
};

const noWebBarrels = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { barrel: 'No barrel files in the web app (DESIGN.md §3.8).' },
  },
  create(context) {
    const from = rel(context.filename);
    return {
      Program(node) {
        if (/^apps\/web\/src\/.*\/index\.tsx?$/.test(from)) context.report({ node, messageId: 'barrel' });
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries, 'no-web-barrels': noWebBarrels } };
