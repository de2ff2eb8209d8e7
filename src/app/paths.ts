// Every path the app answers (src/app/router.tsx; router.test.tsx keeps the two in step). The build
// writes this list to dist/routes.json, so a server knows which paths are pages and which deserve a
// 404 without importing the SPA (vite.config.ts, scripts/vite-plugin-app-shells.ts).
export const APP_PATHS = [
  '/',
  '/prompt',
  '/reflect',
  '/feed',
  '/community',
  '/insights',
  '/auth',
  '/privacy-policy',
  '/terms-of-service',
  '/settings',
  '/timeline',
  '/growth',
  '/messages',
  '/moderation',
] as const;
