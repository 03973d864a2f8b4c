// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep the layers apart (eslint.config.js), run on code placed at a given path. */
async function lintAs(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const rules = await lintAs(
      'src/features/faq/components/probe.ts',
      "import { productCatalog } from '@/features/ecommerce/api/types';\nexport const probe = productCatalog;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses a relative import that leaves the feature, and shared code importing a feature', async () => {
    expect(
      await lintAs(
        'src/features/faq/components/probe.ts',
        "import { x } from '../../../lib/x';\nexport const probe = x;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await lintAs(
        'src/lib/probe.ts',
        "import { faqIcons } from '@/features/faq/api/types';\nexport const probe = faqIcons;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('accepts a feature importing itself and the shared layers', async () => {
    const code =
      "import { api } from '@/lib/api-client';\nimport { faqIcons } from '@/features/faq/api/types';\nimport { x } from '../api/x';\nexport const probe = [api, faqIcons, x];\n";
    expect(await lintAs('src/features/faq/components/probe.ts', code)).not.toContain('no-restricted-imports');
  });

  it('refuses a feature reading the API’s sample data, and a screen importing the API side', async () => {
    const seed =
      "import { faqGroupsByLanguage } from '@/backend/data/faq/seed';\nexport const probe = faqGroupsByLanguage;\n";
    expect(await lintAs('src/features/faq/components/probe.test.ts', seed)).toContain('no-restricted-imports');
    expect(await lintAs('src/features/faq/components/probe.ts', seed)).toContain('no-restricted-imports');
    const app = "import { createApi } from '@/backend/app';\nexport const probe = createApi;\n";
    expect(await lintAs('src/features/faq/components/probe.ts', app)).toContain('no-restricted-imports');
    expect(await lintAs('src/features/faq/components/probe.test.ts', app)).not.toContain('no-restricted-imports');
  });

  it('refuses a mocks folder under a feature, however deep', async () => {
    for (const path of ['src/features/faq/mocks/seed.ts', 'src/features/marketing/contact/mocks/seed.ts']) {
      expect(await lintAs(path, 'export const probe = 1;\n')).toContain('check-file/filename-blocklist');
    }
    expect(await lintAs('src/backend/data/faq/seed.ts', 'export const probe = 1;\n')).not.toContain(
      'check-file/filename-blocklist',
    );
  });

  it('lets the API side import a feature’s api/ only', async () => {
    const importing = (from: string) => `import { probe as p } from '${from}';\nexport const probe = p;\n`;
    for (const path of ['src/backend/routes/probe.ts', 'src/backend/data/faq/probe.ts', 'src/mocks/probe.ts']) {
      expect(await lintAs(path, importing('@/features/users/components/add-user-schema'))).toContain(
        'no-restricted-imports',
      );
      expect(await lintAs(path, importing('@/features/users/api/types'))).not.toContain('no-restricted-imports');
      expect(await lintAs(path, importing('@/features/marketing/contact/api/types'))).not.toContain(
        'no-restricted-imports',
      );
    }
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await lintAs('src/lib/BadName.ts', 'export const probe = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
  });

  it('refuses a theme path as a Typography colour, which MUI 9 ignores', async () => {
    const at = 'src/features/faq/components/probe.tsx';
    const typography = "import Typography from '@mui/material/Typography';\n";
    expect(
      await lintAs(at, `${typography}export const a = <Typography color="text.secondary">x</Typography>;\n`),
    ).toContain('no-restricted-syntax');
    expect(
      await lintAs(
        at,
        `${typography}export const b = (e: boolean) => <Typography color={e ? 'error' : 'text.secondary'}>x</Typography>;\n`,
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await lintAs(at, `${typography}export const c = <Typography color="textSecondary">x</Typography>;\n`),
    ).not.toContain('no-restricted-syntax');
  });
});
