// Rolldown code-splitting groups (vite.config.ts) for a first visit that downloads few files. On
// the first load each file costs a request and its headers (~0.6 KB on HTTP/1.1), and the app's
// default split made ~20 small shared chunks. These groups make two:
//   app   every module the app's entry imports statically (directly or through other static imports);
//   boot  what the boot script imports itself (the page loaders, Vite's preload helper). Left to
//         itself rolldown merges these into the app chunk, and the boot script would then wait for
//         the whole app to download before it could start the opened page's chunk beside it.
// Modules reached only through a dynamic import() (lazy pages, Auth, Realtime) keep their own chunks.
import type { ChunkingContext } from 'rolldown';

export function firstLoadChunks({ entry, boot }: { entry: string; boot: string }) {
  const isModule = (id: string, path: string) => id.replace(/\\/g, '/').endsWith(`/${path}`);
  /** Whether `root` reaches a module through static imports only (memoised per root). */
  const reacher = (root: string) => {
    const memo = new Map<string, boolean>();
    const reached = (id: string, ctx: ChunkingContext, visiting: Set<string>): boolean => {
      const known = memo.get(id);
      if (known !== undefined) return known;
      if (isModule(id, root)) return true;
      if (visiting.has(id)) return false;
      visiting.add(id);
      const result = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reached(importer, ctx, visiting));
      visiting.delete(id);
      // A module found unreached while one of its importers was still being visited may yet be
      // reached another way, so only a settled answer is remembered.
      if (result || visiting.size === 0) memo.set(id, result);
      return result;
    };
    return (id: string, ctx: ChunkingContext) => reached(id, ctx, new Set());
  };
  const fromEntry = reacher(entry);
  const fromBoot = reacher(boot);
  return [
    {
      name: (id: string, ctx: ChunkingContext) => (fromBoot(id, ctx) && !isModule(id, boot) ? 'boot' : null),
      priority: 2,
    },
    { name: (id: string, ctx: ChunkingContext) => (fromEntry(id, ctx) ? 'app' : null), priority: 1 },
  ];
}
