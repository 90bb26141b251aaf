// The layer rules of docs/architecture.md are ESLint rules (eslint.config.mjs): each case below is
// linted with the project's real config as if it were a file at that path, so a rule that stops
// catching its violation — or starts refusing an allowed import — fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: { file: string; source: string; refused: boolean }[] = [
  {
    file: 'components/x/widget.tsx',
    source: "import { value } from '@/app/(desk)/payers/new/actions';",
    refused: true,
  },
  { file: 'components/x/widget.tsx', source: "import { value } from '../../app/(desk)/page';", refused: true },
  { file: 'components/x/widget.tsx', source: "import { value } from '@/lib/provider/payers/service';", refused: true },
  {
    file: 'components/x/widget.tsx',
    source: "import { value } from '@/lib/desk/actions/create-payer';",
    refused: false,
  },
  { file: 'lib/desk/x.ts', source: "import { value } from '@/components/ui/button';", refused: true },
  { file: 'lib/desk/x.ts', source: "import { value } from '@/lib/provider/testing';", refused: true },
  { file: 'lib/desk/x.ts', source: "import { value } from '@/lib/api-client';", refused: false },
  { file: 'lib/schemas/x.ts', source: "import { value } from '@/app/layout';", refused: true },
  { file: 'lib/reference/x.ts', source: "import { value } from '@/components/forms/form-kit';", refused: true },
  { file: 'app/(desk)/x/page.tsx', source: "import { value } from '@/lib/provider/index';", refused: true },
  { file: 'app/(desk)/x/page.tsx', source: "import { value } from '@/components/ui/card';", refused: false },
  { file: 'lib/provider/x/service.ts', source: "import { value } from '@/lib/desk/drafts';", refused: true },
  { file: 'lib/provider/x/service.ts', source: "import { value } from '@/lib/schemas/payer';", refused: false },
  // Desk integration tests may start the built-in API in-process.
  { file: 'lib/desk/x.test.ts', source: "import { value } from '@/lib/provider/testing';", refused: false },
];

for (const { file, source, refused } of cases) {
  const target = source.match(/from '([^']+)'/)?.[1];
  test(`${file} ${refused ? 'may not' : 'may'} import ${target}`, async () => {
    const messages = await restrictedImports(file, source);
    assert.equal(messages.length > 0, refused, messages.join('; ') || 'no restriction reported');
  });
}
