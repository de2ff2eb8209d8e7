// The one place where SQL's snake_case rows become the spec's camelCase wire format (spec §3), and
// so the one source of the wire types: the SPA imports them type-only (src/lib/api-types.ts
// re-exports them), so an answer and what the SPA expects of it cannot drift apart. Keep this
// module's imports free of Node-only packages: the SPA's type check reads it.
import type { Row } from '../db.ts';
import type { CRISIS_RESOURCES } from '../domain/crisis-lines.ts';
import { resolveMood } from '../domain/moods.ts';
import type { Intensity, SafetyLevel } from '../reflection/types.ts';

export type { SafetyLevel };
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
  category?: string | null;
  emotionalIntensity?: Intensity | null;
  tags?: string[];
  wordCount?: number;
}

/** One crisis line as the API sends it (its source: domain/crisis-lines.ts). */
export type CrisisResourceDto = (typeof CRISIS_RESOURCES)[number];

/** What POST /api/entries answers: the new entry plus what safety found in it. */
export interface CreatedEntryDto extends EntryDto {
  safety: { level: SafetyLevel };
  crisisResources?: readonly CrisisResourceDto[];
}

export function toCreatedEntry(
  row: Row,
  level: SafetyLevel,
  crisisResources: readonly CrisisResourceDto[],
): CreatedEntryDto {
  // Any risk signal carries the lines: the crisis card shows them for a crisis, one gentle line for a
  // concern (which includes words the check could not read). The web app renders what is here.
  return { ...toEntry(row), safety: { level }, ...(level !== 'none' ? { crisisResources } : {}) };
}

/** The registered caller as /api's login, register and user routes name them. */
export const toPublicUser = (user: { id: string; email?: string | null }, username: string | null) => ({
  id: user.id,
  username,
  email: user.email ?? '',
});
export type PublicUserDto = ReturnType<typeof toPublicUser>;

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
  };
  if ('category' in row) entry.category = (row.category as string | null) ?? null;
  if ('emotional_intensity' in row) entry.emotionalIntensity = (row.emotional_intensity as Intensity | null) ?? null;
  if ('tags' in row) entry.tags = (row.tags as string[] | null) ?? [];
  if ('word_count' in row) entry.wordCount = int(row.word_count);
  return entry;
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
  return {
    id: String(row.id),
    message: String(row.message),
    isRead: row.is_read === true,
    timestamp: iso(row.created_at),
  };
}

export type CommunityStatsDto = ReturnType<typeof toCommunityStats>;
export type MoodCalendarDayDto = ReturnType<typeof toMoodCalendarDay>;
/** GET /api/growth: the aggregates and the mood calendar. */
export type GrowthDto = ReturnType<typeof toGrowth> & { moodCalendar: MoodCalendarDayDto[] };
export type ReactionCountsDto = ReturnType<typeof toReactionCounts>;
export type MessageDto = ReturnType<typeof toMessage>;
