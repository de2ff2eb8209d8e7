// What the build tells any server about the app's pages, next to index.html in dist/:
//   routes.json  the paths the app answers (src/app/paths.ts), so the local server can answer every
//                other path with a real 404 status without importing SPA source;
//   404.html     the page for those paths: index.html without Home's first screen (the app then draws
//                its 404 page). Static hosts serve a 404.html with status 404 by convention.
import type { Plugin } from 'vite';
import { APP_PATHS } from '../src/app/paths.ts';

const FIRST_SCREEN = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/;

export function appShells(): Plugin {
  return {
    name: 'hearth-app-shells',
    apply: 'build',
    // After Vite's own HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      if (!FIRST_SCREEN.test(html)) this.error('index.html has lost its <!--first-screen--> markers');
      this.emitFile({ type: 'asset', fileName: '404.html', source: html.replace(FIRST_SCREEN, '') });
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(APP_PATHS)}\n` });
    },
  };
}
