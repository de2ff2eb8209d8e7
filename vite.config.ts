import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './scripts/first-load-chunk.ts';
import { appShells } from './scripts/vite-plugin-app-shells.ts';

// In development the SPA runs on Vite's server and everything the local stack serves
// (API, auth, realtime, functions, runtime config) is proxied to it, so the browser
// sees one origin exactly as in production.
const stack = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), appShells()],
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
