-- Hearth: the functions the API calls (docs/contracts.md), as the caller.
--
-- Every function the API roles may execute is SECURITY INVOKER: row-level security decides what
-- it sees and changes. Only the two service-role duties (merge_anonymous_user, email_for_username)
-- are SECURITY DEFINER, and only service_role may execute them.
-- Numbers come back as int4/float8 (never int8/numeric); aggregates as one jsonb object with
-- snake_case keys. Page sizes are clamped to 1..50. Business-rule failures raise a stable, human
-- message: P0001 (bad request), 42501 (not allowed), P0002 (not found), HR429 (too many requests).

-- ---------------------------------------------------------------------------------------------
-- entry_cards: an entry as the caller may see it (the writer's own words, else the shared text)
-- ---------------------------------------------------------------------------------------------
create view public.entry_cards with (security_invoker = true) as
select
  e.id,
  e.mood,
  e.prompt_used,
  coalesce(t.journal_text, e.shared_text) as journal_text,
  e.visibility,
  e.created_at,
  e.ai_reflection,
  e.support_count,
  e.love_count,
  e.strength_count,
  r.reaction_type as my_reaction,
  e.category,
  e.emotional_intensity,
  e.tags,
  t.word_count,
  e.moderation_status
from public.entries e
left join public.entry_texts t on t.entry_id = e.id and t.user_id = (select auth.uid())
left join public.reactions r on r.entry_id = e.id and r.user_id = (select auth.uid());
comment on view public.entry_cards is
  'Entries as the caller sees them: journal_text is the writer''s own words for the writer and the shared (redacted) text for everyone else; my_reaction is the caller''s reaction.';
revoke all on public.entry_cards from public, anon, authenticated;
grant select on public.entry_cards to anon, authenticated, service_role;

-- The row shape of the writer's own entries (timeline, create_entry).
create type public.timeline_entry as (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer, my_reaction text,
  category text, emotional_intensity text, tags text[], word_count integer
);
comment on type public.timeline_entry is 'An entry as its writer sees it in the timeline.';

-- Page sizes: 1..50.
create function public.page_size(requested integer, fallback integer) returns integer
language sql immutable set search_path = '' as $$
  select least(greatest(coalesce(page_size.requested, page_size.fallback), 1), 50)
$$;

-- ---------------------------------------------------------------------------------------------
-- Writing
-- ---------------------------------------------------------------------------------------------
create function public.create_entry(
  mood text,
  prompt_used text,
  journal_text text,
  visibility text,
  ai_reflection text,
  category text,
  emotional_intensity text,
  tags text[],
  safety_level text,
  shared_text text
) returns setof public.timeline_entry
language plpgsql set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_text text := btrim(create_entry.journal_text, E' \t\n\r\f');
  v_visibility text := coalesce(nullif(btrim(create_entry.visibility), ''), 'private');
  v_id uuid;
begin
  if v_user is null then
    raise exception 'Sign in to write an entry' using errcode = '42501';
  end if;
  if v_text is null or char_length(v_text) < 10 or char_length(v_text) > 1000 then
    raise exception 'An entry must be between 10 and 1000 characters' using errcode = 'P0001';
  end if;
  if v_visibility not in ('public', 'private') then
    raise exception 'Visibility must be public or private' using errcode = 'P0001';
  end if;
  if create_entry.emotional_intensity is not null and create_entry.emotional_intensity not in ('high', 'medium', 'low') then
    raise exception 'Emotional intensity must be high, medium or low' using errcode = 'P0001';
  end if;
  if coalesce(create_entry.safety_level, 'none') not in ('none', 'concern', 'crisis') then
    raise exception 'Safety level must be none, concern or crisis' using errcode = 'P0001';
  end if;
  if v_visibility = 'public' and nullif(btrim(create_entry.shared_text), '') is null then
    raise exception 'A public entry needs its shared text' using errcode = 'P0001';
  end if;

  insert into public.entries (user_id, mood, prompt_used, shared_text, visibility, ai_reflection, category,
                              emotional_intensity, tags, safety_level)
  values (
    v_user,
    create_entry.mood,
    left(nullif(btrim(create_entry.prompt_used), ''), 500),
    left(nullif(btrim(create_entry.shared_text), ''), 2000),
    v_visibility,
    left(create_entry.ai_reflection, 4000),
    left(nullif(lower(btrim(create_entry.category)), ''), 60),
    create_entry.emotional_intensity,
    coalesce((select (array_agg(distinct left(lower(btrim(t)), 40)))[1:20] from unnest(create_entry.tags) t
               where nullif(btrim(t), '') is not null), '{}'::text[]),
    coalesce(create_entry.safety_level, 'none')
  )
  returning entries.id into v_id;

  insert into public.entry_texts (entry_id, user_id, journal_text) values (v_id, v_user, v_text);

  return query
    select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
           c.support_count, c.love_count, c.strength_count, c.my_reaction,
           c.category, c.emotional_intensity, c.tags, c.word_count
      from public.entry_cards c where c.id = v_id;
end;
$$;
comment on function public.create_entry(text, text, text, text, text, text, text, text[], text, text) is
  'Writes an entry for the caller (private unless visibility is public) and returns it in timeline shape. Crisis entries are held from public lists. 30 per hour.';

-- ---------------------------------------------------------------------------------------------
-- Reading
-- ---------------------------------------------------------------------------------------------
create function public.feed(mood text default null, page_limit integer default 20, page_offset integer default 0)
returns table (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer, my_reaction text
)
language sql stable set search_path = '' as $$
  select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
         c.support_count, c.love_count, c.strength_count, c.my_reaction
    from public.entry_cards c
   where c.visibility = 'public' and c.moderation_status = 'visible'
     and (feed.mood is null or btrim(feed.mood) = '' or c.mood = public.mood_emoji(feed.mood))
   order by c.created_at desc, c.id desc
   limit public.page_size(feed.page_limit, 20)
  offset greatest(coalesce(feed.page_offset, 0), 0)
$$;
comment on function public.feed(text, integer, integer) is 'Public, visible entries, newest first, optionally of one mood, with the caller''s reaction.';

create function public.timeline(page_limit integer default 20, page_offset integer default 0)
returns setof public.timeline_entry
language sql stable set search_path = '' as $$
  select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
         c.support_count, c.love_count, c.strength_count, c.my_reaction,
         c.category, c.emotional_intensity, c.tags, c.word_count
    from (select t.entry_id, t.created_at from public.entry_texts t
           where t.user_id = (select auth.uid())
           order by t.created_at desc, t.entry_id desc
           limit public.page_size(timeline.page_limit, 20)
          offset greatest(coalesce(timeline.page_offset, 0), 0)) mine
    join public.entry_cards c on c.id = mine.entry_id
   order by mine.created_at desc, mine.entry_id desc
$$;
comment on function public.timeline(integer, integer) is 'The caller''s own entries, newest first, with their own words, category, intensity, tags and word count.';

create function public.timeline_stats() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'total_entries', count(*)::integer,
    'journaling_days', count(distinct (t.created_at at time zone 'utc')::date)::integer,
    'public_entries', (count(*) filter (where e.visibility = 'public'))::integer)
  from public.entry_texts t
  join public.entries e on e.id = t.entry_id
  where t.user_id = (select auth.uid())
