// The one place where SQL's snake_case rows become the spec's camelCase wire format (spec §3). The
// routes answer with these shapes, and the SPA's types come from the routes (AppType, read type-only by
// src/lib/api-client.ts), so an answer and what the SPA expects of it cannot drift apart. Keep this
// module's imports free of Node-only packages: the SPA's type check reads it.
import type { Row } from '../db.ts';
import { CRISIS_RESOURCES } from '../domain/crisis-lines.ts';
import { resolveMood } from '../domain/moods.ts';
import type { Intensity } from '../reflection/types.ts';

export type Visibility = 'public' | 'private';
export type ReactionType = 'support' | 'love' | 'strength';

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const int = (value: unknown): number => Number(value ?? 0);

/** An entry on the wire: the feed's entries have the first fields, the caller's own (timeline) all. */
export interface EntryDto {
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
  /** The caller's current reaction on this entry. */
  myReaction: ReactionType | null;
  /** visible, held (waiting for a person) or hidden (kept out of public lists); public lists hold only visible ones. */
  moderationStatus: 'visible' | 'held' | 'hidden';
  /** Why a held entry of the caller's own waits: safety or reports (the writer's own entries only). */
  holdReason?: 'safety' | 'reports' | null;
  category?: string | null;
  emotionalIntensity?: Intensity | null;
  tags?: string[];
  wordCount?: number;
  reflectionBy?: string | null;
}

/** The registered caller as /api's login, register and user routes name them. */
export const toPublicUser = (user: { id: string; email?: string | null }, username: string | null) => ({
  id: user.id,
  username,
  email: user.email ?? '',
});

