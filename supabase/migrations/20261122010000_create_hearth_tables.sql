-- Hearth: the tables.
--
-- Why it looks like this:
-- * Anonymous by design. An entry's writer (entries.user_id) and a message's sender
--   (supportive_messages.sender_id) are never selectable by the API roles: column-level grants
--   leave those columns out, while row-level security policies still use them.
-- * The writer keeps the original words; everyone else sees the redacted copy. The original
--   text lives in its own table, entry_texts, which row-level security opens to its writer
--   only (for every operation). entries.shared_text holds the copy the API redacted for
--   sharing. So no role but the writer (and service_role) can ever select another user's
--   journal_text, directly or through a function: every function the API roles may call is
--   SECURITY INVOKER, and the SECURITY DEFINER code lives in schema private (triggers and
--   service-only duties), executable by no API role.
-- * Counts, moderation holds, profiles and rate limits are kept by triggers (next migration),
--   so they hold whichever way a row arrives.
-- * Supabase no longer grants new public tables to the API roles: every grant is explicit
--   here, after revoking whatever default privileges a project may still carry.

create schema if not exists private;
revoke all on schema private from public;
comment on schema private is
  'Hearth internals: trigger functions, service-only SECURITY DEFINER functions and settings. Not exposed to the API.';

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_username_format check (
    username is null or (char_length(username) between 3 and 30 and username !~ '[[:space:]]')
  )
);
create unique index profiles_username_key on public.profiles (lower(username));
comment on table public.profiles is
  'One per auth user, kept from auth.users.raw_user_meta_data by a trigger. A registered user has a username; an anonymous visitor has none.';
comment on column public.profiles.id is 'The auth user (auth.users.id).';
comment on column public.profiles.username is 'Login name, unique case-insensitively; 3–30 characters without spaces. Null for anonymous visitors.';
comment on column public.profiles.created_at is 'When the profile was created.';
comment on column public.profiles.updated_at is 'When the username last changed.';

create table public.taken_usernames (
  username_hash text primary key check (username_hash ~ '^[0-9a-f]{64}$')
);
comment on table public.taken_usernames is
  'SHA-256 (hex) of every username in use, lower-cased, kept by a trigger on profiles. Lets anyone ask whether a name is free without being able to list the names.';
comment on column public.taken_usernames.username_hash is 'encode(sha256(lower(username)), ''hex'').';

-- ---------------------------------------------------------------------------------------------
-- prompts and the supportive-response catalogue (content; installed by a migration)
-- ---------------------------------------------------------------------------------------------
create table public.prompts (
  id bigint generated always as identity primary key,
  prompt text not null unique check (char_length(prompt) between 10 and 300),
  theme text not null check (char_length(theme) between 2 and 40),
  created_at timestamptz not null default now()
);
comment on table public.prompts is 'Journaling prompts offered on the Write screen. Read-only to the API.';
comment on column public.prompts.id is 'Identity.';
comment on column public.prompts.prompt is 'The prompt as shown to the writer.';
comment on column public.prompts.theme is 'What the prompt explores (gratitude, growth, feelings, …).';
comment on column public.prompts.created_at is 'When the prompt was added.';

create table public.supportive_responses (
  id bigint generated always as identity primary key,
  message text not null unique check (char_length(message) between 5 and 200),
  created_at timestamptz not null default now()
);
comment on table public.supportive_responses is
  'The catalogue of pre-written supportive responses. Only these can be sent. Read-only to the API.';
comment on column public.supportive_responses.id is 'Identity.';
comment on column public.supportive_responses.message is 'The words the recipient receives.';
comment on column public.supportive_responses.created_at is 'When the response was added.';

-- ---------------------------------------------------------------------------------------------
-- entries and their original text
-- ---------------------------------------------------------------------------------------------
create table public.entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  mood text not null check (mood in ('😔', '😡', '😶‍🌫️', '🥺', '🙃', '😊')),
  prompt_used text check (char_length(prompt_used) <= 500),
  shared_text text check (char_length(shared_text) <= 2000),
  visibility text not null default 'private' check (visibility in ('public', 'private')),
  ai_reflection text check (char_length(ai_reflection) <= 4000),
  category text check (char_length(category) between 1 and 60),
  emotional_intensity text check (emotional_intensity in ('high', 'medium', 'low')),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  safety_level text not null default 'none' check (safety_level in ('none', 'concern', 'crisis')),
  moderation_status text not null default 'visible' check (moderation_status in ('visible', 'held', 'hidden')),
  support_count integer not null default 0 check (support_count >= 0),
  love_count integer not null default 0 check (love_count >= 0),
  strength_count integer not null default 0 check (strength_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint entries_public_needs_shared_text check (visibility = 'private' or shared_text is not null)
);
comment on table public.entries is
  'Journal entries. Public and visible ones are read by everyone, without the writer; the original words are in entry_texts.';