$$;
comment on function public.timeline_stats() is 'The caller''s totals: entries, distinct UTC days written, public entries.';

create function public.community_stats() returns jsonb
language sql stable set search_path = '' as $$
  with totals as (
    select count(*)::integer as entries,
           coalesce(sum(e.support_count + e.love_count + e.strength_count), 0)::integer as reactions,
           (count(*) filter (where e.created_at > now() - interval '24 hours'))::integer as last_24h
      from public.entries e
     where e.visibility = 'public' and e.moderation_status = 'visible'
  )
  select jsonb_build_object(
    'total_public_entries', totals.entries,
    'total_reactions', totals.reactions,
    'active_users_today', coalesce((select d.active_writers from public.community_days d
                                     where d.day = (now() at time zone 'utc')::date), 0),
    'entries_last_24h', totals.last_24h,
    'average_reactions_per_entry',
      case when totals.entries = 0 then 0::float8
           else round(totals.reactions::numeric / totals.entries, 2)::float8 end,
    'top_categories', coalesce((
      select jsonb_agg(jsonb_build_object('category', c.category, 'count', c.n) order by c.n desc, c.category)
        from (select e.category, count(*)::integer as n from public.entries e
               where e.visibility = 'public' and e.moderation_status = 'visible' and e.category is not null
               group by e.category order by n desc, e.category limit 5) c), '[]'::jsonb),
    'top_moods', coalesce((
      select jsonb_agg(jsonb_build_object('mood', m.mood, 'count', m.n) order by m.n desc, m.mood)
        from (select e.mood, count(*)::integer as n from public.entries e
               where e.visibility = 'public' and e.moderation_status = 'visible'
               group by e.mood order by n desc, e.mood limit 5) m), '[]'::jsonb))
  from totals