export function toEntry(row: Row): EntryDto {
  const entry: EntryDto = {
    entryId: String(row.id),
    // The database stores the mood's key; the wire carries its emoji (spec §3).
    moodTag: resolveMood(String(row.mood)).emoji,
    promptUsed: (row.prompt_used as string | null) ?? '',
    journalText: String(row.journal_text),
    visibility: row.visibility === 'public' ? 'public' : 'private',
    timestamp: iso(row.created_at),
    aiReflection: (row.ai_reflection as string | null) ?? null,
    supportCount: int(row.support_count),
    loveCount: int(row.love_count),
    strengthCount: int(row.strength_count),
    myReaction: (row.my_reaction as ReactionType | null) ?? null,
    moderationStatus: (row.moderation_status as EntryDto['moderationStatus'] | undefined) ?? 'visible',
  };
  if ('hold_reason' in row) entry.holdReason = (row.hold_reason as EntryDto['holdReason']) ?? null;
  if ('category' in row) entry.category = (row.category as string | null) ?? null;
  if ('emotional_intensity' in row) entry.emotionalIntensity = (row.emotional_intensity as Intensity | null) ?? null;
  if ('tags' in row) entry.tags = (row.tags as string[] | null) ?? [];
  if ('word_count' in row) entry.wordCount = int(row.word_count);
  if ('reflection_by' in row) entry.reflectionBy = (row.reflection_by as string | null) ?? null;
  return entry;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * search_entries() marks matches with \x01 … \x02 (the writer's text never holds them): everything
 * else is HTML-escaped, and only the marks become <mark> and </mark>, so the excerpt is safe as HTML.
 */
export function toHighlight(marked: string): string {
  return marked
    .replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!)
    .replace(/\x01/g, '<mark>')
    .replace(/\x02/g, '</mark>');
}

/** A search result: the entry as the timeline shows it, its rank and the excerpt with the matches marked. */
export function toSearchHit(row: Row) {
  return { ...toEntry(row), rank: Number(row.rank ?? 0), highlight: toHighlight(String(row.highlight ?? '')) };
}

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

export function toCommunityStats(stats: Json) {
  return {
    totalPublicEntries: int(stats.total_public_entries),
    totalReactions: int(stats.total_reactions),
    activeUsersToday: int(stats.active_users_today),
    entriesLast24h: int(stats.entries_last_24h),
    averageReactionsPerEntry: Number(stats.average_reactions_per_entry ?? 0),
    topCategories: list(stats.top_categories).map((c) => ({ category: String(c.category), count: int(c.count) })),
    topMoods: list(stats.top_moods).map((m) => ({ mood: resolveMood(String(m.mood)).emoji, count: int(m.count) })),
  };
}

export function toGrowth(growth: Json, summary: string, summaryEntryCount: number) {
  return {
    summary,
    summaryEntryCount,
    // growth() keys patterns by mood key; the wire names each by what it means (spec §3: emotion → %).
    patterns: Object.fromEntries(
      Object.entries((growth.patterns as Record<string, number> | null) ?? {}).map(([key, pct]) => [
        resolveMood(key).label,
        pct,
      ]),
    ),
    themes: list(growth.themes).map((t) => ({ theme: String(t.theme), count: int(t.count) })),
    totalEntries: int(growth.total_entries),
    journalingDays: int(growth.journaling_days),
    publicEntries: int(growth.public_entries),
    avgWordsPerEntry: Number(growth.avg_words_per_entry ?? 0),
    mostCommonCategory: (growth.most_common_category as string | null) ?? null,
    intensityPatterns: {
      high: 0,
      medium: 0,
      low: 0,
      ...((growth.intensity_patterns as Record<string, number> | null) ?? {}),
    },
    categoryPatterns: (growth.category_patterns as Record<string, number> | null) ?? {},
    aiTags: list(growth.ai_tags).map((t) => ({ tag: String(t.tag), count: int(t.count) })),
  };
}

/** One day × mood of public.mood_calendar(): the day in the writer's zone, YYYY-MM-DD. */
export function toMoodCalendarDay(row: Row) {
  return {
    date: String(row.day),
    moodTag: resolveMood(String(row.mood)).emoji,
    count: int(row.entries),
    latest: iso(row.latest_at),
  };
}

export function toReactionCounts(result: Json) {
  return {
    reaction: (result.reaction as ReactionType | null) ?? null,
    supportCount: int(result.support_count),
    loveCount: int(result.love_count),
    strengthCount: int(result.strength_count),
  };
}

export function toMessage(row: Row) {
  // supportive: from a reader; care and notice: from the Hearth team (care comes with the crisis lines).
  const kind = (row.kind as 'supportive' | 'care' | 'notice' | undefined) ?? 'supportive';
  return {
    id: String(row.id),
    message: String(row.message),
    isRead: row.is_read === true,
    timestamp: iso(row.created_at),
    entryExcerpt: row.entry_excerpt == null ? null : String(row.entry_excerpt),
    kind,
    from: kind === 'supportive' ? null : 'the Hearth team',
    ...(kind === 'care' ? { crisisResources: CRISIS_RESOURCES } : {}),
  };
}

/** A queued entry as a moderator sees it: what was shared and why it waits, never its writer. */
export function toQueueEntry(row: Row) {
  return {
    entryId: String(row.entry_id),
    sharedText: String(row.shared_text ?? ''),
    moodTag: resolveMood(String(row.mood)).emoji,
    promptUsed: (row.prompt_used as string | null) ?? '',
    reasons: (row.reasons as string[] | null) ?? [],
    reportCount: int(row.report_count),
    heldAt: row.held_at ? iso(row.held_at) : null,
    moderationStatus: String(row.moderation_status) as 'held' | 'visible',
    careSent: row.care_sent === true,
  };
}

export const toCareMessage = (row: Row) => ({ id: int(row.id), message: String(row.message) });

export function toModerationAction(row: Row) {
  return {
    id: int(row.id),
    entryId: row.entry_id ? String(row.entry_id) : null,
    action: String(row.action) as 'release' | 'hide' | 'care',
    reasons: (row.reasons as string[] | null) ?? [],
    careMessage: (row.care_message as string | null) ?? null,
    byMe: row.by_me === true,
    timestamp: iso(row.created_at),
  };
}
