// What the build tells any server about the app's pages, in dist/:
//   <path>/index.html  each page's first screen (index.html for /), prerendered from the app's own
//                      layout and pages (src/app/prerender.tsx) into the built index.html, so a static
//                      host and the local server both send a page its own opening, painted before any
//                      script runs (src/boot.ts), and nothing has to copy the app's markup by hand;
//   404.html           the layout around an empty page: for paths the app does not answer (it then
//                      draws its 404 page) and the service worker's offline fallback. Static hosts
//                      serve a 404.html with status 404 by convention;
//   routes.json        the paths the app answers (src/app/paths.ts), so the local server can answer
//                      every other path with a real 404 status without importing SPA source.
// The prerendering runs here, at build time, in Vite's module runner: none of it reaches the browser.
import { createServer, type Plugin } from 'vite';
import { APP_PATHS } from '../src/app/paths.ts';

// What src/app/prerender.tsx returns. Declared here, not imported: its module graph is the whole SPA,
// which this file's tsconfig (Node, no DOM) cannot check.
interface Shell {
  path: string;
  body: string;
  title?: string;
}

const ROOT = /<div id="root"><\/div>/;
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where a shell goes in dist/. */
export const shellFile = (path: string) =>
  path === '' ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;

// A shell is a picture of the page until the app replaces it: words typed into its fields or taps on
// its buttons would be lost then, so its controls are disabled (tests and people wait for the app's).
// Links are left working: they need no script.
const CONTROL = /<(button|input|select|textarea)\b(?![^>]*\sdisabled)/g;
export const disableControls = (body: string) => body.replace(CONTROL, '<$1 disabled=""');

/** The built index.html with `shell` in its root element and its title, if it has one. */
export function fillIndex(index: string, shell: Shell): string {
  const html = index.replace(ROOT, () => `<div id="root">${disableControls(shell.body)}</div>`);
  return shell.title ? html.replace(TITLE, () => `<title>${escapeHtml(shell.title!)}</title>`) : html;
}

/** Renders every shell with src/app/prerender.tsx, loaded by a throw-away Vite server in `root`. */
async function renderShells(root: string): Promise<Shell[]> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const prerender = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderShells(): Promise<Shell[]> };
    return await prerender.renderShells();
  } finally {
    await server.close();
  }
}

export function appShells(): Plugin {
  let root = process.cwd();
  return {
    name: 'hearth-app-shells',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      if (!ROOT.test(html)) this.error('index.html must have an empty <div id="root"></div> for the first screens');
      for (const shell of await renderShells(root)) {
        const source = fillIndex(html, shell);
        if (shell.path === '/') index.source = source;
        else this.emitFile({ type: 'asset', fileName: shellFile(shell.path), source });
      }
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(APP_PATHS)}\n` });
    },
  };
}