$$;
comment on function public.community_stats() is
  'Community numbers over public, visible entries; active_users_today = distinct writers this UTC day.';

create function public.trending(page_limit integer default 10)
returns table (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer, my_reaction text
)
language sql stable set search_path = '' as $$
  select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
         c.support_count, c.love_count, c.strength_count, c.my_reaction
    from public.entry_cards c
   where c.visibility = 'public' and c.moderation_status = 'visible'
     and c.created_at > now() - interval '7 days'
     and c.support_count + c.love_count + c.strength_count > 0
   order by c.support_count + c.love_count + c.strength_count desc, c.created_at desc, c.id desc
   limit public.page_size(trending.page_limit, 10)
$$;
comment on function public.trending(integer) is 'Public, visible entries of the last 7 days with reactions, most supported first.';

create function public.category_counts() returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('category', c.category, 'count', c.n) order by c.n desc, c.category), '[]'::jsonb)
    from (select e.category, count(*)::integer as n from public.entries e
           where e.visibility = 'public' and e.moderation_status = 'visible' and e.category is not null
           group by e.category) c
$$;
comment on function public.category_counts() is 'How many public, visible entries each category has.';

create function public.category_entries(category text, page_limit integer default 20)
returns table (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer, my_reaction text,
  category text
)
language sql stable set search_path = '' as $$
  select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
         c.support_count, c.love_count, c.strength_count, c.my_reaction, c.category
    from public.entry_cards c
   where c.visibility = 'public' and c.moderation_status = 'visible'
     and c.category = lower(btrim(category_entries.category))
   order by c.created_at desc, c.id desc
   limit public.page_size(category_entries.page_limit, 20)
$$;
comment on function public.category_entries(text, integer) is 'Public, visible entries of one category, newest first.';

create function public.growth() returns jsonb
language sql stable set search_path = '' as $$
  with mine as materialized (
    select e.mood, e.category, e.emotional_intensity, e.tags, e.visibility, t.word_count, t.created_at
      from public.entry_texts t
      join public.entries e on e.id = t.entry_id
     where t.user_id = (select auth.uid())
  ),
  totals as (
    select count(*)::integer as entries,
           count(distinct (created_at at time zone 'utc')::date)::integer as days,
           (count(*) filter (where visibility = 'public'))::integer as public_entries,
           coalesce(round(avg(word_count), 1), 0)::float8 as avg_words
      from mine
  ),
  moods as (select public.mood_label(mood) as label, count(*)::integer as n from mine group by 1),
  categories as (select category, count(*)::integer as n from mine where category is not null group by 1),
  tag_counts as (
    select tag, count(distinct ord)::integer as n
      from (select row_number() over () as ord, tags from mine) m, unnest(m.tags) as tag
     group by tag
  )
  select jsonb_build_object(
    'total_entries', totals.entries,
    'journaling_days', totals.days,
    'public_entries', totals.public_entries,
    'avg_words_per_entry', totals.avg_words,
    'most_common_category', (select c.category from categories c order by c.n desc, c.category limit 1),
    'patterns', coalesce((select jsonb_object_agg(m.label, round(100.0 * m.n / totals.entries)::integer) from moods m), '{}'::jsonb),
    'intensity_patterns', jsonb_build_object(
      'high', (select count(*)::integer from mine where emotional_intensity = 'high'),
      'medium', (select count(*)::integer from mine where emotional_intensity = 'medium'),
      'low', (select count(*)::integer from mine where emotional_intensity = 'low')),
    'category_patterns', coalesce((select jsonb_object_agg(c.category, c.n) from categories c), '{}'::jsonb),
    'ai_tags', coalesce((
      select jsonb_agg(jsonb_build_object('tag', x.tag, 'count', x.n) order by x.n desc, x.tag)
        from (select tag, n from tag_counts order by n desc, tag limit 20) x), '[]'::jsonb),
    'themes', coalesce((
      select jsonb_agg(jsonb_build_object('theme', x.tag, 'count', x.n) order by x.n desc, x.tag)
        from (select tag, n from tag_counts where n >= 2 order by n desc, tag limit 10) x), '[]'::jsonb))
  from totals
