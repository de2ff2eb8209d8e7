// The first screen of every page, rendered at build time (scripts/vite-plugin-app-shells.ts writes each
// into dist/<path>/index.html) from the same layout, router and pages the app renders in the browser,
// so a static host and the local server both hand each page its own opening, painted before any script
// runs (src/boot.ts). Nothing here is in the browser's bundle: only the build imports this module.
//
// Data never reaches a shell: the query client has no data and fetches nothing (queries start in
// effects, which a server render does not run), so every data-dependent part draws its loading state.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { APP_PATHS } from './paths.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export interface Shell {
  /** The page's path, `''` for the bare shell (header and footer around an empty page). */
  path: string;
  /** What goes inside `<div id="root">`. */
  body: string;
  /** The page's own `<title>` text, when it names one. */
  title?: string;
}

// The layout around nothing: 404.html, where the app draws its 404 page, and the service worker's
// offline fallback for any page it has no copy of. Neither should show another page's words.
// A location no page answers, so no link in the navigation is marked as the current page.
const BARE_LOCATION = '/-';

function BareLayout() {
  return useRoutes([{ element: <AppLayout />, children: [{ path: '*', element: null }] }]);
}

const decode = (text: string) =>
  text.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, (entity, name: string) => {
    if (name.startsWith('#')) return String.fromCharCode(Number(name.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name] ?? entity;
  });

/** Storage as a first-time visitor's browser has it: empty, and forgetting what a render writes. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * Pages read the visitor's saved draft and chosen prompt while they render (useState initialisers);
 * the shell is what someone with nothing saved sees, so the render gets fresh, empty storage.
 */
function asFirstVisit() {
  Object.assign(globalThis, { localStorage: emptyStorage(), sessionStorage: emptyStorage() });
}

function App({ path }: { path: string }) {
  return (
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={path || BARE_LOCATION}>{path ? <AppRoutes /> : <BareLayout />}</StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Renders `path` to HTML and lifts out the `<title>` React hoists. The first pass waits for the page's
 * lazy chunk; the second, with it loaded, renders the page in place. (One pass would leave the page in
 * a hidden block and an inline script to swap it in, which the CSP does not run.)
 */
async function renderShell(path: string): Promise<Shell> {
  asFirstVisit();
  const errors: unknown[] = [];
  await prerender(<App path={path} />, { onError: (error) => void errors.push(error) });
  if (errors.length)
    throw new Error(`The first screen of ${path || 'the bare shell'} failed to render`, { cause: errors[0] });
  asFirstVisit();
  const html = renderToString(<App path={path} />);
  // A boundary still waiting (<!--$?-->) or given up to the browser (<!--$!-->) is not a first screen.
  if (/<!--\$[?!]-->|<template/.test(html)) throw new Error(`The first screen of ${path} did not render in one pass`);
  const title = /<title>([^<]*)<\/title>/.exec(html);
  return { path, body: html.replace(/<title>[^<]*<\/title>/g, ''), title: title ? decode(title[1]!) : undefined };
}

// Pages whose opening depends on what this visitor did a moment ago (Reflect shows the entry just
// written, kept in the tab's storage): a shell would show everyone "No reflection found" first, so
// they get the bare shell and the app draws them.
const VISITOR_PAGES = new Set(['/reflect']);

/** The shells of every page the app answers, except VISITOR_PAGES, and the bare one (path `''`). */
export async function renderShells(): Promise<Shell[]> {
  const shells: Shell[] = [];
  // One at a time: the renders share the storage stand-ins and the router's lazy pages.
  for (const path of [...APP_PATHS.filter((p) => !VISITOR_PAGES.has(p)), '']) shells.push(await renderShell(path));
  return shells;
}