comment on column public.entries.id is 'Identity.';
comment on column public.entries.user_id is 'The writer. Never selectable by the API roles (column grants); used by policies only.';
comment on column public.entries.mood is 'One of the six mood emojis (legacy keys are mapped by public.mood_emoji on write).';
comment on column public.entries.prompt_used is 'The prompt the writer answered, if any.';
comment on column public.entries.shared_text is 'The text others see: the writer''s words as redacted by the API for sharing. Required when public.';
comment on column public.entries.visibility is 'public or private (the default).';
comment on column public.entries.ai_reflection is 'The AI reflection shown to the writer.';
comment on column public.entries.category is 'Topic the reflection engine gave the entry (work, relationships, …).';
comment on column public.entries.emotional_intensity is 'high, medium or low, from the reflection engine.';
comment on column public.entries.tags is 'Themes the reflection engine found.';
comment on column public.entries.safety_level is 'none, concern or crisis, from the safety check. Crisis entries are held from public lists on insert.';
comment on column public.entries.moderation_status is 'visible, held (automatically: crisis or enough reports) or hidden (by a moderator). Only visible entries appear in public lists.';
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
  created_at timestamptz not null default now()
);
comment on table public.entry_texts is
  'The writer''s original words for each entry. Only the writer can read or change them.';
comment on column public.entry_texts.entry_id is 'The entry.';
comment on column public.entry_texts.user_id is 'The writer (same as entries.user_id).';
comment on column public.entry_texts.journal_text is 'The original text, 10–1000 characters after trimming.';
comment on column public.entry_texts.word_count is 'Words in journal_text, computed by the database.';
comment on column public.entry_texts.created_at is 'Same as the entry''s created_at (one transaction); orders the writer''s timeline.';

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
comment on table public.reactions is 'A user''s one reaction to an entry. The counts on entries follow by trigger.';
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
  message text not null references public.supportive_responses (message) on update cascade,
  is_read boolean not null default false,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
comment on table public.supportive_messages is
  'Supportive responses sent to an entry''s writer. The recipient reads them without ever learning the sender.';
comment on column public.supportive_messages.id is 'Identity.';
comment on column public.supportive_messages.entry_id is 'The entry that was answered (kept null if the entry is deleted).';
comment on column public.supportive_messages.recipient_id is 'The entry''s writer, set by a trigger from the entry.';
comment on column public.supportive_messages.sender_id is 'Who sent it. Never selectable by the API roles (column grants); kept for rate limits and abuse review.';
comment on column public.supportive_messages.message is 'A message from the supportive_responses catalogue.';
comment on column public.supportive_messages.is_read is 'Whether the recipient has read it.';
comment on column public.supportive_messages.created_at is 'When it was sent.';
comment on column public.supportive_messages.read_at is 'When the recipient marked it read.';