$$;
comment on function public.growth() is
  'The caller''s growth data: totals, mood patterns (percent by label), intensity, categories, tags and recurring themes (tags in 2+ entries).';

-- ---------------------------------------------------------------------------------------------
-- Reactions
-- ---------------------------------------------------------------------------------------------
create function public.my_reactions(entry_id uuid) returns text[]
language sql stable set search_path = '' as $$
  select coalesce(array_agg(r.reaction_type), '{}'::text[])
    from public.reactions r
   where r.entry_id = my_reactions.entry_id and r.user_id = (select auth.uid())
$$;
comment on function public.my_reactions(uuid) is 'The caller''s reaction types on an entry (at most one).';

-- The reaction and counts of an entry after a change, or "Entry not found".
create function public.reaction_counts(entry_id uuid) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_result jsonb;
begin
  select jsonb_build_object(
           'reaction', (select r.reaction_type from public.reactions r
                         where r.entry_id = e.id and r.user_id = (select auth.uid())),
           'support_count', e.support_count, 'love_count', e.love_count, 'strength_count', e.strength_count)
    into v_result
    from public.entries e
   where e.id = reaction_counts.entry_id and e.visibility = 'public' and e.moderation_status = 'visible';
  if v_result is null then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  return v_result;
end;
$$;
comment on function public.reaction_counts(uuid) is 'The caller''s reaction and the counts of a public, visible entry.';

create function public.set_reaction(entry_id uuid, reaction_type text) returns jsonb
language plpgsql set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_current text;
begin
  if v_user is null then
    raise exception 'Sign in to react' using errcode = '42501';
  end if;
  if set_reaction.reaction_type is null or set_reaction.reaction_type not in ('support', 'love', 'strength') then
    raise exception 'Reaction must be support, love or strength' using errcode = 'P0001';
  end if;
  perform public.reaction_counts(set_reaction.entry_id);

  select r.reaction_type into v_current from public.reactions r
   where r.entry_id = set_reaction.entry_id and r.user_id = v_user
   for update;
  if v_current is null then
    insert into public.reactions (entry_id, user_id, reaction_type)
    values (set_reaction.entry_id, v_user, set_reaction.reaction_type);
  elsif v_current = set_reaction.reaction_type then
    delete from public.reactions r where r.entry_id = set_reaction.entry_id and r.user_id = v_user;
  else
    update public.reactions r set reaction_type = set_reaction.reaction_type
     where r.entry_id = set_reaction.entry_id and r.user_id = v_user;
  end if;
  return public.reaction_counts(set_reaction.entry_id);
end;
$$;
comment on function public.set_reaction(uuid, text) is
  'Reacts to a public, visible entry: a new type is added, the same type again removes it, another type switches. 300 per hour.';

create function public.remove_reaction(entry_id uuid, reaction_type text) returns jsonb
language plpgsql set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to react' using errcode = '42501';
  end if;
  delete from public.reactions r
   where r.entry_id = remove_reaction.entry_id and r.user_id = (select auth.uid())
     and r.reaction_type = remove_reaction.reaction_type;
  return public.reaction_counts(remove_reaction.entry_id);
