import { lazy, type ComponentType } from 'react';
import { Outlet, useRoutes } from 'react-router-dom';
import HomePage from '../pages/home/home-page.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { pages } from './pages.ts';
import { ProtectedRoute } from './protected-route.tsx';

// Every other screen is its own chunk: the first visit downloads the shell and one page. Home
// is most people's first screen and its words are the first thing painted, so it ships with
// the shell instead of waiting for a chunk behind a spinner.
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

export const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/prompt', element: lazyPage(pages.write) },
      { path: '/reflect', element: lazyPage(pages.reflect) },
      { path: '/feed', element: lazyPage(pages.feed) },
      { path: '/community', element: lazyPage(pages.community) },
      { path: '/insights', element: lazyPage(pages.insights) },
      { path: '/auth', element: lazyPage(pages.auth) },
      { path: '/privacy-policy', element: lazyPage(pages.privacyPolicy) },
      { path: '/settings', element: lazyPage(pages.settings) },
      { path: '/terms-of-service', element: lazyPage(pages.termsOfService) },
      {
        element: (
          <ProtectedRoute>
            <Outlet />
          </ProtectedRoute>
        ),
        children: [
          { path: '/timeline', element: lazyPage(pages.timeline) },
          { path: '/growth', element: lazyPage(pages.growth) },
          { path: '/messages', element: lazyPage(pages.messages) },
          { path: '/moderation', element: lazyPage(pages.moderation) },
        ],
      },
      { path: '*', element: lazyPage(pages.notFound) },
    ],
  },
];

// Declarative routing (a <BrowserRouter> around useRoutes) rather than a data router: the app uses
// no loaders or actions, and leaving the data router out keeps ~13 KB of script off every first load.
export function AppRoutes() {
  return useRoutes(routes);
}
