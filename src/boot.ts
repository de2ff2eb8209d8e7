// The entry the HTML loads. It lets the browser paint the page's first screen, prerendered into
// its HTML by the build (src/app/prerender.tsx), before the app's JavaScript is even requested, then starts the app. On a slow phone the words
// (and the crisis line) appear as soon as the HTML and CSS arrive, instead of sharing the
// connection with ~110 KB of script and waiting for it to be parsed.
import { pageByPath } from './app/pages.ts';
// The stylesheet belongs to the first paint, so it is linked from the HTML through this entry.
import './index.css';

const start = () => {
  void import('./main.tsx');
  // The opened page's chunk downloads alongside the app instead of after it.
  void pageByPath[window.location.pathname]?.();
};

// Start once the browser reports the first contentful paint: then the words are on screen. A tab
// opened in the background paints nothing, so there the app starts at once; a browser without
// paint timing starts it after the next frame.
let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  start();
};
if (document.visibilityState === 'hidden') startOnce();
else if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
  requestAnimationFrame(() => setTimeout(startOnce, 0));
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
  // Becoming hidden before anything was painted (the tab was switched away) must not strand the app.
  document.addEventListener('visibilitychange', startOnce, { once: true });
}

// The service worker (vite.config.ts) makes the app installable and usable offline. Its install
// downloads every built file, so it is registered only once this first load is over, never
// competing with it; the local dev server has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('The offline copy could not be set up', error);
      });
    }, 3000);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