end;
$$;
comment on function public.remove_reaction(uuid, text) is 'Removes the caller''s reaction of that type, if any.';

-- ---------------------------------------------------------------------------------------------
-- Supportive responses and messages
-- ---------------------------------------------------------------------------------------------
create function public.supportive_response_options(entry_id uuid) returns text[]
language plpgsql stable set search_path = '' as $$
begin
  if not exists (select 1 from public.entries e
                  where e.id = supportive_response_options.entry_id
                    and e.visibility = 'public' and e.moderation_status = 'visible') then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  return (select array_agg(s.message order by s.id) from public.supportive_responses s);
end;
$$;
comment on function public.supportive_response_options(uuid) is 'The supportive-response catalogue, for a public, visible entry.';

create function public.send_supportive_response(entry_id uuid, response text) returns uuid
language plpgsql set search_path = '' as $$
declare
  v_id uuid := gen_random_uuid();
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to send a supportive response' using errcode = '42501';
  end if;
  if not exists (select 1 from public.entries e
                  where e.id = send_supportive_response.entry_id
                    and e.visibility = 'public' and e.moderation_status = 'visible') then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.supportive_responses s where s.message = send_supportive_response.response) then
    raise exception 'Choose one of the supportive responses' using errcode = 'P0001';
  end if;
  -- No RETURNING: the sender may not read the message once it is the recipient's.
  insert into public.supportive_messages (id, entry_id, sender_id, message)
  values (v_id, send_supportive_response.entry_id, (select auth.uid()), send_supportive_response.response);
  return v_id;
end;
$$;
comment on function public.send_supportive_response(uuid, text) is
  'Sends a catalogue response to the writer of a public, visible entry (not one''s own), anonymously. 60 per hour.';

create function public.unread_count() returns integer
language sql stable set search_path = '' as $$
  select count(*)::integer from public.supportive_messages m
   where m.recipient_id = (select auth.uid()) and not m.is_read
$$;
comment on function public.unread_count() is 'How many of the caller''s supportive messages are unread.';

create function public.my_messages()
returns table (id uuid, message text, is_read boolean, created_at timestamptz)
language sql stable set search_path = '' as $$
  select m.id, m.message, m.is_read, m.created_at
    from public.supportive_messages m
   where m.recipient_id = (select auth.uid())
   order by m.created_at desc, m.id desc
   limit 100
$$;
comment on function public.my_messages() is 'The caller''s latest 100 supportive messages, newest first, without their senders.';

create function public.mark_message_read(message_id uuid) returns boolean
language plpgsql set search_path = '' as $$
begin
  update public.supportive_messages m set is_read = true
   where m.id = mark_message_read.message_id and m.recipient_id = (select auth.uid()) and not m.is_read;
  if found then
    return true;
  end if;
  return exists (select 1 from public.supportive_messages m
                  where m.id = mark_message_read.message_id and m.recipient_id = (select auth.uid()));
end;
$$;
comment on function public.mark_message_read(uuid) is 'Marks one of the caller''s messages read; false when it is not theirs or does not exist.';

-- ---------------------------------------------------------------------------------------------
-- Prompts, reports, usernames, logins
-- ---------------------------------------------------------------------------------------------
create function public.random_prompt() returns text
language sql volatile set search_path = '' as $$
  select p.prompt from public.prompts p order by random() limit 1
$$;
comment on function public.random_prompt() is 'One journaling prompt at random.';

create function public.report_entry(entry_id uuid, reason text) returns jsonb
language plpgsql set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to report an entry' using errcode = '42501';
  end if;
  if not exists (select 1 from public.entries e
                  where e.id = report_entry.entry_id and e.visibility = 'public' and e.moderation_status = 'visible') then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  insert into public.entry_reports (entry_id, reporter_id, reason)
  values (report_entry.entry_id, (select auth.uid()), left(nullif(btrim(report_entry.reason), ''), 500))
  on conflict do nothing;
  -- Once held, the entry is no longer visible to the reporter.
  return jsonb_build_object('reported', true, 'held', not exists (
    select 1 from public.entries e
     where e.id = report_entry.entry_id and e.visibility = 'public' and e.moderation_status = 'visible'));
