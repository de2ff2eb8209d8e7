// The wire format of `/api` (spec §3, camelCase), as the SPA reads it: the server's own types,
// imported type-only from the module that builds every answer (supabase/functions/_shared/api/
// mapping.ts), so nothing here is kept by hand. Only the SPA's own names and views live here.
import type {
  CommunityStatsDto,
  CreatedEntryDto,
  CrisisResourceDto,
  EntryDto,
  GrowthDto,
  MessageDto,
  PublicUserDto,
  ReactionCountsDto,
} from '../../supabase/functions/_shared/api/mapping.ts';

export type { ReactionType, SafetyLevel, Visibility } from '../../supabase/functions/_shared/api/mapping.ts';

/** A feed entry (the timeline's own entries also carry category, intensity, tags, word count). */
export type Entry = Omit<EntryDto, 'myReaction'> & { myReaction?: EntryDto['myReaction'] };
export type TimelineEntry = Entry & Pick<EntryDto, 'category' | 'emotionalIntensity' | 'tags' | 'wordCount'>;
export type CrisisResource = CrisisResourceDto;
export type CreatedEntry = Omit<CreatedEntryDto, 'myReaction'> & Entry;
export type CommunityStats = CommunityStatsDto;
export type GrowthData = GrowthDto;
export type SupportiveMessage = MessageDto;
export type ReactionCounts = ReactionCountsDto;

export interface EntriesResponse<E extends Entry = Entry> {
  entries: E[];
}

/** The caller as the SPA knows them: /api's user, or an anonymous Supabase session's (isAnonymous). */
export type User = Partial<PublicUserDto> & { isAnonymous?: boolean };

/** A Supabase session as the login and register routes hand it back. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export interface AuthResponse {
  user: User;
  session: SessionTokens | null;
}
