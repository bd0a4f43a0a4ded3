// The ESLint boundary rule is a guarantee of the architecture (a remote never imports another remote or the
// shell); this proves the linter really refuses it, so a config change cannot switch it off unnoticed.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const eslint = new ESLint({ cwd: root });

const lint = async (file, code) => {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

test('a remote importing the shell is refused', async () => {
  const messages = await lint(
    'mf-notes/src/x.ts',
    "import { App } from '@portal/shell';\nexport const a = App;\n",
  );
  assert.ok(
    messages.some((m) => /must not import shell/.test(m)),
    messages.join('; '),
  );
});

test('a remote reaching into another remote by path is refused', async () => {
  const messages = await lint(
    'mf-notes/src/x.ts',
    "import { x } from '../../mf-billing/src/x';\nexport const a = x;\n",
  );
  assert.ok(
    messages.some((m) => /must not reach into mf-billing/.test(m)),
    messages.join('; '),
  );
});

test('shared importing a remote is refused', async () => {
  const messages = await lint('shared/src/x.ts', "import m from '@portal/mf-notes';\nexport const a = m;\n");
  assert.ok(
    messages.some((m) => /shared must not import mf-notes/.test(m)),
    messages.join('; '),
  );
});

test('a remote importing shared is allowed', async () => {
  assert.deepEqual(
    await lint(
      'mf-notes/src/x.ts',
      "import { usePortal } from '@portal/shared';\nexport const a = usePortal;\n",
    ),
    [],
  );
});

test("the server reaching into shared's files by relative path is refused", async () => {
  const messages = await lint(
    'server/src/connector/chart/x.ts',
    "import { CHART_STATUS } from '../../../../shared/src/api/chart.js';\nexport const a = CHART_STATUS;\n",
  );
  assert.ok(
    messages.some((m) => /through its package exports/.test(m)),
    messages.join('; '),
  );
});

test('a remote reaching into shared/src by relative path is refused', async () => {
  const messages = await lint(
    'mf-reports/src/x.ts',
    "import { aggregate } from '../../shared/src/reports/aggregate';\nexport const a = aggregate;\n",
  );
  assert.ok(
    messages.some((m) => /through its package exports/.test(m)),
    messages.join('; '),
  );
});

test('the server importing shared through its package exports is allowed', async () => {
  assert.deepEqual(
    await lint(
      'server/src/x.ts',
      "import { CHART_STATUS } from '@portal/shared/api/chart';\nimport { addHelsinki } from '@portal/shared/calendar';\nexport const a = [CHART_STATUS, addHelsinki];\n",
    ),
    [],
  );
});

test('React in what the server imports from shared (api, calendar) is refused', async () => {
  const messages = await lint(
    'shared/src/api/x.ts',
    "import { useState } from 'react';\nexport const a = useState;\n",
  );
  assert.ok(
    messages.some((m) => /imported by the server/.test(m)),
    messages.join('; '),
  );
});
