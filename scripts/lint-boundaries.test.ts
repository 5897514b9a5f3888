import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint set-up, run on code written into real files' places: the boundary rules must see
// imports written with the web's `@/` alias as well as relative ones.
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
});

const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
};

describe('the lint boundaries', () => {
  it('refuse a feature importing another feature through the @/ alias', async () => {
    expect(
      await problems(
        'apps/web/src/features/admin/api/document-templates/update-template.ts',
        "import { getProblems } from '@/features/library/api/get-problems';\nexport const probe = getProblems;\n",
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature must not import another feature/),
    ]);
  });

  it('refuse shared code importing a feature or the app shell', async () => {
    expect(
      await problems(
        'apps/web/src/components/place-select.tsx',
        "import { routes } from '@/app/routes';\nexport const probe = routes;\n",
      ),
    ).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*components\/ is shared/));
    expect(
      await problems(
        'apps/web/src/features/library/pages/problem-page.test.tsx',
        "import { routes } from '@/app/routes';\nexport const probe = routes;\n",
      ),
    ).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*must not import the app shell/),
    );
  });

  it('find a cycle written with @/', async () => {
    // components/place-select.tsx imports lib/places.ts: lib/places importing it back closes a cycle.
    expect(
      await problems(
        'apps/web/src/lib/places.ts',
        "import { PlaceSelect } from '@/components/place-select';\nexport const probe = PlaceSelect;\n",
      ),
    ).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
  });

  it('let a feature import itself, shared code and packages', async () => {
    expect(
      await problems(
        'apps/web/src/features/library/api/get-problem.ts',
        "import { getProblems } from './get-problems';\nimport { cn } from '@/lib/cn';\nimport { z } from 'zod';\nexport const probe = [getProblems, cn, z];\n",
      ),
    ).toEqual([]);
  });
});
