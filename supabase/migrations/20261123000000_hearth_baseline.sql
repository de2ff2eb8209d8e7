-- Hearth: the baseline. Every table, trigger, helper, policy, function and grant Hearth has, each
-- defined once, in chapters: roles and schemas → tables → triggers → helpers → policies →
-- functions → grants → content. Later changes are new migrations; nothing edits an applied file
-- (local/db/migrate.ts refuses to start when one changed).
--
-- One door, guarded by the database:
-- * The Data API serves no Hearth schema (supabase/config.toml; README "Deploying"). The database
--   does not rely on that: whatever PostgREST or GraphQL could run as `anon` or `authenticated`
--   is harmless.
-- * Client roles (`anon`, `authenticated`) only read, and only as themselves: row-level security
--   and column grants decide what. They write nothing at all, so nothing the API computes (safety
--   level and reasons, moderation status, the shared (redacted) copy, the reflection, category,
--   intensity, tags, counts) can be asserted by a client.
-- * Every write goes through a SECURITY DEFINER function in schema `private`, executable only by
--   `hearth_writer`: a NOLOGIN role that no client role is a member of. The /api edge function's
--   own connection switches to it per transaction (`set local role hearth_writer`) and sets the
--   verified token's claims, so the writer is always `auth.uid()` of a verified token.
-- * Anonymous by design: an entry's writer and a message's sender are never selectable by a client
--   role (column grants leave them out; policies still use them). The writer's original words
--   live in entry_texts, readable by the writer only; others read the redacted shared_text.
-- * Housekeeping (expired rate-limit events, old day counters) never runs inside a user's
--   transaction: private.housekeeping() runs from pg_cron where available, or from the local
--   stack's timer, in bounded batches.
-- Business-rule failures raise a stable, human message: P0001 (bad request), 42501 (not allowed),
-- P0002 (not found), HR409 (conflict), HR429 (too many requests; HINT 'Retry after <n> seconds.').

-- =============================================================================================
-- Chapter 0: roles and schemas
-- =============================================================================================
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is
  'Hearth internals: the write functions, triggers, helpers and bookkeeping tables. No client role may use it; the Data API never exposes it.';

-- Roles are shared by every database of a cluster: create it once, whichever migration run is first.
do $$
begin
  create role hearth_writer nologin noinherit;
exception
  when duplicate_object then null;
end
$$;
comment on role hearth_writer is
  'Hearth''s one door for writes: the /api edge function''s connection switches to it (set local role) with the verified token''s claims. NOLOGIN, and no client role is a member.';
-- The role that runs the migrations is the one the API connects as (postgres on Supabase).
grant hearth_writer to current_user;
grant usage on schema private to hearth_writer;

-- =============================================================================================
-- Chapter 1: tables
-- =============================================================================================

-- ---------------------------------------------------------------------------------------------
-- moods (reference data; supabase/functions/_shared/domain/moods.ts holds the same rows)
-- ---------------------------------------------------------------------------------------------
create table public.moods (
  key text primary key check (key ~ '^[a-z][a-z-]{1,19}$'),
  emoji text not null unique check (char_length(emoji) between 1 and 16),
  label text not null unique check (char_length(label) between 1 and 40),
  position smallint not null unique check (position > 0)
);
comment on table public.moods is
  'The six moods a writer picks from. Entries store the key; emoji and label are for display only. Must equal supabase/functions/_shared/domain/moods.ts (tested).';
comment on column public.moods.key is 'What entries store: sad, angry, confused, pleading, upside-down or happy.';
comment on column public.moods.emoji is 'The emoji people see (and the /api wire format''s moodTag).';
comment on column public.moods.label is 'What the mood means: Reflective, Frustrated, Uncertain, Seeking, Transforming, Joyful.';
comment on column public.moods.position is 'Order in pickers and filters, from 1.';

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_username_format check (
    username is null or (
      char_length(username) between 3 and 30
      and username is nfkc normalized
      -- Nothing that prints as nothing or turns text around: spaces, controls, soft hyphen, zero-width
      -- and direction marks (the full rule, one script per name, is domain/usernames.ts in the API).
      and username !~ '[[:space:][:cntrl:]\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]'
      -- No look-alike mixing of the scripts whose letters pass for each other: Latin, Greek, Cyrillic.
      and not (username ~ '[A-Za-z\u00c0-\u024f\u1e00-\u1eff]' and username ~ '[\u0370-\u03ff\u1f00-\u1fff\u0400-\u052f]')
      and not (username ~ '[\u0370-\u03ff\u1f00-\u1fff]' and username ~ '[\u0400-\u052f]')
    )
  )
);
create unique index profiles_username_key on public.profiles (lower(username));
comment on index public.profiles_username_key is 'Usernames are unique whatever their case; also finds a username for login and availability.';
comment on table public.profiles is
  'One per auth user, kept from auth.users.raw_user_meta_data by a trigger. A registered user has a username; an anonymous visitor has none.';
comment on column public.profiles.id is 'The auth user (auth.users.id).';
comment on column public.profiles.username is 'Login name, unique case-insensitively and by look (private.username_skeleton); 3–30 characters in NFKC form, nothing invisible, no Latin, Greek and Cyrillic letters mixed. Set once, when the user registers; null for anonymous visitors.';
comment on column public.profiles.created_at is 'When the profile was created.';
comment on column public.profiles.updated_at is 'When the username last changed.';

-- ---------------------------------------------------------------------------------------------
-- prompts and the supportive-response catalogue (content; installed in the last chapter)
-- ---------------------------------------------------------------------------------------------
create table public.prompts (
  id bigint generated always as identity primary key,
  prompt text not null unique check (char_length(prompt) between 10 and 300),
  theme text not null check (char_length(theme) between 2 and 40),
  created_at timestamptz not null default now()
);
comment on table public.prompts is 'Journaling prompts offered on the Write screen. Read-only to clients.';
comment on column public.prompts.id is 'Identity.';
comment on column public.prompts.prompt is 'The prompt as shown to the writer.';
comment on column public.prompts.theme is 'What the prompt explores (gratitude, growth, feelings, …).';
comment on column public.prompts.created_at is 'When the prompt was added.';

