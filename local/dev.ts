// `npm run dev`: the local stack on PORT (3000) and Vite with HMR on 5173, proxying /api, /auth/v1,
// /realtime/v1, /functions/v1 and /config.json to the stack (wherever PORT put it).
import { createServer } from 'vite';
import { startStack } from './main.ts';

const port = Number(process.env.PORT || 3000);
const stack = await startStack({
  port,
  host: process.env.HOST || '127.0.0.1',
  dataDir: process.env.DATA_DIR || '.data',
  databaseUrl: process.env.DATABASE_URL || undefined,
  // The SPA on Vite's origin calls /api on the stack's origin when /config.json points it there.
  allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
});
const target = { target: stack.url, changeOrigin: true };
const vite = await createServer({
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': target,
      '/auth/v1': target,
      '/realtime/v1': { ...target, ws: true },
      '/functions/v1': target,
      '/config.json': target,
    },
  },
});
await vite.listen();
vite.printUrls();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await stack.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