create table public.entry_reports (
  entry_id uuid not null references public.entries (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text check (char_length(reason) <= 500),
  created_at timestamptz not null default now(),
  primary key (entry_id, reporter_id)
);
comment on table public.entry_reports is
  'Reports of public entries, one per reporter and entry. Enough distinct reporters hold the entry (private.report_hold_threshold()).';
comment on column public.entry_reports.entry_id is 'The reported entry.';
comment on column public.entry_reports.reporter_id is 'Who reported it.';
comment on column public.entry_reports.reason is 'Optional reason given by the reporter.';
comment on column public.entry_reports.created_at is 'When it was reported.';

-- ---------------------------------------------------------------------------------------------
-- community activity and rate limits
-- ---------------------------------------------------------------------------------------------
create table public.community_days (
  day date primary key,
  active_writers integer not null default 0 check (active_writers >= 0)
);
comment on table public.community_days is
  'Per UTC day: how many distinct people wrote an entry. Kept by a trigger on entries; aggregate only.';
comment on column public.community_days.day is 'The UTC day.';
comment on column public.community_days.active_writers is 'Distinct writers that day.';

create table private.writer_days (
  day date not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  primary key (day, user_id)
);
create index writer_days_user_id_idx on private.writer_days (user_id);
comment on table private.writer_days is 'Who wrote on which UTC day; feeds public.community_days.active_writers.';

create table private.rate_limits (
  action text primary key,
  max_events integer not null check (max_events > 0),
  per interval not null
);
comment on table private.rate_limits is 'Every rate limit Hearth enforces, in one place.';
insert into private.rate_limits (action, max_events, per) values
  ('entry', 30, interval '1 hour'),
  ('reaction', 300, interval '1 hour'),
  ('supportive_message', 60, interval '1 hour'),
  ('report', 20, interval '1 hour'),
  ('login', 10, interval '15 minutes');

create table public.rate_limit_events (
  id bigint generated always as identity primary key,
  action text not null references private.rate_limits (action),
  subject text not null check (char_length(subject) <= 64),
  created_at timestamptz not null default now()
);
create index rate_limit_events_action_subject_created_at_idx on public.rate_limit_events (action, subject, created_at);
comment on table public.rate_limit_events is
  'Recent rate-limited actions (subject: the user id, or a username hash for logins). A trigger refuses the one over the limit with SQLSTATE HR429 and prunes old rows.';
comment on column public.rate_limit_events.id is 'Identity.';
comment on column public.rate_limit_events.action is 'entry, reaction, supportive_message, report or login (see private.rate_limits).';
comment on column public.rate_limit_events.subject is 'Whose action: a user id, or the SHA-256 of a lower-cased username for login attempts.';
comment on column public.rate_limit_events.created_at is 'When it happened.';

-- ---------------------------------------------------------------------------------------------
-- Indexes that match the queries (feed, timeline, trending, categories, inbox) and policies
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
create index supportive_messages_entry_id_idx on public.supportive_messages (entry_id);
create index supportive_messages_sender_id_idx on public.supportive_messages (sender_id);
create index supportive_messages_message_idx on public.supportive_messages (message);
create index entry_reports_reporter_id_idx on public.entry_reports (reporter_id);

-- ---------------------------------------------------------------------------------------------
-- Row-level security on every table; policies follow in the next migration
-- ---------------------------------------------------------------------------------------------
alter table public.profiles enable row level security;
alter table public.taken_usernames enable row level security;
alter table public.prompts enable row level security;
alter table public.supportive_responses enable row level security;
alter table public.entries enable row level security;
alter table public.entry_texts enable row level security;
alter table public.reactions enable row level security;
alter table public.supportive_messages enable row level security;
alter table public.entry_reports enable row level security;
alter table public.community_days enable row level security;
alter table public.rate_limit_events enable row level security;
-- private.writer_days and private.rate_limits are granted to no API role and read only by triggers.

-- ---------------------------------------------------------------------------------------------
-- Grants: nothing by default, then exactly what the policies are written for
-- ---------------------------------------------------------------------------------------------
revoke all on public.profiles, public.taken_usernames, public.prompts, public.supportive_responses,
  public.entries, public.entry_texts, public.reactions, public.supportive_messages, public.entry_reports,
  public.community_days, public.rate_limit_events
  from public, anon, authenticated;
revoke all on private.writer_days, private.rate_limits from public, anon, authenticated;

grant select (id, username, created_at, updated_at) on public.profiles to authenticated;
grant select on public.taken_usernames to anon, authenticated;
grant select on public.prompts to anon, authenticated;
grant select on public.supportive_responses to anon, authenticated;

-- entries: every column but the writer
grant select (id, mood, prompt_used, shared_text, visibility, ai_reflection, category, emotional_intensity,
  tags, safety_level, moderation_status, support_count, love_count, strength_count, created_at, updated_at)
  on public.entries to anon, authenticated;
grant insert (user_id, mood, prompt_used, shared_text, visibility, ai_reflection, category,
  emotional_intensity, tags, safety_level) on public.entries to authenticated;
grant update (mood, prompt_used, shared_text, visibility) on public.entries to authenticated;
grant delete on public.entries to authenticated;

-- anon may read entry_texts and reactions so that shared queries (the feed joins the caller's own
-- words and reaction) plan for visitors too; no policy is written for anon, so it sees no row.
grant select on public.entry_texts to anon;
grant select, insert, delete on public.entry_texts to authenticated;
grant update (journal_text) on public.entry_texts to authenticated;

grant select on public.reactions to anon;
grant select, insert, delete on public.reactions to authenticated;
grant update (reaction_type) on public.reactions to authenticated;

-- supportive messages: the recipient reads everything but the sender and marks them read
grant select (id, entry_id, recipient_id, message, is_read, created_at, read_at)
  on public.supportive_messages to authenticated;
grant insert (id, entry_id, sender_id, message) on public.supportive_messages to authenticated;
grant update (is_read) on public.supportive_messages to authenticated;

grant insert (entry_id, reporter_id, reason) on public.entry_reports to authenticated;

grant select on public.community_days to anon, authenticated;

grant insert (action, subject) on public.rate_limit_events to anon, authenticated;

grant all on public.profiles, public.taken_usernames, public.prompts, public.supportive_responses,
  public.entries, public.entry_texts, public.reactions, public.supportive_messages, public.entry_reports,
  public.community_days, public.rate_limit_events
  to service_role;
