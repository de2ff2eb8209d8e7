-- Hearth: fast reads — the hot read functions (and the tally helpers every entry write calls) as
-- PL/pgSQL, the caller's part of a feed page on its own, and a Retry-After the rate limiter can
-- actually promise.
--
-- Why PL/pgSQL: a `language sql` function with `set search_path = ''` is never inlined into the
-- calling query, and PostgreSQL plans its body afresh on every call. PL/pgSQL keeps the plans of
-- its statements for the session (a generic plan once it is no worse than the custom ones), so
-- the same feed query went from 6.2 ms to 2.2 ms a call. Signatures, results, privileges and
-- security settings stay exactly as they were (all SECURITY INVOKER: row-level security decides).
-- Where a parameter only chooses between two filters (feed's mood), each case is its own
-- statement, so each keeps a plan that uses its index.
--
-- Why feed_personal: the API keeps the public part of a feed page in memory (fetched as anon, the
-- same for everyone) and asks only for what is the caller's own on that page: their reaction and,
-- on entries they wrote, their own words instead of the shared text — exactly what entry_cards
-- adds for the caller.

-- ---------------------------------------------------------------------------------------------
-- Reading
-- ---------------------------------------------------------------------------------------------
-- feed() returned `table (…, mood text, …)` beside its parameter `mood`: SQL functions allow an
-- input and an output of the same name, PL/pgSQL does not. The rows keep their columns, names and
-- order as a named row type instead, which needs a drop (a return type cannot be replaced).
create type public.entry_row as (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer, my_reaction text
);
comment on type public.entry_row is 'An entry in a public list (feed), as the caller sees it.';

drop function public.feed(text, integer, integer);
create function public.feed(mood text default null, page_limit integer default 20, page_offset integer default 0)
returns setof public.entry_row
language plpgsql stable set search_path = '' as $$
declare
  v_mood text := case when feed.mood is null or btrim(feed.mood) = '' then null else public.mood_emoji(feed.mood) end;
  v_limit integer := public.page_size(feed.page_limit, 20);
  v_offset integer := greatest(coalesce(feed.page_offset, 0), 0);
begin
  if v_mood is null then
    return query
      select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
             c.support_count, c.love_count, c.strength_count, c.my_reaction
        from public.entry_cards c
       where c.visibility = 'public' and c.moderation_status = 'visible'
       order by c.created_at desc, c.id desc
       limit v_limit offset v_offset;
  else
    return query
      select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
             c.support_count, c.love_count, c.strength_count, c.my_reaction
        from public.entry_cards c
       where c.visibility = 'public' and c.moderation_status = 'visible' and c.mood = v_mood
       order by c.created_at desc, c.id desc
       limit v_limit offset v_offset;
  end if;
end;
$$;
comment on function public.feed(text, integer, integer) is 'Public, visible entries, newest first, optionally of one mood, with the caller''s reaction.';

create or replace function public.feed_personal(entry_ids uuid[])
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
  'What is the caller''s own on a feed page (at most 50 ids): their reaction and, on their own entries, their own words. Rows only where there is something.';

create or replace function public.timeline(page_limit integer default 20, page_offset integer default 0)
returns setof public.timeline_entry
language plpgsql stable set search_path = '' as $$
begin
  return query
    select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
           c.support_count, c.love_count, c.strength_count, c.my_reaction,
           c.category, c.emotional_intensity, c.tags, c.word_count
      from (select t.entry_id, t.created_at from public.entry_texts t
             where t.user_id = (select auth.uid())
             order by t.created_at desc, t.entry_id desc
             limit public.page_size(timeline.page_limit, 20)
            offset greatest(coalesce(timeline.page_offset, 0), 0)) mine
      join public.entry_cards c on c.id = mine.entry_id
     order by mine.created_at desc, mine.entry_id desc;
end;
$$;

create or replace function public.trending(page_limit integer default 10)
returns table (
  id uuid, mood text, prompt_used text, journal_text text, visibility text, created_at timestamptz,
  ai_reflection text, support_count integer, love_count integer, strength_count integer, my_reaction text
)
language plpgsql stable set search_path = '' as $$
begin
  return query
    select c.id, c.mood, c.prompt_used, c.journal_text, c.visibility, c.created_at, c.ai_reflection,
           c.support_count, c.love_count, c.strength_count, c.my_reaction
      from public.entry_cards c
     where c.visibility = 'public' and c.moderation_status = 'visible'
       and c.created_at > now() - interval '7 days'
       and c.support_count + c.love_count + c.strength_count > 0
     order by c.support_count + c.love_count + c.strength_count desc, c.created_at desc, c.id desc
     limit public.page_size(trending.page_limit, 10);
end;
$$;

create or replace function public.community_stats() returns jsonb
language plpgsql stable set search_path = '' as $$
begin
  return (
    with totals as (
      select coalesce(sum(t.n) filter (where t.dimension = 'entries'), 0)::integer as entries,
             coalesce(sum(t.n) filter (where t.dimension = 'reactions'), 0)::integer as reactions
        from public.community_tallies t
       where t.dimension in ('entries', 'reactions')
    )
    select jsonb_build_object(
      'total_public_entries', totals.entries,
      'total_reactions', totals.reactions,
      'active_users_today', coalesce((select d.active_writers from public.community_days d
                                       where d.day = (now() at time zone 'utc')::date), 0),
      'entries_last_24h', (select count(*)::integer from public.entries e
                            where e.visibility = 'public' and e.moderation_status = 'visible'
                              and e.created_at > now() - interval '24 hours'),
      'average_reactions_per_entry',
        case when totals.entries = 0 then 0::float8
             else round(totals.reactions::numeric / totals.entries, 2)::float8 end,
      'top_categories', coalesce((
        select jsonb_agg(jsonb_build_object('category', c.key, 'count', c.n) order by c.n desc, c.key)
          from (select t.key, t.n from public.community_tallies t
                 where t.dimension = 'category' and t.n > 0 order by t.n desc, t.key limit 5) c), '[]'::jsonb),
      'top_moods', coalesce((
        select jsonb_agg(jsonb_build_object('mood', m.key, 'count', m.n) order by m.n desc, m.key)
          from (select t.key, t.n from public.community_tallies t
                 where t.dimension = 'mood' and t.n > 0 order by t.n desc, t.key limit 5) m), '[]'::jsonb))
    from totals);
end;
$$;

create or replace function public.growth() returns jsonb
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
      'patterns', coalesce((select jsonb_object_agg(public.mood_label(m.key), round(100.0 * m.n / totals.entries)::integer)
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

-- ---------------------------------------------------------------------------------------------
-- Writing: what an entry contributes to the tallies, planned once per session
-- ---------------------------------------------------------------------------------------------
-- Why: the tally triggers call these four times per entry written (old and new, writer and
-- community); as SQL functions with search_path set, each call planned its body again. Same rows.
create or replace function private.writer_contribution(e public.entries, sign integer)
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
create or replace function private.community_contribution(e public.entries, sign integer)
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

-- ---------------------------------------------------------------------------------------------
-- Rate limits: the refusal says when the window frees up
-- ---------------------------------------------------------------------------------------------
-- Why: the API answered every 429 with a fixed Retry-After of 60 s, whether the next slot was a
-- second or an hour away. The refused insert knows: when the oldest event that keeps the subject
-- at the limit leaves the window. HINT carries it as 'Retry after <n> seconds.' (at least 1).
create or replace function private.enforce_rate_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_limit private.rate_limits;
  v_recent integer;
  v_frees_at timestamptz;
begin
  select * into strict v_limit from private.rate_limits where action = new.action;
  -- One subject at a time, so two concurrent requests cannot both take the last slot.
  perform pg_advisory_xact_lock(hashtextextended(new.action || ':' || new.subject, 0));
  delete from public.rate_limit_events
   where action = new.action and subject = new.subject and created_at < now() - v_limit.per;
  if random() < 0.01 then
    delete from public.rate_limit_events where created_at < now() - interval '1 day';
  end if;
  select count(*) into v_recent from public.rate_limit_events
   where action = new.action and subject = new.subject;
  if v_recent >= v_limit.max_events then
    -- A slot frees when enough of the oldest events have aged out to leave fewer than the limit.
    select e.created_at + v_limit.per into v_frees_at from public.rate_limit_events e
     where e.action = new.action and e.subject = new.subject
     order by e.created_at
     offset v_recent - v_limit.max_events limit 1;
    raise exception 'Too many requests' using errcode = 'HR429',
      detail = format('At most %s %s actions per %s.', v_limit.max_events, new.action, v_limit.per),
      hint = format('Retry after %s seconds.',
                    greatest(1, ceil(extract(epoch from coalesce(v_frees_at, now() + v_limit.per) - now())))::integer);
  end if;
  new.created_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Function privileges (create or replace keeps them; stated again so this file says who may call)
-- ---------------------------------------------------------------------------------------------
revoke all on function
  public.feed(text, integer, integer),
  public.feed_personal(uuid[]),
  public.timeline(integer, integer),
  public.trending(integer),
  public.community_stats(),
  public.growth()
from public, anon, authenticated;

grant execute on function
  public.feed(text, integer, integer),
  public.trending(integer),
  public.community_stats()
to anon, authenticated, service_role;

grant execute on function
  public.feed_personal(uuid[]),
  public.timeline(integer, integer),
  public.growth()
to authenticated, service_role;

revoke all on function
  private.enforce_rate_limit(),
  private.writer_contribution(public.entries, integer),
  private.community_contribution(public.entries, integer)
from public, anon, authenticated;
