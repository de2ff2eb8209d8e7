// One key factory per feature, generic → specific, holding every input of its query
// function. Invalidate by prefix: `entryKeys.all` refreshes feed, timeline and the rest.

export const entryKeys = {
  all: ['entries'] as const,
  feeds: () => [...entryKeys.all, 'feed'] as const,
  feed: (mood: string | null) => [...entryKeys.feeds(), mood ?? 'all'] as const,
  timeline: () => [...entryKeys.all, 'timeline'] as const,
  reactions: (entryId: string) => [...entryKeys.all, 'reactions', entryId] as const,
  supportiveResponses: (entryId: string) => [...entryKeys.all, 'supportive-responses', entryId] as const,
};

export const growthKeys = {
  all: ['growth'] as const,
  detail: () => [...growthKeys.all, 'detail'] as const,
};

export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};

export const communityKeys = {
  all: ['community'] as const,
  stats: () => [...communityKeys.all, 'stats'] as const,
  trending: () => [...communityKeys.all, 'trending'] as const,
  categories: () => [...communityKeys.all, 'category'] as const,
  category: (category: string) => [...communityKeys.categories(), category] as const,
};

export const promptKeys = {
  all: ['prompts'] as const,
  today: () => [...promptKeys.all, 'today'] as const,
};

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  careMessages: () => [...moderationKeys.all, 'care-messages'] as const,
  actions: () => [...moderationKeys.all, 'actions'] as const,
};

export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};
