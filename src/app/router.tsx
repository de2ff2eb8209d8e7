import { lazy } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';

// Every screen is its own chunk: the first visit downloads the shell and one page.
const HomePage = lazy(() => import('../pages/home/home-page.tsx'));
const WritePage = lazy(() => import('../pages/write/write-page.tsx'));
const ReflectPage = lazy(() => import('../pages/reflect/reflect-page.tsx'));
const FeedPage = lazy(() => import('../pages/feed/feed-page.tsx'));
const CommunityPage = lazy(() => import('../pages/community/community-page.tsx'));
const InsightsPage = lazy(() => import('../pages/insights/insights-page.tsx'));
const AuthPage = lazy(() => import('../pages/auth/auth-page.tsx'));
const TimelinePage = lazy(() => import('../pages/timeline/timeline-page.tsx'));
const GrowthPage = lazy(() => import('../pages/growth/growth-page.tsx'));
const MessagesPage = lazy(() => import('../pages/messages/messages-page.tsx'));
const PrivacyPolicyPage = lazy(() => import('../pages/privacy-policy/privacy-policy-page.tsx'));
const TermsOfServicePage = lazy(() => import('../pages/terms-of-service/terms-of-service-page.tsx'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page.tsx'));

export const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/prompt', element: <WritePage /> },
      { path: '/reflect', element: <ReflectPage /> },
      { path: '/feed', element: <FeedPage /> },
      { path: '/community', element: <CommunityPage /> },
      { path: '/insights', element: <InsightsPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
      {
        element: (
          <ProtectedRoute>
            <Outlet />
          </ProtectedRoute>
        ),
        children: [
          { path: '/timeline', element: <TimelinePage /> },
          { path: '/growth', element: <GrowthPage /> },
          { path: '/messages', element: <MessagesPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
