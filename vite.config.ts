import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite's server and everything the local stack serves
// (API, auth, realtime, functions, runtime config) is proxied to it, so the browser
// sees one origin exactly as in production.
const stack = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
