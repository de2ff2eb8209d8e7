// The wire format of `/api` (spec §3, camelCase), as the SPA reads it.

export type Visibility = 'public' | 'private';
export type ReactionType = 'support' | 'love' | 'strength';
export type SafetyLevel = 'crisis' | 'concern' | 'none';

export interface Entry {
  entryId: string;
  moodTag: string;
  promptUsed: string;
  journalText: string;
  visibility: Visibility;
  timestamp: string;
  aiReflection: string | null;
  supportCount: number;
  loveCount: number;
  strengthCount: number;
  /** The caller's current reaction on this entry, when the API knows it. */
  myReaction?: ReactionType | null;
  /** visible; held (only its writer sees it until a person has looked); hidden (stays private). */
  moderationStatus?: ModerationStatus;
  /** Why a held entry of one's own waits (the writer's own entries only). */
  holdReason?: 'safety' | 'reports' | null;
}

export type ModerationStatus = 'visible' | 'held' | 'hidden';

export interface TimelineEntry extends Entry {
  category?: string | null;
  emotionalIntensity?: 'high' | 'medium' | 'low' | null;
  tags?: string[];
  wordCount?: number;
  /** Who wrote the reflection: 'builtin' or the provider's model name (null: none was written). */
  reflectionBy?: string | null;
}

/** One crisis line as the API sends it (its source: supabase/functions/_shared/domain/crisis-lines.ts). */
export interface CrisisResource {
  id?: string;
  name: string;
  contact: string;
  /** The link a phone can act on (tel:, sms:) or a web page. */
  href?: string;
  /** Words for the link. */
  action?: string;
  url: string | null;
}

/** What POST /api/entries answers: the new entry plus what safety found in it. */
export interface CreatedEntry extends TimelineEntry {
  safety?: { level: SafetyLevel };
  crisisResources?: CrisisResource[];
}

export interface EntriesResponse<E extends Entry = Entry> {
  entries: E[];
}

export interface CommunityStats {
  totalPublicEntries: number;
  totalReactions: number;
  activeUsersToday: number;
  entriesLast24h: number;
  averageReactionsPerEntry: number;
  topCategories: { category: string; count: number }[];
  topMoods: { mood: string; count: number }[];
}

export interface GrowthData {
  summary: string;
  summaryEntryCount?: number;
  patterns: Record<string, number>;
  themes: { theme: string; count: number }[];
  totalEntries: number;
  journalingDays: number;
  publicEntries: number;
  avgWordsPerEntry: number;
  mostCommonCategory: string | null;
  intensityPatterns: Record<string, number>;
  categoryPatterns: Record<string, number>;
  aiTags: { tag: string; count: number }[];
  /** Day × mood counts for the mood calendar (public.mood_calendar), in the writer's time zone. */
  moodCalendar: { date: string; moodTag: string; count: number; latest: string }[];
}

export interface SupportiveMessage {
  id: string;
  message: string;
  isRead: boolean;
  timestamp: string;
  /** The start of the reader's own entry this message answers; null once that entry is deleted. */
  entryExcerpt?: string | null;
  /** supportive: from a reader; care and notice: from the Hearth team (care comes with the crisis lines). */
  kind?: 'supportive' | 'care' | 'notice';
  from?: string | null;
}

/** An entry in the moderation queue: what was shared and why it waits, never its writer. */
export interface QueuedEntry {
  entryId: string;
  sharedText: string;
  moodTag: string;
  promptUsed: string;
  reasons: string[];
  reportCount: number;
  heldAt: string | null;
  moderationStatus: 'held' | 'visible';
  careSent: boolean;
}

export interface CareMessage {
  id: number;
  message: string;
}

export interface ModerationAction {
  id: number;
  entryId: string | null;
  action: 'release' | 'hide' | 'care';
  reasons: string[];
  careMessage: string | null;
  byMe: boolean;
  timestamp: string;
}

export interface User {
  id?: string;
  username?: string | null;
  email?: string | null;
  isAnonymous?: boolean;
  /** Present (true) for moderators only. */
  isModerator?: boolean;
}

export interface ReactionCounts {
  reaction: ReactionType | null;
  supportCount: number;
  loveCount: number;
  strengthCount: number;
}

/** A Supabase session as the login and register routes hand it back. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export interface AuthResponse {
  user: User;
  session: SessionTokens | null;
}
