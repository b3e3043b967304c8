import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const root = path.resolve(import.meta.dirname, '..', '..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = plugin.rules['import-boundaries'];
const err = [{ messageId: 'boundary' }];

tester.run('import-boundaries (DESIGN.md §3.2, §3.3, §3.8)', rule, {
  valid: [
    { filename: at('apps/web/src/features/a/components/x.tsx'), code: "import { y } from '../hooks/y.js';" },
    {
      filename: at('apps/web/src/app/router.tsx'),
      code: "import { A } from '../features/a/components/a.js';",
    },
    { filename: at('apps/web/src/features/a/x.ts'), code: "import { cn } from '../../lib/cn.js';" },
    {
      filename: at('apps/server/src/services/s.ts'),
      code: "import type { R } from '../repositories/r.repository.js';",
    },
    {
      filename: at('apps/server/src/routes/r/r.routes.ts'),
      code: "import type { S } from '../../services/s.service.js';",
    },
    { filename: at('packages/shared/src/a.ts'), code: "import { z } from 'zod';" },
    { filename: at('packages/shared/src/a.test.ts'), code: "import { it } from 'vitest';" },
    {
      filename: at('apps/server/src/repositories/fs.repository.ts'),
      code: "import { readFile } from 'node:fs/promises';",
    },
    {
      filename: at('apps/server/src/repositories/process/process-runner.repository.ts'),
      code: "import { spawn } from 'node:child_process';",
    },
  ],
  invalid: [
    {
      filename: at('apps/server/src/repositories/egress/yt-dlp.repository.ts'),
      code: "import { spawn } from 'node:child_process';",
      errors: err,
    },
    {
      filename: at('apps/web/src/features/a/components/x.tsx'),
      code: "import { B } from '../../b/components/b.js';",
      errors: err,
    },
    {
      filename: at('apps/web/src/features/a/x.ts'),
      code: "import { r } from '../../app/router.js';",
      errors: err,
    },
    { filename: at('apps/web/src/lib/x.ts'), code: "import { a } from '../features/a/a.js';", errors: err },
    {
      filename: at('apps/web/src/lib/x.ts'),
      code: "import { s } from '../../../server/src/app.js';",
      errors: err,
    },
    {
      filename: at('apps/server/src/services/s.ts'),
      code: "import { readFile } from 'node:fs';",
      errors: err,
    },
    {
      filename: at('apps/server/src/services/s.ts'),
      code: "import SQLite from 'better-sqlite3';",
      errors: err,
    },
    {
      filename: at('apps/server/src/services/s.ts'),
      code: "import { make } from '../repositories/r.repository.js';",
      errors: err,
    },
    {
      filename: at('apps/server/src/routes/r/r.routes.ts'),
      code: "import { make } from '../../repositories/r.repository.js';",
      errors: err,
    },
    { filename: at('apps/server/src/ffmpeg/args.ts'), code: "import path from 'node:path';", errors: err },
    { filename: at('apps/server/src/egress/rules.ts'), code: "import net from 'node:net';", errors: err },
    { filename: at('apps/server/src/egress/rules.ts'), code: "import { Agent } from 'undici';", errors: err },
    {
      filename: at('packages/shared/src/a.ts'),
      code: "import { readFileSync } from 'node:fs';",
      errors: err,
    },
    { filename: at('packages/shared/src/a.ts'), code: "import { it } from 'vitest';", errors: err },
    {
      filename: at('packages/shared/src/a.ts'),
      code: "import { x } from '../../../apps/server/src/app.js';",
      errors: err,
    },
  ],
});

tester.run('no-web-barrels (DESIGN.md §3.8)', plugin.rules['no-web-barrels'], {
  valid: [{ filename: at('apps/web/src/features/a/components/a.tsx'), code: 'export const a = 1;' }],
  invalid: [
    {
      filename: at('apps/web/src/features/a/index.ts'),
      code: "export * from './a.js';",
      errors: [{ messageId: 'barrel' }],
    },
  ],
});