create table public.supportive_responses (
  id bigint generated always as identity primary key,
  message text not null unique check (char_length(message) between 5 and 200),
  retired_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.supportive_responses is
  'The catalogue of pre-written supportive responses; only active ones can be sent. A sent response is retired, never deleted; editing its text changes only later messages (each message keeps the words it was sent with).';
comment on column public.supportive_responses.id is 'Identity; supportive messages reference it.';
comment on column public.supportive_responses.message is 'The words a recipient receives.';
comment on column public.supportive_responses.retired_at is 'When it stopped being offered (null: offered).';
comment on column public.supportive_responses.created_at is 'When the response was added.';

-- ---------------------------------------------------------------------------------------------
-- entries and their original text
-- ---------------------------------------------------------------------------------------------
create table public.entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  mood text not null references public.moods (key),
  prompt_used text check (char_length(prompt_used) <= 500),
  shared_text text check (char_length(shared_text) <= 2000),
  visibility text not null default 'private' check (visibility in ('public', 'private')),
  ai_reflection text check (char_length(ai_reflection) <= 4000),
  reflection_by text check (char_length(reflection_by) between 1 and 100),
  category text check (char_length(category) between 1 and 60),
  emotional_intensity text check (emotional_intensity in ('high', 'medium', 'low')),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  safety_level text not null default 'none' check (safety_level in ('none', 'concern', 'crisis')),
  safety_reasons text[] not null default '{}' check (cardinality(safety_reasons) <= 20),
  moderation_status text not null default 'visible' check (moderation_status in ('visible', 'held', 'hidden')),
  held_at timestamptz,
  hold_reason text check (hold_reason in ('safety', 'reports')),
  support_count integer not null default 0 check (support_count >= 0),
  love_count integer not null default 0 check (love_count >= 0),
  strength_count integer not null default 0 check (strength_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint entries_public_needs_shared_text check (visibility = 'private' or shared_text is not null)
);
comment on table public.entries is
  'Journal entries. Public and visible ones are read by everyone, without the writer; the original words are in entry_texts. Written only by private.create_entry (hearth_writer).';
comment on column public.entries.id is 'Identity, always generated by the database.';
comment on column public.entries.user_id is 'The writer. Never selectable by client roles (column grants); used by policies only.';
comment on column public.entries.mood is 'The mood''s key (public.moods).';
comment on column public.entries.prompt_used is 'The prompt the writer answered, if any.';
comment on column public.entries.shared_text is 'The text others see: the writer''s words as redacted by the API for sharing. Required when public.';
comment on column public.entries.visibility is 'public or private (the default).';
comment on column public.entries.ai_reflection is 'The AI reflection shown to the writer.';
comment on column public.entries.reflection_by is 'Who wrote the reflection: builtin (Hearth''s offline guide) or the provider''s model name; null when there is none.';
comment on column public.entries.category is 'Topic the reflection engine gave the entry (work, relationships, …).';
comment on column public.entries.emotional_intensity is 'high, medium or low, from the reflection engine.';
comment on column public.entries.tags is 'Themes the reflection engine found.';
comment on column public.entries.safety_level is 'none, concern or crisis, from the API''s safety check. Crisis entries are held from public lists on insert.';
comment on column public.entries.safety_reasons is 'Why the safety check decided so, in plain words ("crisis: plan", "concern: hopelessness", "language not checked"). Written by the API only.';
comment on column public.entries.moderation_status is 'visible, held (automatically: crisis or enough reports) or hidden (by a moderator). Only visible entries appear in public lists.';
comment on column public.entries.held_at is 'When the entry was last held for review; null if it never was.';
comment on column public.entries.hold_reason is 'Why it is held: safety (the safety check) or reports (enough reports); null while visible. Tells the writer why, gently.';
comment on column public.entries.support_count is 'Number of support reactions, kept by a trigger.';
comment on column public.entries.love_count is 'Number of love reactions, kept by a trigger.';
comment on column public.entries.strength_count is 'Number of strength reactions, kept by a trigger.';
comment on column public.entries.created_at is 'When the entry was written.';
comment on column public.entries.updated_at is 'When the entry last changed.';

create table public.entry_texts (
  entry_id uuid primary key references public.entries (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  journal_text text not null check (char_length(btrim(journal_text, E' \t\n\r\f')) between 10 and 1000),
  word_count integer not null generated always as (
    coalesce(array_length(regexp_split_to_array(btrim(journal_text, E' \t\n\r\f'), E'\\s+'), 1), 0)
  ) stored,
  search_vector tsvector not null generated always as (to_tsvector('simple'::regconfig, journal_text)) stored,
  created_at timestamptz not null default now()
);
comment on table public.entry_texts is
  'The writer''s original words for each entry. Only the writer can read them.';
comment on column public.entry_texts.entry_id is 'The entry.';
comment on column public.entry_texts.user_id is 'The writer (same as entries.user_id, set by a trigger).';
comment on column public.entry_texts.journal_text is 'The original text, 10–1000 characters after trimming.';
comment on column public.entry_texts.word_count is 'Words in journal_text, computed by the database.';
comment on column public.entry_texts.search_vector is 'journal_text''s words for full-text search, computed by the database with ''simple'' (no stemming, any language).';
comment on column public.entry_texts.created_at is 'Same as the entry''s created_at (set by a trigger); orders the writer''s timeline.';

-- ---------------------------------------------------------------------------------------------
-- reactions, supportive messages, reports
-- ---------------------------------------------------------------------------------------------
create table public.reactions (
  entry_id uuid not null references public.entries (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  reaction_type text not null check (reaction_type in ('support', 'love', 'strength')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (entry_id, user_id)
);
comment on table public.reactions is
  'A user''s one reaction to someone else''s public entry. The counts on entries follow by trigger.';
comment on column public.reactions.entry_id is 'The entry reacted to.';
comment on column public.reactions.user_id is 'Who reacted. Users see only their own reactions.';
comment on column public.reactions.reaction_type is 'support, love or strength.';
comment on column public.reactions.created_at is 'When the reaction was first given.';
comment on column public.reactions.updated_at is 'When the reaction last switched type.';

create table public.supportive_messages (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid references public.entries (id) on delete set null,
  recipient_id uuid not null references auth.users (id) on delete cascade,
  sender_id uuid references auth.users (id) on delete set null,
  response_id bigint references public.supportive_responses (id),
  kind text not null default 'supportive' check (kind in ('supportive', 'care', 'notice')),
  message text not null check (char_length(message) between 5 and 400),
  is_read boolean not null default false,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint supportive_messages_one_per_sender_and_entry unique (entry_id, sender_id),
  constraint supportive_messages_catalogue_response check ((kind = 'supportive') = (response_id is not null))
);
comment on table public.supportive_messages is
  'An entry writer''s inbox: supportive responses from readers (one per sender and entry) and messages from the Hearth team (care, notices). The recipient reads them without ever learning the sender.';
comment on column public.supportive_messages.id is 'Identity, always generated by the database.';
comment on column public.supportive_messages.entry_id is 'The entry that was answered (null once the entry is deleted).';
comment on column public.supportive_messages.recipient_id is 'The entry''s writer.';
comment on column public.supportive_messages.sender_id is 'Who sent it. Never selectable by client roles (column grants); kept for limits and abuse review.';
comment on column public.supportive_messages.response_id is 'The catalogue response that was sent (supportive messages only).';
comment on column public.supportive_messages.kind is 'supportive (from a reader), care (from the Hearth team: a moderator''s care message, shown with the crisis lines) or notice (from the Hearth team: an entry is waiting for a person).';
comment on column public.supportive_messages.message is 'The response''s words as they were sent: a later edit of the catalogue never rewrites them.';
comment on column public.supportive_messages.is_read is 'Whether the recipient has read it.';
comment on column public.supportive_messages.created_at is 'When it was sent.';
comment on column public.supportive_messages.read_at is 'When the recipient marked it read.';

create table public.entry_reports (
  entry_id uuid not null references public.entries (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (reason in ('someone in danger', 'harassment or hate', 'private information', 'spam', 'something else')),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  primary key (entry_id, reporter_id)
);
comment on table public.entry_reports is
  'Reports of public entries, one per reporter and entry, each with a reason. Enough distinct unreviewed reporters whose accounts are registered or older than 24 hours hold the entry (private.report_hold_threshold()); every unreviewed report reaches the moderation queue. No client role reads them.';
comment on column public.entry_reports.entry_id is 'The reported entry.';
comment on column public.entry_reports.reporter_id is 'Who reported it.';
comment on column public.entry_reports.reason is 'The reporter''s reason, from a short list (domain/report-reasons.ts).';
comment on column public.entry_reports.created_at is 'When it was reported.';
comment on column public.entry_reports.reviewed_at is 'When a moderator released or hid the entry after this report; reviewed reports never hold it again.';

-- ---------------------------------------------------------------------------------------------
-- tallies: growth and community_stats read a few rows
-- ---------------------------------------------------------------------------------------------
create table public.writer_tallies (
  user_id uuid not null references auth.users (id) on delete cascade,
  dimension text not null check (dimension in ('entries', 'public_entries', 'words', 'day', 'mood', 'category', 'intensity', 'tag')),
  key text not null default '',
  n integer not null default 0 check (n >= 0),
  primary key (user_id, dimension, key)
);
comment on table public.writer_tallies is
  'Per writer, kept by triggers: how many entries (all, public), words, entries per UTC day, per mood, category, intensity and tag. Feeds growth().';
comment on column public.writer_tallies.user_id is 'The writer.';
comment on column public.writer_tallies.dimension is 'entries, public_entries, words, day, mood, category, intensity or tag.';
comment on column public.writer_tallies.key is 'The day (YYYY-MM-DD, UTC), mood key, category, intensity or tag; empty for totals.';
comment on column public.writer_tallies.n is 'The count (for words: the sum of word counts).';

-- Sharded so that concurrent writes do not queue on one row: each transaction adds its difference
-- to the shard of its database connection, and readers sum the shards.
create table public.community_tallies (
  dimension text not null check (dimension in ('entries', 'reactions', 'mood', 'category', 'writers')),
  key text not null default '',
  shard smallint not null check (shard between 0 and 63),
  n integer not null default 0,
  primary key (dimension, key, shard)
);
comment on table public.community_tallies is
  'Over public, visible entries, kept by triggers: how many entries, reactions, entries per mood and category, and distinct writers per UTC day. A count is the sum over its shards (one shard may be negative).';
comment on column public.community_tallies.dimension is 'entries, reactions, mood, category or writers (distinct people who wrote that day, public or private).';
comment on column public.community_tallies.key is 'The mood key, category or day (YYYY-MM-DD, UTC); empty for totals.';
comment on column public.community_tallies.shard is 'Which part of the count: the writing connection''s (private.tally_shard()).';
comment on column public.community_tallies.n is 'This shard''s part of the count.';

-- ---------------------------------------------------------------------------------------------
-- private bookkeeping: who wrote on which day, rate limits
-- ---------------------------------------------------------------------------------------------
create table private.writer_days (
  day date not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  primary key (day, user_id)
);
create index writer_days_user_id_idx on private.writer_days (user_id);
comment on index private.writer_days_user_id_idx is 'A merged or deleted user''s days.';
comment on table private.writer_days is 'Who wrote on which recent UTC day; feeds the writers tally. Older days are dropped by housekeeping.';
comment on column private.writer_days.day is 'The UTC day.';
comment on column private.writer_days.user_id is 'Someone who wrote an entry that day.';

create table private.rate_limits (
  action text primary key,
  max_events integer not null check (max_events > 0),
  per interval not null
);
comment on table private.rate_limits is 'Every rate limit Hearth enforces, in one place.';
comment on column private.rate_limits.action is 'What is limited: entry, public_entry, reaction, supportive_message, report, login (per account and address) or login_account (per account, once it is under attack).';
comment on column private.rate_limits.max_events is 'How many are allowed per window.';
comment on column private.rate_limits.per is 'The window.';
insert into private.rate_limits (action, max_events, per) values
  ('entry', 30, interval '1 hour'),
  ('public_entry', 10, interval '1 hour'),
  ('reaction', 300, interval '1 hour'),
  ('supportive_message', 60, interval '1 hour'),
  ('report', 20, interval '1 hour'),
  ('login', 10, interval '15 minutes'),
  ('login_account', 10, interval '15 minutes');

create table private.rate_limit_events (
  id bigint generated always as identity primary key,
  action text not null references private.rate_limits (action),
  subject text not null check (char_length(subject) <= 64),
  created_at timestamptz not null default now()
);
create index rate_limit_events_action_subject_created_at_idx on private.rate_limit_events (action, subject, created_at);
create index rate_limit_events_created_at_idx on private.rate_limit_events (created_at);
comment on index private.rate_limit_events_action_subject_created_at_idx is 'Counting one subject''s recent actions.';
comment on index private.rate_limit_events_created_at_idx is 'Housekeeping: the expired events, oldest first.';
comment on table private.rate_limit_events is
  'Recent rate-limited actions, recorded by private.count_action(); expired ones are removed by private.housekeeping().';
comment on column private.rate_limit_events.id is 'Identity.';
comment on column private.rate_limit_events.action is 'Which limit (private.rate_limits).';
comment on column private.rate_limit_events.subject is 'Whose action: a user id; for login, the SHA-256 of a lower-cased username and the client address; for login_account, of the username.';
comment on column private.rate_limit_events.created_at is 'When it happened.';

-- ---------------------------------------------------------------------------------------------
-- indexes that match the queries (feed, timeline, trending, categories, inbox) and policies
-- ---------------------------------------------------------------------------------------------
-- Public lists only ever read public, visible entries: partial indexes keep them small.
create index entries_public_created_at_idx on public.entries (created_at desc, id desc)
  include (support_count, love_count, strength_count)
  where visibility = 'public' and moderation_status = 'visible';
create index entries_public_mood_created_at_idx on public.entries (mood, created_at desc, id desc)
  where visibility = 'public' and moderation_status = 'visible';
create index entries_public_category_created_at_idx on public.entries (category, created_at desc, id desc)
  where visibility = 'public' and moderation_status = 'visible';
create index entries_user_id_created_at_idx on public.entries (user_id, created_at desc);
create index entry_texts_user_id_created_at_idx on public.entry_texts (user_id, created_at desc, entry_id desc);
create index reactions_user_id_idx on public.reactions (user_id);
create index supportive_messages_recipient_id_created_at_idx on public.supportive_messages (recipient_id, created_at desc);
create index supportive_messages_unread_idx on public.supportive_messages (recipient_id) where not is_read;
create index supportive_messages_sender_id_idx on public.supportive_messages (sender_id);
create index supportive_messages_response_id_idx on public.supportive_messages (response_id);
create index entry_reports_reporter_id_idx on public.entry_reports (reporter_id);
comment on index public.entries_public_created_at_idx is 'The feed and trending: public, visible entries, newest first, with their counts.';
comment on index public.entries_public_mood_created_at_idx is 'The feed filtered by mood.';
comment on index public.entries_public_category_created_at_idx is 'A category''s entries.';
comment on index public.entries_user_id_created_at_idx is 'A writer''s entries (policies, merges).';
comment on index public.entry_texts_user_id_created_at_idx is 'The timeline: a writer''s own words, newest first.';
comment on index public.reactions_user_id_idx is 'A user''s reactions (policies, merges).';
comment on index public.supportive_messages_recipient_id_created_at_idx is 'An inbox, newest first.';
comment on index public.supportive_messages_unread_idx is 'The unread badge.';
comment on index public.supportive_messages_sender_id_idx is 'A sender''s messages (limits, merges, abuse review).';
comment on index public.supportive_messages_response_id_idx is 'Messages of one catalogue response (retiring it).';
comment on index public.entry_reports_reporter_id_idx is 'A reporter''s reports (merges).';

-- Row-level security on every table, private ones too (no client role is granted those anyway).
alter table public.moods enable row level security;
alter table public.profiles enable row level security;
alter table public.prompts enable row level security;
alter table public.supportive_responses enable row level security;
alter table public.entries enable row level security;
alter table public.entry_texts enable row level security;
alter table public.reactions enable row level security;
alter table public.supportive_messages enable row level security;
alter table public.entry_reports enable row level security;
alter table public.writer_tallies enable row level security;
alter table public.community_tallies enable row level security;
alter table private.writer_days enable row level security;
alter table private.rate_limits enable row level security;
alter table private.rate_limit_events enable row level security;

-- =============================================================================================
-- Chapter 2: triggers (SECURITY DEFINER where they touch other tables; executable by nobody:
-- PostgreSQL does not check EXECUTE when a trigger fires)
-- =============================================================================================
create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.touch_updated_at() is 'Trigger: updated_at is the time of the change.';
create trigger touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();
comment on trigger touch_updated_at on public.profiles is 'updated_at follows every change.';
create trigger touch_updated_at before update on public.entries
  for each row execute function private.touch_updated_at();
comment on trigger touch_updated_at on public.entries is 'updated_at follows every change.';
create trigger touch_updated_at before update on public.reactions
  for each row execute function private.touch_updated_at();
comment on trigger touch_updated_at on public.reactions is 'updated_at follows every change.';

-- Profiles follow auth.users: the username in raw_user_meta_data becomes the login name once, when
-- the user registers. User metadata is the user's own to write, so an anonymous user cannot claim a
-- name through it, and a registered user cannot rename themselves (or take someone's old name).
create function private.sync_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_username text := case when not new.is_anonymous then nullif(btrim(new.raw_user_meta_data ->> 'username'), '') end;
begin
  insert into public.profiles (id, username) values (new.id, v_username)
  on conflict (id) do update set username = excluded.username
  where public.profiles.username is null and excluded.username is not null;
  return null;
end;
$$;
comment on function private.sync_profile() is 'Trigger on auth.users: creates the user''s profile, and sets its username once, when a registered user''s metadata names one.';
-- is_anonymous too: GoTrue may write the metadata of an upgrading user before it clears the flag.
create trigger sync_profile after insert or update of raw_user_meta_data, is_anonymous on auth.users
  for each row execute function private.sync_profile();
comment on trigger sync_profile on auth.users is 'Hearth: profiles follow the user''s username.';

-- Entries: any risk signal (concern or crisis, which includes a language the check cannot read) holds an entry
-- on insert until a person has looked at it (issue 12: a missed risk costs far more than a delay); a hold is dated;
-- counts start at 0.
create function private.prepare_entry() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.moderation_status := case when new.safety_level in ('concern', 'crisis') then 'held' else 'visible' end;
    new.support_count := 0;
    new.love_count := 0;
    new.strength_count := 0;
  end if;
  if new.moderation_status = 'held' and (tg_op = 'INSERT' or old.moderation_status <> 'held') then
    new.held_at := now();
  end if;
  return new;
end;
$$;
comment on function private.prepare_entry() is 'Trigger: entries with any risk signal (concern or crisis) are held on insert, held_at dates every hold, counts start at 0.';
create trigger prepare_entry before insert or update of moderation_status on public.entries
  for each row execute function private.prepare_entry();
comment on trigger prepare_entry on public.entries is 'Entries with any risk signal are held on insert; holds are dated.';

-- The original words belong to the entry's writer: the owner and the timestamp come from the entry.
create function private.prepare_entry_text() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_entry public.entries;
begin
  select * into v_entry from public.entries where id = new.entry_id;
  if found then
    new.user_id := v_entry.user_id;
    new.created_at := v_entry.created_at;
  end if;
  return new;
end;
$$;
comment on function private.prepare_entry_text() is 'Trigger: an entry''s words take the entry''s writer and time.';
create trigger prepare_entry_text before insert on public.entry_texts
  for each row execute function private.prepare_entry_text();
comment on trigger prepare_entry_text on public.entry_texts is 'The words take the entry''s writer and time.';

-- Reactions: the counts on entries in the same transaction, never below 0.
create function private.apply_reaction_counts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.count_reaction(old.entry_id, old.reaction_type, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.count_reaction(new.entry_id, new.reaction_type, 1);
  end if;
  return null;
end;
$$;
comment on function private.apply_reaction_counts() is 'Trigger: the entry''s support, love and strength counts follow its reactions.';
create trigger apply_reaction_counts after insert or delete or update of reaction_type, entry_id on public.reactions
  for each row execute function private.apply_reaction_counts();
comment on trigger apply_reaction_counts on public.reactions is 'The entry''s counts follow its reactions.';

-- Supportive messages: read_at follows is_read; the inbox badge follows both.
create function private.mark_read_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.read_at := case when new.is_read then coalesce(old.read_at, now()) end;
  return new;
end;
$$;
comment on function private.mark_read_at() is 'Trigger: read_at is when a message was first marked read.';
create trigger mark_read_at before update of is_read on public.supportive_messages
  for each row execute function private.mark_read_at();
comment on trigger mark_read_at on public.supportive_messages is 'read_at follows is_read.';

create function private.announce_unread() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.send_unread(new.recipient_id);
  return null;
end;
$$;
comment on function private.announce_unread() is 'Trigger: a new or read message announces the recipient''s unread count.';
create trigger announce_unread after insert or update of is_read on public.supportive_messages
  for each row execute function private.announce_unread();
comment on trigger announce_unread on public.supportive_messages is 'The recipient''s inbox badge follows.';

-- Reports: enough distinct, established reporters hold the entry, and its writer is told.
create function private.hold_reported_entry() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_writer uuid;
begin
  -- Only reports no moderator has reviewed yet, from accounts that are registered or older than a
  -- day: a few throw-away accounts cannot silence anyone, and a released entry needs new people.
  if (select count(*) from public.entry_reports r
        join auth.users u on u.id = r.reporter_id
       where r.entry_id = new.entry_id and r.reviewed_at is null
         and (u.created_at <= now() - interval '24 hours'
              or (not u.is_anonymous
                  and exists (select 1 from public.profiles p where p.id = u.id and p.username is not null)))
     ) >= private.report_hold_threshold() then
    update public.entries set moderation_status = 'held', hold_reason = 'reports'
     where id = new.entry_id and moderation_status = 'visible'
    returning user_id into v_writer;
    if v_writer is not null then
      insert into public.supportive_messages (entry_id, recipient_id, kind, message)
      values (new.entry_id, v_writer, 'notice',
              'A few readers asked us to look at one of your shared entries, so only you can see it for now. '
              || 'A person from the Hearth team will read it soon. Your journal is still yours, and you are welcome here.');
    end if;
  end if;
  return null;
end;
$$;
comment on function private.hold_reported_entry() is 'Trigger: the report that reaches private.report_hold_threshold() distinct unreviewed reporters (registered, or accounts older than 24 hours) holds the entry and tells its writer in their inbox.';
create trigger hold_reported_entry after insert on public.entry_reports
  for each row execute function private.hold_reported_entry();
comment on trigger hold_reported_entry on public.entry_reports is 'Enough distinct reporters hold the entry.';

-- Tallies: each change applies the difference between the old and the new contribution.
create function private.tally_entry_for_writer() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d record;
begin
  for d in
    select c.user_id, c.dimension, c.key, sum(c.n)::integer as n
      from (select * from private.writer_contribution(case when tg_op <> 'INSERT' then old end, -1)
            union all
            select * from private.writer_contribution(case when tg_op <> 'DELETE' then new end, 1)) c
     group by c.user_id, c.dimension, c.key
    having sum(c.n) <> 0
     order by sum(c.n), c.dimension, c.key
  loop
    perform private.add_to_writer_tally(d.user_id, d.dimension, d.key, d.n);
  end loop;
  return null;
end;
$$;
comment on function private.tally_entry_for_writer() is 'Trigger: the writer''s tallies follow their entries.';
create trigger tally_entry_for_writer
  after insert or delete or update of user_id, mood, category, emotional_intensity, tags, visibility, created_at
  on public.entries for each row execute function private.tally_entry_for_writer();
comment on trigger tally_entry_for_writer on public.entries is 'The writer''s tallies follow their entries.';

create function private.tally_entry_for_community() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d record;
begin
  for d in
    select c.dimension, c.key, sum(c.n)::integer as n
      from (select * from private.community_contribution(case when tg_op <> 'INSERT' then old end, -1)
            union all
            select * from private.community_contribution(case when tg_op <> 'DELETE' then new end, 1)) c
     group by c.dimension, c.key
    having sum(c.n) <> 0
     order by c.dimension, c.key
  loop
    perform private.add_to_community_tally(d.dimension, d.key, d.n);
  end loop;
  return null;
end;
$$;
comment on function private.tally_entry_for_community() is 'Trigger: the community tallies follow public, visible entries and their reactions.';
create trigger tally_entry_for_community
  after insert or delete or update of visibility, moderation_status, mood, category, support_count, love_count, strength_count
  on public.entries for each row execute function private.tally_entry_for_community();
comment on trigger tally_entry_for_community on public.entries is 'The community tallies follow public, visible entries.';

create function private.record_writer_day() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_new integer;
begin
  insert into private.writer_days (day, user_id) values (v_day, new.user_id) on conflict do nothing;
  get diagnostics v_new = row_count;
  if v_new > 0 then
    perform private.add_to_community_tally('writers', to_char(v_day, 'YYYY-MM-DD'), 1);
  end if;
  return null;
end;
$$;
comment on function private.record_writer_day() is 'Trigger: the first entry of a person on a UTC day counts them among that day''s writers.';
create trigger record_writer_day after insert on public.entries
  for each row execute function private.record_writer_day();
comment on trigger record_writer_day on public.entries is 'Counts today''s distinct writers.';

create function private.tally_entry_words() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.add_to_writer_tally(old.user_id, 'words', '', -old.word_count);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.add_to_writer_tally(new.user_id, 'words', '', new.word_count);
  end if;
  return null;
end;
$$;
comment on function private.tally_entry_words() is 'Trigger: the writer''s word tally follows their entries'' words.';
create trigger tally_entry_words after insert or delete or update of journal_text, user_id
  on public.entry_texts for each row execute function private.tally_entry_words();
comment on trigger tally_entry_words on public.entry_texts is 'The writer''s word tally follows their words.';

-- =============================================================================================
-- Chapter 3: helpers (schema private; executable by no client role)
-- =============================================================================================
create function private.report_hold_threshold() returns integer
language sql immutable set search_path = '' as $$ select 3 $$;
comment on function private.report_hold_threshold() is 'Distinct reporters at which a public entry is held for review.';

create function private.username_hash(username text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(lower(btrim(username_hash.username)), 'UTF8')), 'hex')
$$;
comment on function private.username_hash(text) is 'SHA-256 (hex) of a lower-cased, trimmed username: the subject of login rate limits.';

-- What a username looks like (UTS #39's skeleton, on the common confusables): Cyrillic and Greek
-- letters that pass for Latin ones, 0 and 1, and ASCII capitals fold to the Latin lowercase letter they
-- look like. The table is domain/usernames.ts's CONFUSABLES (tests/db/usernames.test.ts keeps them equal).
create function private.username_skeleton(username text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.translate(username_skeleton.username,
    'ABCDEFGHJKLMNOPQRSTUVWXYZI01ıɑɡАВЕКМНОРСТХУЅІЈӀҮҺԚԜЁЇавекмнорстхуѕіјӏүһԛԝёїпгԁΑΒΕΖΗΙΚΜΝΟΡΤΥΧαικνορσυχγη',
    'abcdefghjklmnopqrstuvwxyzloliagabekmhopctxysljlyhqwëïabekmhopctxysijlyhqwëïnrdabezhlkmnoptyxaikvopouxyn')
$$;
comment on function private.username_skeleton(text) is 'What a username looks like: two names with one skeleton could pass for each other ("аdmin" in Cyrillic and "admin", "j0hn" and "john"), so profiles allow one of them.';
-- Here rather than with the table: an index needs its function first.
create unique index profiles_username_skeleton_key on public.profiles (private.username_skeleton(username));
comment on index public.profiles_username_skeleton_key is 'No two usernames look alike (private.username_skeleton).';

-- The caller of a write: the verified token's user, which the API set as request.jwt.claims.
create function private.caller(action text) returns uuid
language plpgsql stable set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
begin
  if v_user is null then
    raise exception 'Sign in to %', caller.action using errcode = '42501';
  end if;
  return v_user;
end;
$$;
comment on function private.caller(text) is 'The user of the verified token the API set for this transaction; raises 42501 "Sign in to <action>" without one.';

-- A public, visible entry, or "Entry not found".
create function private.public_entry(entry_id uuid) returns public.entries
language plpgsql set search_path = '' as $$
declare
  v_entry public.entries;
begin
  select * into v_entry from public.entries e
   where e.id = public_entry.entry_id and e.visibility = 'public' and e.moderation_status = 'visible';
  if not found then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  return v_entry;
end;
$$;
comment on function private.public_entry(uuid) is 'A public, visible entry, or P0002 Entry not found.';

-- Rate limits: each limited action records an event; the one over private.rate_limits is refused.
create function private.count_action(action text, subject text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_limit private.rate_limits;
  v_recent integer;
  v_frees_at timestamptz;
begin
  select * into strict v_limit from private.rate_limits l where l.action = count_action.action;
  -- One subject at a time, so two concurrent requests cannot both take the last slot.
  perform pg_advisory_xact_lock(hashtextextended(count_action.action || ':' || count_action.subject, 0));
  select count(*) into v_recent from private.rate_limit_events e
   where e.action = count_action.action and e.subject = count_action.subject
     and e.created_at > now() - v_limit.per;
  if v_recent >= v_limit.max_events then
    -- A slot frees when enough of the oldest events have aged out to leave fewer than the limit.
    select e.created_at + v_limit.per into v_frees_at from private.rate_limit_events e
     where e.action = count_action.action and e.subject = count_action.subject
       and e.created_at > now() - v_limit.per
     order by e.created_at
     offset v_recent - v_limit.max_events limit 1;
    raise exception 'Too many requests' using errcode = 'HR429',
      detail = format('At most %s %s actions per %s.', v_limit.max_events, count_action.action, v_limit.per),
      hint = format('Retry after %s seconds.',
                    greatest(1, ceil(extract(epoch from coalesce(v_frees_at, now() + v_limit.per) - now())))::integer);
  end if;
  insert into private.rate_limit_events (action, subject) values (count_action.action, count_action.subject);
end;
$$;
comment on function private.count_action(text, text) is
  'Records one rate-limited action of a subject, or raises HR429 Too many requests (HINT: when a slot frees) when the window is full. Expired events are left to housekeeping.';

create function private.count_reaction(entry_id uuid, reaction_type text, delta integer) returns void
language sql security definer set search_path = '' as $$
  update public.entries e set
    support_count = greatest(e.support_count + case when count_reaction.reaction_type = 'support' then delta else 0 end, 0),
    love_count = greatest(e.love_count + case when count_reaction.reaction_type = 'love' then delta else 0 end, 0),
    strength_count = greatest(e.strength_count + case when count_reaction.reaction_type = 'strength' then delta else 0 end, 0)
  where e.id = count_reaction.entry_id
$$;
comment on function private.count_reaction(uuid, text, integer) is 'Adds delta to one reaction count of an entry, never below 0.';

-- The inbox badge: { "unread": n } as event 'unread' on topic 'inbox:<recipient>'.
create function private.send_unread(recipient_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(
    jsonb_build_object('unread', (
      select count(*)::integer from public.supportive_messages m
       where m.recipient_id = send_unread.recipient_id and not m.is_read)),
    'unread',
    'inbox:' || send_unread.recipient_id::text,
    true);
end;
$$;
comment on function private.send_unread(uuid) is 'Broadcasts the recipient''s unread count on their private inbox topic.';

-- What one entry contributes to the tallies (sign -1 takes it away). PL/pgSQL keeps the plan for
-- the session; an SQL function with search_path set would be planned again on every call.
create function private.writer_contribution(e public.entries, sign integer)
returns table (user_id uuid, dimension text, key text, n integer)
language plpgsql stable set search_path = '' as $$
begin
  if e.id is null then
    return;
  end if;
  return query
    select e.user_id, d.dimension, d.key, d.n * writer_contribution.sign
      from (select 'entries' as dimension, '' as key, 1 as n
            union all select 'public_entries', '', 1 where e.visibility = 'public'
            union all select 'day', to_char(e.created_at at time zone 'utc', 'YYYY-MM-DD'), 1
            union all select 'mood', e.mood, 1
            union all select 'category', e.category, 1 where e.category is not null
            union all select 'intensity', e.emotional_intensity, 1 where e.emotional_intensity is not null
            union all select distinct 'tag', tag, 1 from unnest(e.tags) as tag) d;
end;
$$;
comment on function private.writer_contribution(public.entries, integer) is 'The writer-tally rows one entry adds (sign 1) or takes away (sign -1).';

create function private.community_contribution(e public.entries, sign integer)
returns table (dimension text, key text, n integer)
language plpgsql immutable set search_path = '' as $$
begin
  if e.visibility is distinct from 'public' or e.moderation_status is distinct from 'visible' then
    return;
  end if;
  return query
    select d.dimension, d.key, d.n * community_contribution.sign
      from (select 'entries' as dimension, '' as key, 1 as n
            union all select 'reactions', '', e.support_count + e.love_count + e.strength_count
            union all select 'mood', e.mood, 1
            union all select 'category', e.category, 1 where e.category is not null) d;
end;
$$;
comment on function private.community_contribution(public.entries, integer) is 'The community-tally rows one public, visible entry adds (sign 1) or takes away (sign -1).';

-- Adds (or, negative, takes away) to one writer tally; it never goes below 0 and empty ones go.
create function private.add_to_writer_tally(user_id uuid, dimension text, key text, n integer) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if n > 0 then
    insert into public.writer_tallies as t (user_id, dimension, key, n)
    values (add_to_writer_tally.user_id, add_to_writer_tally.dimension, add_to_writer_tally.key, add_to_writer_tally.n)
    on conflict on constraint writer_tallies_pkey do update set n = t.n + excluded.n;
  elsif n < 0 then
    update public.writer_tallies t set n = greatest(t.n + add_to_writer_tally.n, 0)
     where t.user_id = add_to_writer_tally.user_id and t.dimension = add_to_writer_tally.dimension
       and t.key = add_to_writer_tally.key;
    delete from public.writer_tallies t
     where t.user_id = add_to_writer_tally.user_id and t.dimension = add_to_writer_tally.dimension
       and t.key = add_to_writer_tally.key and t.n = 0 and t.dimension not in ('entries', 'public_entries', 'words');
  end if;
end;
$$;
comment on function private.add_to_writer_tally(uuid, text, text, integer) is 'Adds n (or takes it away) to one writer tally, never below 0.';

-- Concurrent transactions run on different connections, so the connection's shard keeps them off
-- each other's rows (one row per count serialised every reaction and public entry).
create function private.tally_shard() returns smallint
language sql stable set search_path = '' as $$ select (pg_backend_pid() % 64)::smallint $$;
comment on function private.tally_shard() is 'The community-tally shard of this connection (0..63).';

create function private.add_to_community_tally(dimension text, key text, n integer) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.community_tallies as t (dimension, key, shard, n)
  values (add_to_community_tally.dimension, add_to_community_tally.key, private.tally_shard(), add_to_community_tally.n)
  on conflict on constraint community_tallies_pkey do update set n = t.n + excluded.n;
end;
$$;
comment on function private.add_to_community_tally(text, text, integer) is 'Adds n (or takes it away) to this connection''s shard of one community tally.';

-- Recomputes both tallies from the entries (bulk loads, repairs).
create function private.rebuild_tallies() returns void
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.writer_tallies;
  insert into public.writer_tallies (user_id, dimension, key, n)
  select c.user_id, c.dimension, c.key, sum(c.n)::integer
    from public.entries e, private.writer_contribution(e, 1) c
   group by c.user_id, c.dimension, c.key;
  insert into public.writer_tallies (user_id, dimension, key, n)
  select t.user_id, 'words', '', sum(t.word_count)::integer from public.entry_texts t group by t.user_id;

  delete from public.community_tallies;
  insert into public.community_tallies (dimension, key, shard, n)
  select c.dimension, c.key, 0, sum(c.n)::integer
    from public.entries e, private.community_contribution(e, 1) c
   group by c.dimension, c.key;
  insert into public.community_tallies (dimension, key, shard, n)
  select 'writers', to_char(w.day, 'YYYY-MM-DD'), 0, count(*)::integer from private.writer_days w group by w.day;
end;
$$;
comment on function private.rebuild_tallies() is 'Recomputes every tally from the entries (bulk loads, repairs); the pgTAP proofs check it agrees with the triggers.';

-- Housekeeping, outside every user's transaction: pg_cron (below) or the local stack's timer.
create function private.housekeeping(batch_size integer default 5000) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_events integer;
  v_days integer;
  v_tallies integer;
  v_keep_from date := (now() at time zone 'utc')::date - 2;
begin
  delete from private.rate_limit_events e
   where e.id in (select x.id from private.rate_limit_events x
                   join private.rate_limits l on l.action = x.action
                  where x.created_at < now() - l.per
                  limit housekeeping.batch_size);
  get diagnostics v_events = row_count;
  delete from private.writer_days w
   where (w.day, w.user_id) in (select x.day, x.user_id from private.writer_days x
                                 where x.day < v_keep_from limit housekeeping.batch_size);
  get diagnostics v_days = row_count;
  delete from public.community_tallies t
   where t.dimension = 'writers' and t.key < to_char(v_keep_from, 'YYYY-MM-DD');
  get diagnostics v_tallies = row_count;
  return jsonb_build_object('rate_limit_events', v_events, 'writer_days', v_days, 'community_tallies', v_tallies);
end;
$$;
comment on function private.housekeeping(integer) is
  'Removes expired rate-limit events and day counters older than two days, at most batch_size rows of each per call; returns what it removed. Run by pg_cron every minute where available, else by the local stack''s timer.';

-- =============================================================================================
-- Chapter 4: policies (client roles read; nobody but the definer functions writes)
-- =============================================================================================
create policy "anyone reads the moods" on public.moods
  for select to anon, authenticated using (true);

create policy "users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));

create policy "anyone reads prompts" on public.prompts
  for select to anon, authenticated using (true);

create policy "anyone reads the supportive responses" on public.supportive_responses
  for select to anon, authenticated using (true);

create policy "visitors read public, visible entries" on public.entries
  for select to anon using (visibility = 'public' and moderation_status = 'visible');
create policy "users read their own entries and public, visible ones" on public.entries
  for select to authenticated
  using (user_id = (select auth.uid()) or (visibility = 'public' and moderation_status = 'visible'));

create policy "writers read their own words" on public.entry_texts
  for select to authenticated using (user_id = (select auth.uid()));

create policy "users read their own reactions" on public.reactions
  for select to authenticated using (user_id = (select auth.uid()));

create policy "recipients read their own messages" on public.supportive_messages
  for select to authenticated using (recipient_id = (select auth.uid()));

create policy "writers read their own tallies" on public.writer_tallies
  for select to authenticated using (user_id = (select auth.uid()));

create policy "anyone reads the community tallies" on public.community_tallies
  for select to anon, authenticated using (true);

-- Realtime: only the recipient may join their inbox topic (Supabase checks this at join time).
create policy "users join only their own inbox" on realtime.messages
  for select to authenticated
  using (realtime.topic() = 'inbox:' || (select auth.uid())::text and extension = 'broadcast');
comment on policy "anyone reads the moods" on public.moods is 'Reference data for pickers and filters.';
comment on policy "users read their own profile" on public.profiles is 'GET /api/user: the caller''s username.';
comment on policy "anyone reads prompts" on public.prompts is 'The Write screen offers them to everyone.';
comment on policy "anyone reads the supportive responses" on public.supportive_responses is 'The catalogue is offered to everyone.';
comment on policy "visitors read public, visible entries" on public.entries is 'The public lists, for visitors without a session.';
comment on policy "users read their own entries and public, visible ones" on public.entries is 'A writer sees all of their own (held and private too); everyone sees what is public and visible.';
comment on policy "writers read their own words" on public.entry_texts is 'Nobody but the writer reads the original words.';
comment on policy "users read their own reactions" on public.reactions is 'Who reacted is private to them.';
comment on policy "recipients read their own messages" on public.supportive_messages is 'An inbox is its recipient''s; the sender column is not granted at all.';
comment on policy "writers read their own tallies" on public.writer_tallies is 'Growth and timeline numbers are the writer''s own.';
comment on policy "anyone reads the community tallies" on public.community_tallies is 'Aggregates only: nobody can be picked out of them.';
comment on policy "users join only their own inbox" on realtime.messages is 'Hearth: the unread badge''s private channel inbox:<user id> is its user''s alone.';

-- =============================================================================================
-- Chapter 5: functions
-- =============================================================================================

-- ---------------------------------------------------------------------------------------------
-- Reading, as the caller (SECURITY INVOKER: row-level security decides). PL/pgSQL, so each
-- statement's plan is kept for the session; int4/float8 numbers, jsonb aggregates.
-- ---------------------------------------------------------------------------------------------
-- An entry in a public list: what everyone may see of it.
create type public.entry_row as (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer
);
comment on type public.entry_row is 'An entry in a public list (feed, trending): the shared text, never the writer.';

-- The caller's own entries with their own words: the timeline and what create_entry returns.
create view public.my_entries with (security_invoker = true) as
select
  t.entry_id as id,
  e.mood,
  e.prompt_used,
  t.journal_text,
  e.visibility,
  t.created_at,
  e.ai_reflection,
  e.support_count,
  e.love_count,
  e.strength_count,
  (select r.reaction_type from public.reactions r
    where r.entry_id = e.id and r.user_id = (select auth.uid())) as my_reaction,
  e.category,
  e.emotional_intensity,
  e.tags,
  t.word_count,
  e.moderation_status,
  e.reflection_by,
  e.hold_reason
from public.entry_texts t
join public.entries e on e.id = t.entry_id
where t.user_id = (select auth.uid());
comment on view public.my_entries is 'The caller''s own entries with their original words, as the timeline shows them.';
comment on column public.my_entries.id is 'The entry.';
comment on column public.my_entries.mood is 'The mood key.';
comment on column public.my_entries.prompt_used is 'The prompt answered, if any.';
comment on column public.my_entries.journal_text is 'The writer''s own words.';
comment on column public.my_entries.visibility is 'public or private.';
comment on column public.my_entries.created_at is 'When it was written.';
comment on column public.my_entries.ai_reflection is 'The AI reflection.';
comment on column public.my_entries.support_count is 'Support reactions.';
comment on column public.my_entries.love_count is 'Love reactions.';
comment on column public.my_entries.strength_count is 'Strength reactions.';
comment on column public.my_entries.my_reaction is 'The writer''s own reaction, if any (none on entries written since reactions to one''s own entries were refused).';
comment on column public.my_entries.category is 'The category.';
comment on column public.my_entries.emotional_intensity is 'high, medium or low.';
comment on column public.my_entries.tags is 'Themes found by the reflection engine.';
comment on column public.my_entries.word_count is 'Words in the writer''s text.';
comment on column public.my_entries.moderation_status is 'visible, held or hidden.';
comment on column public.my_entries.reflection_by is 'builtin or the provider''s model name; null without a reflection.';
comment on column public.my_entries.hold_reason is 'Why a held entry waits for a person: safety or reports.';

create function public.feed(mood text default null, page_limit integer default 20, page_offset integer default 0)
returns setof public.entry_row
language plpgsql stable set search_path = '' as $$
declare
  v_mood text := nullif(btrim(feed.mood), '');
  v_limit integer := least(greatest(coalesce(feed.page_limit, 20), 1), 50);
  v_offset integer := greatest(coalesce(feed.page_offset, 0), 0);
begin
  -- Each case is its own statement, so each keeps a plan that uses its partial index.
  if v_mood is null then
    return query
      select e.id, e.mood, e.prompt_used, e.shared_text, e.visibility, e.created_at, e.ai_reflection,
             e.support_count, e.love_count, e.strength_count
        from public.entries e
       where e.visibility = 'public' and e.moderation_status = 'visible'
       order by e.created_at desc, e.id desc
       limit v_limit offset v_offset;
  else
    return query
      select e.id, e.mood, e.prompt_used, e.shared_text, e.visibility, e.created_at, e.ai_reflection,
             e.support_count, e.love_count, e.strength_count
        from public.entries e
       where e.visibility = 'public' and e.moderation_status = 'visible' and e.mood = v_mood
       order by e.created_at desc, e.id desc
       limit v_limit offset v_offset;
  end if;
end;
$$;
comment on function public.feed(text, integer, integer) is
  'Public, visible entries (their shared text), newest first, optionally of one mood key; pages of 1..50. The caller''s own part is feed_personal.';

create function public.feed_personal(entry_ids uuid[])
returns table (id uuid, my_reaction text, journal_text text)
language plpgsql stable set search_path = '' as $$
begin
  -- A feed page has at most 50 entries; more is not a feed page.
  if cardinality(feed_personal.entry_ids) > 50 then
    raise exception 'At most 50 entries at a time' using errcode = 'P0001';
  end if;
  return query
    select x.entry_id, r.reaction_type, t.journal_text
      from unnest(feed_personal.entry_ids) as x (entry_id)
      left join public.reactions r on r.entry_id = x.entry_id and r.user_id = (select auth.uid())
      left join public.entry_texts t on t.entry_id = x.entry_id and t.user_id = (select auth.uid())
     where r.entry_id is not null or t.entry_id is not null;
end;
$$;
comment on function public.feed_personal(uuid[]) is
  'What is the caller''s own in a list of entries (at most 50 ids): their reaction and, on their own entries, their own words. Rows only where there is something.';

create function public.timeline(page_limit integer default 20, page_offset integer default 0)
returns setof public.my_entries
language plpgsql stable set search_path = '' as $$
begin
  -- The page first, from the writer's index alone; only its rows are then joined and looked up.
  return query
    select m.*
      from (select t.entry_id, t.created_at from public.entry_texts t
             where t.user_id = (select auth.uid())
             order by t.created_at desc, t.entry_id desc
             limit least(greatest(coalesce(timeline.page_limit, 20), 1), 50)
            offset greatest(coalesce(timeline.page_offset, 0), 0)) page
      join public.my_entries m on m.id = page.entry_id
     order by page.created_at desc, page.entry_id desc;
end;
$$;
comment on function public.timeline(integer, integer) is 'The caller''s own entries, newest first, with their own words, category, intensity, tags and word count.';

create function public.community_stats() returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
    with sums as (
      select t.dimension, t.key, sum(t.n)::integer as n
        from public.community_tallies t
       where t.dimension <> 'writers' or t.key = to_char(now() at time zone 'utc', 'YYYY-MM-DD')
       group by t.dimension, t.key
    ),
    totals as (
      select coalesce(sum(s.n) filter (where s.dimension = 'entries'), 0)::integer as entries,
             coalesce(sum(s.n) filter (where s.dimension = 'reactions'), 0)::integer as reactions,
             coalesce(sum(s.n) filter (where s.dimension = 'writers'), 0)::integer as writers
        from sums s
    )
    select jsonb_build_object(
      'total_public_entries', totals.entries,
      'total_reactions', totals.reactions,
      'active_users_today', totals.writers,
      'entries_last_24h', (select count(*)::integer from public.entries e
                            where e.visibility = 'public' and e.moderation_status = 'visible'
                              and e.created_at > now() - interval '24 hours'),
      'average_reactions_per_entry',
        case when totals.entries = 0 then 0::float8
             else round(totals.reactions::numeric / totals.entries, 2)::float8 end,
      'top_categories', coalesce((
        select jsonb_agg(jsonb_build_object('category', c.key, 'count', c.n) order by c.n desc, c.key)
          from (select s.key, s.n from sums s
                 where s.dimension = 'category' and s.n > 0 order by s.n desc, s.key limit 5) c), '[]'::jsonb),
      'top_moods', coalesce((
        select jsonb_agg(jsonb_build_object('mood', m.key, 'count', m.n) order by m.n desc, m.key)
          from (select s.key, s.n from sums s
                 where s.dimension = 'mood' and s.n > 0 order by s.n desc, s.key limit 5) m), '[]'::jsonb))
    from totals);
end;
$$;
comment on function public.community_stats() is
  'Community numbers over public, visible entries (top_moods by mood key); active_users_today = distinct writers this UTC day.';

create function public.trending(page_limit integer default 10)
returns setof public.entry_row
language plpgsql stable set search_path = '' as $$
begin
  return query
    select e.id, e.mood, e.prompt_used, e.shared_text, e.visibility, e.created_at, e.ai_reflection,
           e.support_count, e.love_count, e.strength_count
      from public.entries e
     where e.visibility = 'public' and e.moderation_status = 'visible'
       and e.created_at > now() - interval '7 days'
       and e.support_count + e.love_count + e.strength_count > 0
     order by e.support_count + e.love_count + e.strength_count desc, e.created_at desc, e.id desc
     limit least(greatest(coalesce(trending.page_limit, 10), 1), 50);
end;
$$;
comment on function public.trending(integer) is 'Public, visible entries of the last 7 days with reactions, most supported first.';

create function public.category_entries(of_category text, page_limit integer default 20)
returns table (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer, category text
)
language plpgsql stable set search_path = '' as $$
begin
  return query
    select e.id, e.mood, e.prompt_used, e.shared_text, e.visibility, e.created_at, e.ai_reflection,
           e.support_count, e.love_count, e.strength_count, e.category
      from public.entries e
     where e.visibility = 'public' and e.moderation_status = 'visible'
       and e.category = lower(btrim(category_entries.of_category))
     order by e.created_at desc, e.id desc
     limit least(greatest(coalesce(category_entries.page_limit, 20), 1), 50);
end;
$$;
comment on function public.category_entries(text, integer) is 'Public, visible entries of one category, newest first.';

create function public.growth() returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
    with mine as (
      select w.dimension, w.key, w.n from public.writer_tallies w
       where w.user_id = (select auth.uid()) and w.n > 0
    ),
    totals as (
      select coalesce(sum(mine.n) filter (where mine.dimension = 'entries'), 0)::integer as entries,
             coalesce(sum(mine.n) filter (where mine.dimension = 'public_entries'), 0)::integer as public_entries,
             coalesce(sum(mine.n) filter (where mine.dimension = 'words'), 0)::integer as words,
             (count(*) filter (where mine.dimension = 'day'))::integer as days
        from mine
    )
    select jsonb_build_object(
      'total_entries', totals.entries,
      'journaling_days', totals.days,
      'public_entries', totals.public_entries,
      'avg_words_per_entry', case when totals.entries = 0 then 0::float8
                                  else round(totals.words::numeric / totals.entries, 1)::float8 end,
      'most_common_category', (select m.key from mine m where m.dimension = 'category' order by m.n desc, m.key limit 1),
      'patterns', coalesce((select jsonb_object_agg(m.key, round(100.0 * m.n / totals.entries)::integer)
                              from mine m where m.dimension = 'mood'), '{}'::jsonb),
      'intensity_patterns', jsonb_build_object(
        'high', coalesce((select m.n from mine m where m.dimension = 'intensity' and m.key = 'high'), 0),
        'medium', coalesce((select m.n from mine m where m.dimension = 'intensity' and m.key = 'medium'), 0),
        'low', coalesce((select m.n from mine m where m.dimension = 'intensity' and m.key = 'low'), 0)),
      'category_patterns', coalesce((select jsonb_object_agg(m.key, m.n) from mine m where m.dimension = 'category'), '{}'::jsonb),
      'ai_tags', coalesce((
        select jsonb_agg(jsonb_build_object('tag', x.key, 'count', x.n) order by x.n desc, x.key)
          from (select m.key, m.n from mine m where m.dimension = 'tag' order by m.n desc, m.key limit 20) x), '[]'::jsonb),
      'themes', coalesce((
        select jsonb_agg(jsonb_build_object('theme', x.key, 'count', x.n) order by x.n desc, x.key)
          from (select m.key, m.n from mine m where m.dimension = 'tag' and m.n >= 2 order by m.n desc, m.key limit 10) x), '[]'::jsonb))
    from totals);
end;
$$;
comment on function public.growth() is
  'The caller''s growth data: totals, mood patterns (percent by mood key), intensity, categories, tags and recurring themes (tags in 2+ entries).';

create function public.my_reactions(entry_id uuid) returns text[]
language plpgsql stable set search_path = '' as $$
begin
  return (select coalesce(array_agg(r.reaction_type), '{}'::text[])
            from public.reactions r
           where r.entry_id = my_reactions.entry_id and r.user_id = (select auth.uid()));
end;
$$;
comment on function public.my_reactions(uuid) is 'The caller''s reaction types on an entry (at most one).';

create function public.supportive_response_options(entry_id uuid) returns text[]
language plpgsql stable set search_path = '' as $$
begin
  if not exists (select 1 from public.entries e
                  where e.id = supportive_response_options.entry_id
                    and e.visibility = 'public' and e.moderation_status = 'visible') then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  return (select array_agg(s.message order by s.id) from public.supportive_responses s where s.retired_at is null);
end;
$$;
comment on function public.supportive_response_options(uuid) is 'The active supportive responses, for a public, visible entry.';

create function public.unread_count() returns integer
language plpgsql stable set search_path = '' as $$
begin
  return (select count(*)::integer from public.supportive_messages m
           where m.recipient_id = (select auth.uid()) and not m.is_read);
end;
$$;
comment on function public.unread_count() is 'How many of the caller''s supportive messages are unread.';

create function public.my_messages()
returns table (id uuid, message text, is_read boolean, created_at timestamptz, kind text, entry_excerpt text)
language plpgsql stable set search_path = '' as $$
begin
  -- The excerpt comes from the writer's own words (entry_texts, which row-level security keeps
  -- theirs), on one line: up to 80 characters, cut back to a whole word, with an ellipsis if shortened.
  return query
    select m.id, m.message, m.is_read, m.created_at, m.kind,
           case when char_length(w.words) <= 80 then w.words
                else coalesce(nullif(regexp_replace(left(w.words, 81), '\s*\S*$', ''), ''), left(w.words, 80)) || '…'
           end
      from public.supportive_messages m
      left join public.entry_texts t on t.entry_id = m.entry_id
      left join lateral (select regexp_replace(btrim(t.journal_text), '\s+', ' ', 'g') as words) w on true
     where m.recipient_id = (select auth.uid())
     order by m.created_at desc, m.id desc
     limit 100;
end;
$$;
comment on function public.my_messages() is 'The caller''s latest 100 messages (supportive ones from readers, care and notices from the Hearth team), newest first, without their senders, each with an excerpt of the caller''s own entry it answers (null once that entry is deleted).';

create function public.random_prompt() returns text
language plpgsql volatile set search_path = '' as $$
begin
  return (select p.prompt from public.prompts p order by random() limit 1);
end;
$$;
comment on function public.random_prompt() is 'One journaling prompt at random.';

-- ---------------------------------------------------------------------------------------------
-- Writing, through the one door (SECURITY DEFINER in private, executable by hearth_writer only).
-- The writer is always private.caller(): the verified token the API set for this transaction.
-- ---------------------------------------------------------------------------------------------
create function private.check_entry_input(
  mood text, journal_text text, visibility text, emotional_intensity text, safety_level text, shared_text text
) returns void
language plpgsql stable set search_path = '' as $$
begin
  if not exists (select 1 from public.moods m where m.key = check_entry_input.mood) then
    raise exception 'Unknown mood' using errcode = 'P0001';
  end if;
  if check_entry_input.journal_text is null or char_length(check_entry_input.journal_text) < 10
     or char_length(check_entry_input.journal_text) > 1000 then
    raise exception 'An entry must be between 10 and 1000 characters' using errcode = 'P0001';
  end if;
  if check_entry_input.visibility not in ('public', 'private') then
    raise exception 'Visibility must be public or private' using errcode = 'P0001';
  end if;
  if check_entry_input.emotional_intensity is not null
     and check_entry_input.emotional_intensity not in ('high', 'medium', 'low') then
    raise exception 'Emotional intensity must be high, medium or low' using errcode = 'P0001';
  end if;
  if coalesce(check_entry_input.safety_level, 'none') not in ('none', 'concern', 'crisis') then
    raise exception 'Safety level must be none, concern or crisis' using errcode = 'P0001';
  end if;
  if check_entry_input.visibility = 'public' and nullif(btrim(check_entry_input.shared_text), '') is null then
    raise exception 'A public entry needs its shared text' using errcode = 'P0001';
  end if;
end;
$$;
comment on function private.check_entry_input(text, text, text, text, text, text) is
  'The rules every written entry meets, new or edited (text already trimmed, visibility already defaulted): P0001 with a message people can read.';

create function private.create_entry(
  mood text,
  prompt_used text,
  journal_text text,
  visibility text,
  ai_reflection text,
  category text,
  emotional_intensity text,
  tags text[],
  safety_level text,
  safety_reasons text[],
  shared_text text,
  reflection_by text default null
) returns setof public.my_entries
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('write an entry');
  v_text text := btrim(create_entry.journal_text, E' \t\n\r\f');
  v_visibility text := coalesce(nullif(btrim(create_entry.visibility), ''), 'private');
  v_id uuid;
begin
  perform private.check_entry_input(create_entry.mood, v_text, v_visibility, create_entry.emotional_intensity,
                                    create_entry.safety_level, create_entry.shared_text);

  perform private.count_action('entry', v_user::text);
  if v_visibility = 'public' then
    perform private.count_action('public_entry', v_user::text);
  end if;

  insert into public.entries (user_id, mood, prompt_used, shared_text, visibility, ai_reflection, category,
                              emotional_intensity, tags, safety_level, safety_reasons, reflection_by)
  values (
    v_user,
    create_entry.mood,
    left(nullif(btrim(create_entry.prompt_used), ''), 500),
    case when v_visibility = 'public' then left(btrim(create_entry.shared_text), 2000) end,
    v_visibility,
    left(create_entry.ai_reflection, 4000),
    left(nullif(lower(btrim(create_entry.category)), ''), 60),
    create_entry.emotional_intensity,
    coalesce((select (array_agg(distinct left(lower(btrim(t)), 40)))[1:20] from unnest(create_entry.tags) t
               where nullif(btrim(t), '') is not null), '{}'::text[]),
    coalesce(create_entry.safety_level, 'none'),
    coalesce((select (array_agg(left(btrim(r), 200) order by o))[1:20]
                from unnest(create_entry.safety_reasons) with ordinality as x (r, o)
               where nullif(btrim(r), '') is not null), '{}'::text[]),
    case when create_entry.ai_reflection is not null then left(nullif(btrim(create_entry.reflection_by), ''), 100) end
  )
  returning entries.id into v_id;

  insert into public.entry_texts (entry_id, user_id, journal_text) values (v_id, v_user, v_text);

  return query select m.* from public.my_entries m where m.id = v_id;
end;
$$;
comment on function private.create_entry(text, text, text, text, text, text, text, text[], text, text[], text, text) is
  'Writes an entry for the caller (mood key; private unless visibility is public) with what the API computed (reflection, category, intensity, tags, safety, the redacted shared text) and returns it as the timeline shows it. Crisis entries are held. 30 per hour, 10 of them public.';

-- The caller's reaction and the counts of a public, visible entry.
create function private.reaction_state(entry_id uuid, user_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
           'reaction', (select r.reaction_type from public.reactions r
                         where r.entry_id = e.id and r.user_id = reaction_state.user_id),
           'support_count', e.support_count, 'love_count', e.love_count, 'strength_count', e.strength_count)
    from public.entries e
   where e.id = reaction_state.entry_id
$$;
comment on function private.reaction_state(uuid, uuid) is 'A user''s reaction on an entry and its counts, as set_reaction and remove_reaction answer.';

create function private.set_reaction(entry_id uuid, reaction_type text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('react');
  v_entry public.entries;
  v_current text;
begin
  if set_reaction.reaction_type is null or set_reaction.reaction_type not in ('support', 'love', 'strength') then
    raise exception 'Reaction must be support, love or strength' using errcode = 'P0001';
  end if;
  v_entry := private.public_entry(set_reaction.entry_id);
  if v_entry.user_id = v_user then
    raise exception 'You cannot react to your own entry' using errcode = 'P0001';
  end if;

  select r.reaction_type into v_current from public.reactions r
   where r.entry_id = set_reaction.entry_id and r.user_id = v_user
   for update;
  if v_current is distinct from set_reaction.reaction_type then
    perform private.count_action('reaction', v_user::text);
  end if;
  if v_current is null then
    insert into public.reactions (entry_id, user_id, reaction_type)
    values (set_reaction.entry_id, v_user, set_reaction.reaction_type);
  elsif v_current = set_reaction.reaction_type then
    delete from public.reactions r where r.entry_id = set_reaction.entry_id and r.user_id = v_user;
  else
    update public.reactions r set reaction_type = set_reaction.reaction_type
     where r.entry_id = set_reaction.entry_id and r.user_id = v_user;
  end if;
  return private.reaction_state(set_reaction.entry_id, v_user);
end;
$$;
comment on function private.set_reaction(uuid, text) is
  'Reacts to someone else''s public, visible entry: a new type is added, the same type again removes it, another type switches. 300 per hour.';

create function private.remove_reaction(entry_id uuid, reaction_type text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('react');
begin
  perform private.public_entry(remove_reaction.entry_id);
  delete from public.reactions r
   where r.entry_id = remove_reaction.entry_id and r.user_id = v_user
     and r.reaction_type = remove_reaction.reaction_type;
  return private.reaction_state(remove_reaction.entry_id, v_user);
end;
$$;
comment on function private.remove_reaction(uuid, text) is 'Removes the caller''s reaction of that type from a public, visible entry, if any.';

create function private.send_supportive_response(entry_id uuid, response text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('send a supportive response');
  v_entry public.entries;
  v_response public.supportive_responses;
  v_id uuid;
begin
  v_entry := private.public_entry(send_supportive_response.entry_id);
  if v_entry.user_id = v_user then
    raise exception 'You cannot send a supportive response to your own entry' using errcode = 'P0001';
  end if;
  select * into v_response from public.supportive_responses s
   where s.message = send_supportive_response.response and s.retired_at is null;
  if not found then
    raise exception 'Choose one of the supportive responses' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.supportive_messages m
              where m.entry_id = send_supportive_response.entry_id and m.sender_id = v_user) then
    raise exception 'You have already sent a supportive response to this entry' using errcode = 'HR409';
  end if;
  perform private.count_action('supportive_message', v_user::text);
  insert into public.supportive_messages (entry_id, recipient_id, sender_id, response_id, message)
  values (v_entry.id, v_entry.user_id, v_user, v_response.id, v_response.message)
  returning id into v_id;
  return v_id;
end;
$$;
comment on function private.send_supportive_response(uuid, text) is
  'Sends an active catalogue response to the writer of someone else''s public, visible entry, anonymously; once per entry, 60 per hour. Returns the message id (the recipient''s).';

create function private.mark_message_read(message_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('read your messages');
begin
  update public.supportive_messages m set is_read = true
   where m.id = mark_message_read.message_id and m.recipient_id = v_user and not m.is_read;
  if found then
    return true;
  end if;
  return exists (select 1 from public.supportive_messages m
                  where m.id = mark_message_read.message_id and m.recipient_id = v_user);
end;
$$;
comment on function private.mark_message_read(uuid) is 'Marks one of the caller''s messages read; false when it is not theirs or does not exist.';

create function private.report_entry(entry_id uuid, reason text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('report an entry');
  v_entry public.entries;
begin
  v_entry := private.public_entry(report_entry.entry_id);
  if v_entry.user_id = v_user then
    raise exception 'You cannot report your own entry' using errcode = 'P0001';
  end if;
  if report_entry.reason is null or report_entry.reason not in
     ('someone in danger', 'harassment or hate', 'private information', 'spam', 'something else') then
    raise exception 'Choose one of the report reasons' using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.entry_reports r
                  where r.entry_id = report_entry.entry_id and r.reporter_id = v_user) then
    perform private.count_action('report', v_user::text);
    insert into public.entry_reports (entry_id, reporter_id, reason)
    values (report_entry.entry_id, v_user, report_entry.reason)
    on conflict do nothing;
  end if;
  return jsonb_build_object('reported', true, 'held', not exists (
    select 1 from public.entries e
     where e.id = report_entry.entry_id and e.visibility = 'public' and e.moderation_status = 'visible'));
end;
$$;
comment on function private.report_entry(uuid, text) is
  'Reports someone else''s public, visible entry once per user, with a reason from the short list; held when enough distinct established users report it. 20 per hour.';

create function private.username_available(username text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return not exists (select 1 from public.profiles p
                      where lower(p.username) = lower(btrim(username_available.username))
                         or private.username_skeleton(p.username)
                            = private.username_skeleton(normalize(btrim(username_available.username), nfkc)));
end;
$$;
comment on function private.username_available(text) is 'Whether nobody uses this username, or one that looks like it, yet (case-insensitive; private.username_skeleton). No table of names or hashes is readable by clients.';

create function private.login_attempt(username text, address text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_account text := private.username_hash(login_attempt.username);
  v_pair text := encode(sha256(convert_to(v_account || ':' || coalesce(login_attempt.address, ''), 'UTF8')), 'hex');
  v_fresh boolean;
  v_recent integer;
  v_last timestamptz;
  v_hint text;
begin
  -- An address that has not tried this account lately is fresh: its attempt is always evaluated, so
  -- the owner signing in from a new address is never kept out by what others did to the account.
  select not exists (select 1 from private.rate_limit_events e
                      where e.action = 'login' and e.subject = v_pair
                        and e.created_at > now() - interval '15 minutes') into v_fresh;
  -- Per account and address: 10 attempts per 15 minutes (HR429 below).
  perform private.count_action('login', v_pair);
  -- Per account, over every address that already tried: past 10 such attempts in 15 minutes, one
  -- every 5 seconds — a short wait for a person, a crawl for guesses spread over many addresses.
  perform pg_advisory_xact_lock(hashtextextended('login_account:' || v_account, 0));
  if not v_fresh then
    select count(*), max(e.created_at) into v_recent, v_last from private.rate_limit_events e
     where e.action = 'login_account' and e.subject = v_account and e.created_at > now() - interval '15 minutes';
    if v_recent >= 10 and v_last > now() - interval '5 seconds' then
      return greatest(1, ceil(extract(epoch from v_last + interval '5 seconds' - now())))::integer;
    end if;
  end if;
  insert into private.rate_limit_events (action, subject) values ('login_account', v_account);
  return 0;
exception
  when sqlstate 'HR429' then
    get stacked diagnostics v_hint = pg_exception_hint;
    return coalesce(substring(v_hint from '(\d+)')::integer, 60);
end;
$$;
comment on function private.login_attempt(text, text) is
  'Counts a login attempt for a username from an address; resolves to the seconds to wait first (0: go ahead). 10 per account and address per 15 minutes; an account tried more than 10 times in 15 minutes from addresses that already tried takes one such attempt per 5 seconds; a fresh address always gets its attempt.';

create function private.email_for_username(username text) returns text
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select u.email::text
            from public.profiles p
            join auth.users u on u.id = p.id
           where lower(p.username) = lower(btrim(email_for_username.username))
             and not u.is_anonymous and u.deleted_at is null);
end;
$$;
comment on function private.email_for_username(text) is 'The email of a registered user, for username login.';

create function private.merge_anonymous_user(from_user uuid, to_user uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_entries integer := 0;
  v_reactions integer := 0;
  v_messages integer := 0;
begin
  if from_user is null or to_user is null or from_user = to_user then
    raise exception 'Merge needs two different users' using errcode = 'P0001';
  end if;
  if not exists (select 1 from auth.users u where u.id = to_user) then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  -- Only an anonymous user's data moves; anything else is left alone.
  if not exists (select 1 from auth.users u where u.id = from_user and u.is_anonymous) then
    return jsonb_build_object('merged', false, 'entries', 0, 'reactions', 0, 'messages', 0);
  end if;

  update public.entries set user_id = to_user where user_id = from_user;
  get diagnostics v_entries = row_count;
  update public.entry_texts set user_id = to_user where user_id = from_user;

  -- One reaction per user and entry: where both reacted, the account's reaction stays.
  delete from public.reactions r
   where r.user_id = from_user
     and exists (select 1 from public.reactions mine where mine.entry_id = r.entry_id and mine.user_id = to_user);
  update public.reactions set user_id = to_user where user_id = from_user;
  get diagnostics v_reactions = row_count;

  update public.supportive_messages set recipient_id = to_user where recipient_id = from_user;
  get diagnostics v_messages = row_count;
  -- One message per sender and entry: where both sent one, the recipient keeps both, and the
  -- anonymous one's no longer names a sender.
  update public.supportive_messages m set sender_id = null
   where m.sender_id = from_user
     and exists (select 1 from public.supportive_messages mine where mine.entry_id = m.entry_id and mine.sender_id = to_user);
  update public.supportive_messages set sender_id = to_user where sender_id = from_user;

  delete from public.entry_reports r
   where r.reporter_id = from_user
     and exists (select 1 from public.entry_reports mine where mine.entry_id = r.entry_id and mine.reporter_id = to_user);
  update public.entry_reports set reporter_id = to_user where reporter_id = from_user;

  if v_messages > 0 then
    perform private.send_unread(to_user);
  end if;
  return jsonb_build_object('merged', true, 'entries', v_entries, 'reactions', v_reactions, 'messages', v_messages);
end;
$$;
comment on function private.merge_anonymous_user(uuid, uuid) is
  'Moves an anonymous user''s entries, reactions (the account''s win on the same entry), messages and reports into an account, when that user logs in on the same device.';

-- =============================================================================================
-- Chapter 6: grants — nothing by default, then exactly what the policies and functions need
-- =============================================================================================
-- Older Supabase projects granted everything in public to the API roles by default (and new
-- objects inherit it): take all of that away first.
revoke all on all tables in schema public from public, anon, authenticated, service_role;
revoke all on all sequences in schema public from public, anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;
revoke all on all tables in schema private from public, anon, authenticated, service_role;
revoke all on all sequences in schema private from public, anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;
-- And objects added to public later start with no client privileges either.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

-- Reference data and the community's numbers: anyone.
grant select on public.moods, public.prompts, public.supportive_responses, public.community_tallies
  to anon, authenticated;
-- Entries: every column but the writer and the safety verdict (level and reasons: whether someone's
-- words raised concern is nobody else's to read, and /api shows it to no one); RLS decides which rows.
grant select (id, mood, prompt_used, shared_text, visibility, ai_reflection, category, emotional_intensity,
  tags, moderation_status, held_at, hold_reason, support_count, love_count, strength_count, created_at, updated_at,
  reflection_by)
  on public.entries to anon, authenticated;
-- Signed-in people (anonymous ones too): their own words, reactions, messages (without the
-- sender), tallies, profile and timeline.
grant select on public.entry_texts, public.reactions, public.writer_tallies, public.my_entries to authenticated;
grant select (id, entry_id, recipient_id, response_id, kind, message, is_read, created_at, read_at)
  on public.supportive_messages to authenticated;
grant select (id, username, created_at, updated_at) on public.profiles to authenticated;

grant execute on function
  public.feed(text, integer, integer),
  public.community_stats(),
  public.trending(integer),
  public.category_entries(text, integer),
  public.supportive_response_options(uuid),
  public.random_prompt()
to anon, authenticated;
grant execute on function
  public.feed_personal(uuid[]),
  public.timeline(integer, integer),
  public.growth(),
  public.my_reactions(uuid),
  public.unread_count(),
  public.my_messages()
to authenticated;

-- The one door: the API's writes.
grant execute on function
  private.create_entry(text, text, text, text, text, text, text, text[], text, text[], text, text),
  private.set_reaction(uuid, text),
  private.remove_reaction(uuid, text),
  private.send_supportive_response(uuid, text),
  private.mark_message_read(uuid),
  private.report_entry(uuid, text),
  private.username_available(text),
  private.login_attempt(text, text),
  private.email_for_username(text),
  private.merge_anonymous_user(uuid, uuid)
to hearth_writer;

-- =============================================================================================
-- Chapter 7: content and schedules
-- =============================================================================================
insert into public.moods (key, emoji, label, position) values
  ('sad', '😔', 'Reflective', 1),
  ('angry', '😡', 'Frustrated', 2),
  ('confused', '😶‍🌫️', 'Uncertain', 3),
  ('pleading', '🥺', 'Seeking', 4),
  ('upside-down', '🙃', 'Transforming', 5),
  ('happy', '😊', 'Joyful', 6);

-- Journaling prompts and the supportive-response catalogue: warm, plain, non-clinical; the
-- supportive responses never judge, diagnose or advise.
insert into public.prompts (theme, prompt) values
  ('feelings', 'What emotion has been visiting you most often lately, and what do you think it wants you to know?'),
  ('feelings', 'Describe how your body feels right now. Where do you notice tension or ease?'),
  ('feelings', 'What is one feeling you have been avoiding? What would it be like to sit with it for a moment?'),
  ('feelings', 'If your mood today were weather, what would it be, and why?'),
  ('feelings', 'What has been weighing on your mind this week?'),
  ('feelings', 'When did you last feel truly at peace? What was happening around you?'),
  ('gratitude', 'What is one small thing that made today a little better?'),
  ('gratitude', 'Who is someone you are grateful for, and have you told them why?'),
  ('gratitude', 'What is something about your home or surroundings that quietly supports you?'),
  ('gratitude', 'Think of a kindness a stranger once showed you. How did it stay with you?'),
  ('gratitude', 'What is a simple pleasure you have enjoyed recently?'),
  ('growth', 'What is a challenge you faced recently, and what did it teach you about yourself?'),
  ('growth', 'What small change has made a big difference in your life?'),
  ('growth', 'What is a belief about yourself that you are ready to let go of?'),
  ('growth', 'Think of a mistake you made. What would you say to a friend who made the same one?'),
  ('growth', 'What is something you can do today that your future self will thank you for?'),
  ('growth', 'How have you changed in the past year? What are you proud of?'),
  ('growth', 'What habit would you like to build, and what is the smallest first step?'),
  ('relationships', 'Who makes you feel most like yourself, and what is it about them?'),
  ('relationships', 'Is there a conversation you have been putting off? What would you want to say?'),
  ('relationships', 'What does being a good friend mean to you right now?'),
  ('relationships', 'Describe a moment when you felt really understood by someone.'),
  ('relationships', 'Where in your life would you like more connection, and what might help?'),
  ('self-care', 'What does your body or mind need more of this week?'),
  ('self-care', 'What is one boundary that would protect your energy right now?'),
  ('self-care', 'How do you recharge when you feel worn out? When did you last do it?'),
  ('self-care', 'Write yourself a short note of kindness, as if to someone you love.'),
  ('self-care', 'What would a gentle, unhurried day look like for you?'),
  ('self-care', 'What are you asking too much of yourself lately?'),
  ('work and purpose', 'What part of your day gives you a sense of meaning or purpose?'),
  ('work and purpose', 'What is stressing you most about work or study, and what is within your control?'),
  ('work and purpose', 'Describe a time you were so absorbed in something that time disappeared.'),
  ('work and purpose', 'What would you do more of if you were not worried about what others think?'),
  ('hope', 'What are you looking forward to, big or small?'),
  ('hope', 'Imagine a year from now, on a good day. What does it look like?'),
  ('hope', 'What gives you hope when things feel hard?'),
  ('hope', 'What is a dream you have quietly kept, and what keeps it alive?'),
  ('reflection', 'What is something you learned about yourself this week?'),
  ('reflection', 'Which moment from today would you like to remember, and why?'),
  ('reflection', 'What is on your mind that you have not said out loud to anyone?'),
  ('reflection', 'What are three words that describe how this season of your life feels?'),
  ('reflection', 'What did you need to hear today that nobody said? Say it to yourself here.'),
  ('reflection', 'What are you carrying that is not yours to carry?'),
  ('resilience', 'Think of a hard time you made it through. What helped you keep going?'),
  ('resilience', 'What strengths do you have that you sometimes forget about?'),
  ('resilience', 'When things feel uncertain, what helps you feel steady?');

insert into public.supportive_responses (message) values
  ('Thank you for sharing this. You are not alone.'),
  ('Your feelings are valid, and it took courage to put them into words.'),
  ('Sending you warmth and strength today.'),
  ('I hear you. Be gentle with yourself.'),
  ('You have made it through hard days before, and you are not facing this one alone.'),
  ('Your story matters. Thank you for trusting us with it.'),
  ('Take it one breath, one step at a time. That is enough.'),
  ('Someone out here is rooting for you.'),
  ('It is okay not to have it all figured out.'),
  ('What you wrote resonated with me. Thank you.'),
  ('Your honesty is a gift to this community.'),
  ('Rest is not giving up. You deserve care too.');

-- Housekeeping every minute where pg_cron can run it (Supabase: Database → Extensions → pg_cron);
-- elsewhere the local stack's timer calls private.housekeeping().
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     or (exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
         and current_setting('shared_preload_libraries', true) like '%pg_cron%') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('hearth-housekeeping', '* * * * *', 'select private.housekeeping()');
  end if;
end
$$;
