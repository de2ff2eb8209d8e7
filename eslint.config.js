// ESLint for the whole repository: typescript-eslint with type information (the promise rules catch
// what tests rarely do), react-hooks for the SPA, and the import boundaries of issue 15:
//  - local/ never imports src/ (the local stack is the server; the SPA reaches it over HTTP);
//  - src/lib never imports src/features, and no feature imports another feature;
//  - supabase/functions/_shared (run by Deno and by Node) imports no node: module and nothing
//    outside _shared; that it uses no DOM is tsconfig.shared.json's job (no DOM lib there).
import { builtinModules } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const builtins = new Set(builtinModules);

/** Why an import from `file` (repo-relative) of `source` crosses a boundary, or undefined. */
export function crossing(file, source) {
  const isNode = source.startsWith('node:') || builtins.has(source.split('/')[0]);
  const target = source.startsWith('.') ? relative(root, resolve(root, dirname(file), source)) : undefined;
  const inShared = file.startsWith('supabase/functions/_shared/') && !/\.test\.tsx?$/.test(file);
  if (inShared && isNode) return 'shared server code runs on Deno and Node: use web APIs, not node: modules';
  if (inShared && target && !target.startsWith('supabase/functions/_shared/'))
    return 'shared server code imports nothing outside supabase/functions/_shared';
  if (!target) return undefined;
  if (file.startsWith('local/') && target.startsWith('src/')) return 'local/ never imports the SPA (src/)';
  if (file.startsWith('src/lib/') && target.startsWith('src/features/')) return 'src/lib never imports a feature';
  const feature = /^src\/features\/([^/]+)\//;
  const [, from] = feature.exec(file) ?? [];
  const [, to] = feature.exec(target) ?? [];
  if (from && to && from !== to)
    return `features do not import each other (${from} → ${to}): move what both need to src/lib or src/components`;
  return undefined;
}

export const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between the parts of Hearth' } },
      create(context) {
        const file = relative(root, context.filename);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const why = crossing(file, source);
          if (why) context.report({ node: node.source, message: `${source}: ${why}` });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tests/typecheck/.probes/**',
      // Deno's entry point: outside the Node tsconfigs, checked by `deno check` in tests/api/edge.test.ts.
      'supabase/functions/api/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { hearth: boundaries },
    rules: {
      'hearth/imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A `let` set once after closures that read it were made (local/main.ts) is not a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Small functions (issue 15 item 7): one over ~80 lines does several things, and is split along them.
    // Tests are left out: a describe block holds a whole story of cases by design.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Test doubles read whatever JSON a client sent.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
    plugins: { hearth: boundaries },
    rules: { 'hearth/imports': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules. The React Compiler's rules in the plugin's recommended set (refs,
    // set-state-in-effect, …) misread hooks that return an object holding a ref; not worth it yet.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
