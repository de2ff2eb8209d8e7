// The import boundaries of issue 15, as eslint.config.js enforces them: what crosses one is
// reported, what stays inside is not, and the rule really runs in ESLint on TypeScript source.
import { Linter } from 'eslint';
import { join, resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// A path in a variable: the config is plain JavaScript, outside the TypeScript programs.
const configPath = join(root, 'eslint.config.js');
const { crossing, boundaries } = (await import(configPath)) as {
  crossing: (file: string, source: string) => string | undefined;
  boundaries: NonNullable<Linter.Config['plugins']>[string];
};

describe('import boundaries', () => {
  it.each([
    ['local/stack/routes.ts', '../../src/lib/api-client.ts', /local\/ never imports the SPA/],
    // The server's old exception, gone since the build prerenders the first screens (issue 15 item 9).
    ['local/spa.ts', '../src/content/first-screens.ts', /local\/ never imports the SPA/],
    ['src/lib/api-client.ts', '../features/identity/logout.ts', /src\/lib never imports a feature/],
    ['src/features/entries/x.ts', '../reactions/reaction-state.ts', /entries → reactions/],
    ['src/features/entries/api/x.ts', '../../../features/growth/api/get-growth.ts', /entries → growth/],
    // No exceptions: the four crossings issues 16 and 17 brought were composed in pages or moved out.
    [
      'src/features/timeline/components/journey-timeline.tsx',
      '../../your-words/components/entry-actions.tsx',
      /timeline → your-words/,
    ],
    ['supabase/functions/_shared/api/app.ts', 'node:crypto', /not node: modules/],
    ['supabase/functions/_shared/api/app.ts', 'fs', /not node: modules/],
    ['supabase/functions/_shared/api/app.ts', '../../../../local/db/migrate.ts', /nothing outside/],
  ])('%s may not import %s', (file, source, why) => {
    expect(crossing(file, source)).toMatch(why);
  });

  it.each([
    ['src/features/entries/components/x.tsx', '../api/create-entry.ts'],
    ['src/features/entries/x.ts', '../../lib/api-client.ts'],
    ['src/pages/home/home-page.tsx', '../../features/entries/draft.ts'],
    ['src/lib/x.ts', '../../supabase/functions/_shared/domain/moods.ts'],
    ['supabase/functions/_shared/api/app.ts', '../domain/moods.ts'],
    ['supabase/functions/_shared/api/app.ts', 'hono'],
    ['supabase/functions/_shared/api/x.test.ts', 'node:fs'],
    ['local/db/migrate.ts', 'node:fs/promises'],
  ])('%s may import %s', (file, source) => {
    expect(crossing(file, source)).toBeUndefined();
  });

  it('are reported by ESLint on TypeScript source', () => {
    const linter = new Linter({ configType: 'flat' });
    const config: Linter.Config[] = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { hearth: boundaries },
        rules: { 'hearth/imports': 'error' },
      },
    ];
    const source = [
      "import { a } from '../features/identity/logout.ts';",
      "export * from '../features/growth/api/get-growth.ts';",
      "export const later = () => import('../features/entries/draft.ts');",
      "import { b } from './relative-time.ts';",
    ].join('\n');
    const messages = linter.verify(source, config, { filename: join(root, 'src/lib/x.ts') });
    expect(messages.map((m) => `${m.line} ${m.ruleId}`)).toEqual([
      '1 hearth/imports',
      '2 hearth/imports',
      '3 hearth/imports',
    ]);
  });
});
