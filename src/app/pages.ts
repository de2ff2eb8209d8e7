// Each screen's chunk, by the path that opens it. The router loads them lazily; the boot script
// starts the opened path's chunk together with the app's, so it does not wait for the app to run.
export const pages = {
  write: () => import('../pages/write/write-page.tsx'),
  reflect: () => import('../pages/reflect/reflect-page.tsx'),
  feed: () => import('../pages/feed/feed-page.tsx'),
  community: () => import('../pages/community/community-page.tsx'),
  insights: () => import('../pages/insights/insights-page.tsx'),
  auth: () => import('../pages/auth/auth-page.tsx'),
  timeline: () => import('../pages/timeline/timeline-page.tsx'),
  growth: () => import('../pages/growth/growth-page.tsx'),
  messages: () => import('../pages/messages/messages-page.tsx'),
  moderation: () => import('../pages/moderation/moderation-page.tsx'),
  privacyPolicy: () => import('../pages/privacy-policy/privacy-policy-page.tsx'),
  settings: () => import('../pages/settings/settings-page.tsx'),
  termsOfService: () => import('../pages/terms-of-service/terms-of-service-page.tsx'),
  notFound: () => import('../pages/not-found/not-found-page.tsx'),
};

export const pageByPath: Record<string, () => Promise<unknown>> = {
  '/prompt': pages.write,
  '/reflect': pages.reflect,
  '/feed': pages.feed,
  '/community': pages.community,
  '/insights': pages.insights,
  '/auth': pages.auth,
  '/timeline': pages.timeline,
  '/growth': pages.growth,
  '/messages': pages.messages,
  '/moderation': pages.moderation,
  '/privacy-policy': pages.privacyPolicy,
  '/settings': pages.settings,
  '/terms-of-service': pages.termsOfService,
};