end;
$$;
comment on function public.report_entry(uuid, text) is
  'Reports a public, visible entry once per user; held when enough distinct users report it. 20 per hour.';

create function public.username_available(username text) returns boolean
language sql stable set search_path = '' as $$
  select not exists (select 1 from public.taken_usernames u
                      where u.username_hash = public.username_hash(username_available.username))
$$;
comment on function public.username_available(text) is 'Whether nobody uses this username yet (case-insensitive).';

create function public.login_attempt(username text) returns boolean
language plpgsql set search_path = '' as $$
begin
  insert into public.rate_limit_events (action, subject)
  values ('login', public.username_hash(login_attempt.username));
  return true;
exception
  when sqlstate 'HR429' then
    return false;
end;
$$;
comment on function public.login_attempt(text) is 'Counts a login attempt for a username; false when over 10 per 15 minutes.';

-- ---------------------------------------------------------------------------------------------
-- Service-role duties (SECURITY DEFINER: they read auth.users and move other users' rows)
-- ---------------------------------------------------------------------------------------------
create function public.merge_anonymous_user(from_user uuid, to_user uuid) returns jsonb
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
comment on function public.merge_anonymous_user(uuid, uuid) is
  'Service role only: moves an anonymous user''s entries, reactions (the account''s win on the same entry), messages and reports into an account.';

create function public.email_for_username(username text) returns text
language sql stable security definer set search_path = '' as $$
  select u.email::text
    from public.profiles p
    join auth.users u on u.id = p.id
   where lower(p.username) = lower(btrim(email_for_username.username))
     and not u.is_anonymous and u.deleted_at is null
$$;
comment on function public.email_for_username(text) is 'Service role only: the email of a registered user, for username login.';

-- ---------------------------------------------------------------------------------------------
-- Function privileges
-- ---------------------------------------------------------------------------------------------
revoke all on function
  public.page_size(integer, integer),
  public.create_entry(text, text, text, text, text, text, text, text[], text, text),
  public.feed(text, integer, integer),
  public.timeline(integer, integer),
  public.timeline_stats(),
  public.community_stats(),
  public.trending(integer),
  public.category_counts(),
  public.category_entries(text, integer),
  public.growth(),
  public.my_reactions(uuid),
  public.reaction_counts(uuid),
  public.set_reaction(uuid, text),
  public.remove_reaction(uuid, text),
  public.supportive_response_options(uuid),
  public.send_supportive_response(uuid, text),
  public.unread_count(),
  public.my_messages(),
  public.mark_message_read(uuid),
  public.random_prompt(),
  public.report_entry(uuid, text),
  public.username_available(text),
  public.login_attempt(text),
  public.merge_anonymous_user(uuid, uuid),
  public.email_for_username(text)
from public, anon, authenticated;

grant execute on function
  public.page_size(integer, integer),
  public.feed(text, integer, integer),
  public.community_stats(),
  public.trending(integer),
  public.category_counts(),
  public.category_entries(text, integer),
  public.supportive_response_options(uuid),
  public.random_prompt(),
  public.username_available(text),
  public.login_attempt(text)
to anon, authenticated, service_role;

grant execute on function
  public.create_entry(text, text, text, text, text, text, text, text[], text, text),
  public.timeline(integer, integer),
  public.timeline_stats(),
  public.growth(),
  public.my_reactions(uuid),
  public.reaction_counts(uuid),
  public.set_reaction(uuid, text),
  public.remove_reaction(uuid, text),
  public.send_supportive_response(uuid, text),
  public.unread_count(),
  public.my_messages(),
  public.mark_message_read(uuid),
  public.report_entry(uuid, text)
to authenticated, service_role;

grant execute on function
  public.merge_anonymous_user(uuid, uuid),
  public.email_for_username(text)
to service_role;
