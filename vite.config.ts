import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadChunks } from './scripts/first-load-chunk.ts';
import { appShells } from './scripts/vite-plugin-app-shells.ts';

// In development the SPA runs on Vite's server and everything the local stack serves
// (API, auth, realtime, functions, runtime config) is proxied to it, so the browser
// sees one origin exactly as in production.
const stack = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    appShells(),
    // The service worker (Workbox): every built file is precached, so the app, its static content
    // (breathing, tips, articles, crisis lines: all in the script) and the icons work offline.
    // Pages are fetched from the network first (each has its own first screen) and, offline, come
    // from the copy kept at the last visit or else the bare shell (404.html: the layout alone).
    // The API is never cached. src/boot.ts registers the worker once the first load is over.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Each page's own first screen (dist/<path>/index.html) is fetched with the page, not precached:
        // offline, a page never opened gets the bare shell, as before the shells existed.
        globIgnores: ['*/index.html'],
        // The app's own 404 shell and index.html are only fallbacks: navigations go to the network.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|auth|functions|realtime)\//.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 30 },
              precacheFallback: { fallbackURL: '/404.html' },
            },
          },
          // Where the app finds its backend: needed to start at all, so kept for offline starts.
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'config' },
          },
        ],
      },
    }),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Everything the app statically needs to start lands in one chunk instead of ~20 small shared
        // ones: on the first visit each file costs a request and its headers (~0.6 KB each).
        codeSplitting: { groups: firstLoadChunks({ entry: 'src/main.tsx', boot: 'src/boot.ts' }) },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: stack, changeOrigin: true },
      '/auth/v1': { target: stack, changeOrigin: true },
      '/realtime/v1': { target: stack, changeOrigin: true, ws: true },
      '/functions/v1': { target: stack, changeOrigin: true },
      '/config.json': { target: stack, changeOrigin: true },
    },
  },
});
