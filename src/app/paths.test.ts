import { describe, expect, it } from 'vitest';
import { APP_PATHS } from './paths.ts';
import { routes } from './router.tsx';

type RouteLike = { path?: string; children?: RouteLike[] };
const routerPaths = (list: RouteLike[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...routerPaths(route.children ?? [])]);

describe('APP_PATHS (what the build tells servers, for their 404s)', () => {
  it('lists exactly the paths the router answers, besides its catch-all', () => {
    expect([...APP_PATHS].sort()).toEqual(
      routerPaths(routes)
        .filter((path) => path !== '*')
        .sort(),
    );
  });
});
