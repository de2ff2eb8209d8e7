// Names for what `/api` answers, each derived from the Hono app's own types (api-client.ts reads
// AppType): a route that changes its answer changes these, and the SPA's type check says where.
import type { ApiResponse } from './api-client.ts';

/** One shape for a route that answers in more than one: the fields only some answers carry are optional. */
type Merged<U> = { [K in keyof U]: U[K] } & {
  [K in U extends unknown ? keyof U : never]?: U extends { [P in K]?: infer V } ? V : never;
};

/** An entry in a public list (feed, trending, a category). */
export type Entry = ApiResponse<'/feed'>['entries'][number];
/** One of the caller's own entries, with what the engine read in it. */
export type TimelineEntry = ApiResponse<'/timeline'>['entries'][number];
/** What POST /api/entries answers: the new entry and what safety found in it (a repeat send: the entry alone). */
export type CreatedEntry = Merged<ApiResponse<'/entries', 'POST'>['entry']>;
export type CrisisResource = NonNullable<CreatedEntry['crisisResources']>[number];
export type Visibility = Entry['visibility'];
export type ReactionType = NonNullable<Entry['myReaction']>;
export type ReactionCounts = ApiResponse<'/entries/:id/reactions', 'POST'>;
export type CommunityStats = ApiResponse<'/community/stats'>;
export type GrowthData = ApiResponse<'/growth'>;
export type SupportiveMessage = ApiResponse<'/supportive-messages'>['messages'][number];
export type QueuedEntry = ApiResponse<'/moderation/queue'>['entries'][number];
export type CareMessage = ApiResponse<'/moderation/care-messages'>['careMessages'][number];
export type ModerationAction = ApiResponse<'/moderation/actions'>['actions'][number];
/** The signed-in writer (moderators are told so; everyone else's answer has no isModerator). */
export type User = Merged<ApiResponse<'/user'>>;
export type AuthResponse = ApiResponse<'/login', 'POST'> | ApiResponse<'/register', 'POST'>;
