-- Hearth: tallies, so growth, timeline_stats, community_stats and category_counts read a few
-- rows instead of scanning entries on every call.
--
-- Why: those functions aggregated every entry of a writer (5,000 for the keenest) or every public
-- entry on each call. Now triggers keep per-writer and community tallies in the same transaction
-- as the change, and the functions read them:
--   writer_tallies     (user_id, dimension, key, n): entries, public_entries, words, day, mood,
--                      category, intensity, tag — read only by the writer (RLS)
--   community_tallies  (dimension, key, n) over public, visible entries: entries, reactions,
--                      mood, category — read by anyone; aggregate only
-- Each entry contributes rows (private.writer_contribution / private.community_contribution);
-- a change applies the difference between the old and the new contribution. A tally never goes
-- below 0, and private.rebuild_tallies() recomputes both from scratch with the same functions
-- (bulk loads, repairs; the pgTAP proofs check the two always agree).
-- Also: entry_cards looks up the caller's own words and reaction per row (a correlated lookup on
-- the primary key), so lists never materialise all of a user's reactions.

create table public.writer_tallies (
  user_id uuid not null references auth.users (id) on delete cascade,
  dimension text not null check (dimension in ('entries', 'public_entries', 'words', 'day', 'mood', 'category', 'intensity', 'tag')),
  key text not null default '',
  n integer not null default 0 check (n >= 0),
  primary key (user_id, dimension, key)
);
comment on table public.writer_tallies is
  'Per writer, kept by triggers: how many entries (all, public), words, entries per UTC day, per mood, category, intensity and tag. Feeds growth() and timeline_stats().';
comment on column public.writer_tallies.user_id is 'The writer.';
comment on column public.writer_tallies.dimension is 'entries, public_entries, words, day, mood, category, intensity or tag.';
comment on column public.writer_tallies.key is 'The day (YYYY-MM-DD, UTC), mood emoji, category, intensity or tag; empty for totals.';
comment on column public.writer_tallies.n is 'The count (for words: the sum of word counts).';

create table public.community_tallies (
  dimension text not null check (dimension in ('entries', 'reactions', 'mood', 'category')),
  key text not null default '',
  n integer not null default 0 check (n >= 0),
  primary key (dimension, key)
);
comment on table public.community_tallies is
  'Over public, visible entries, kept by triggers: how many entries, reactions, and entries per mood and category. Feeds community_stats() and category_counts().';
comment on column public.community_tallies.dimension is 'entries, reactions, mood or category.';
comment on column public.community_tallies.key is 'The mood emoji or category; empty for totals.';
comment on column public.community_tallies.n is 'The count.';

alter table public.writer_tallies enable row level security;
alter table public.community_tallies enable row level security;
revoke all on public.writer_tallies, public.community_tallies from public, anon, authenticated;
grant select on public.writer_tallies to authenticated;
grant select on public.community_tallies to anon, authenticated;
grant all on public.writer_tallies, public.community_tallies to service_role;

create policy "writers read their own tallies" on public.writer_tallies
  for select to authenticated using (user_id = (select auth.uid()));
create policy "anyone reads the community tallies" on public.community_tallies
  for select to anon, authenticated using (true);

-- ---------------------------------------------------------------------------------------------
-- What one entry contributes (sign -1 takes it away)
-- ---------------------------------------------------------------------------------------------
create function private.writer_contribution(e public.entries, sign integer)
returns table (user_id uuid, dimension text, key text, n integer)
language sql stable set search_path = '' as $$
  select e.user_id, d.dimension, d.key, d.n * writer_contribution.sign
    from (select 'entries' as dimension, '' as key, 1 as n
          union all select 'public_entries', '', 1 where e.visibility = 'public'
          union all select 'day', to_char(e.created_at at time zone 'utc', 'YYYY-MM-DD'), 1
          union all select 'mood', e.mood, 1
          union all select 'category', e.category, 1 where e.category is not null
          union all select 'intensity', e.emotional_intensity, 1 where e.emotional_intensity is not null
          union all select distinct 'tag', tag, 1 from unnest(e.tags) as tag) d
   where e.id is not null
$$;

create function private.community_contribution(e public.entries, sign integer)
returns table (dimension text, key text, n integer)
language sql immutable set search_path = '' as $$
  select d.dimension, d.key, d.n * community_contribution.sign
    from (select 'entries' as dimension, '' as key, 1 as n
          union all select 'reactions', '', e.support_count + e.love_count + e.strength_count
          union all select 'mood', e.mood, 1
          union all select 'category', e.category, 1 where e.category is not null) d
   where e.visibility = 'public' and e.moderation_status = 'visible'
$$;

-- Adds (or, negative, takes away) to one tally; a tally never goes below 0 and empty ones go.
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

create function private.add_to_community_tally(dimension text, key text, n integer) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if n > 0 then
    insert into public.community_tallies as t (dimension, key, n)
    values (add_to_community_tally.dimension, add_to_community_tally.key, add_to_community_tally.n)
    on conflict on constraint community_tallies_pkey do update set n = t.n + excluded.n;
  elsif n < 0 then
    update public.community_tallies t set n = greatest(t.n + add_to_community_tally.n, 0)
     where t.dimension = add_to_community_tally.dimension and t.key = add_to_community_tally.key;
    delete from public.community_tallies t
     where t.dimension = add_to_community_tally.dimension and t.key = add_to_community_tally.key
       and t.n = 0 and t.dimension in ('mood', 'category');
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Triggers: apply the difference between the old and the new contribution
-- ---------------------------------------------------------------------------------------------
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
     order by sum(c.n)
  loop
    perform private.add_to_writer_tally(d.user_id, d.dimension, d.key, d.n);
  end loop;
  return null;
end;
$$;
create trigger tally_entry_for_writer
  after insert or delete or update of user_id, mood, category, emotional_intensity, tags, visibility, created_at
  on public.entries for each row execute function private.tally_entry_for_writer();

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
     order by sum(c.n)
  loop
    perform private.add_to_community_tally(d.dimension, d.key, d.n);
  end loop;
  return null;
end;
$$;
create trigger tally_entry_for_community
  after insert or delete or update of visibility, moderation_status, mood, category, support_count, love_count, strength_count
  on public.entries for each row execute function private.tally_entry_for_community();

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
create trigger tally_entry_words after insert or delete or update of journal_text, user_id
  on public.entry_texts for each row execute function private.tally_entry_words();

-- Recomputes both tallies from the entries (bulk loads, repairs). Not callable through the API.
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
  insert into public.community_tallies (dimension, key, n)
  select c.dimension, c.key, sum(c.n)::integer
    from public.entries e, private.community_contribution(e, 1) c
   group by c.dimension, c.key;
end;
$$;

select private.rebuild_tallies();

-- ---------------------------------------------------------------------------------------------
-- The readers
-- ---------------------------------------------------------------------------------------------
create or replace view public.entry_cards with (security_invoker = true) as
select
  e.id,
  e.mood,
  e.prompt_used,
  coalesce((select t.journal_text from public.entry_texts t
             where t.entry_id = e.id and t.user_id = (select auth.uid())), e.shared_text) as journal_text,
  e.visibility,
  e.created_at,
  e.ai_reflection,
  e.support_count,
  e.love_count,
  e.strength_count,
  (select r.reaction_type from public.reactions r
    where r.entry_id = e.id and r.user_id = (select auth.uid())) as my_reaction,
  e.category,
  e.emotional_intensity,
  e.tags,
  (select t.word_count from public.entry_texts t
    where t.entry_id = e.id and t.user_id = (select auth.uid())) as word_count,
  e.moderation_status
from public.entries e;

create or replace function public.timeline_stats() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'total_entries', coalesce(sum(w.n) filter (where w.dimension = 'entries'), 0)::integer,
    'journaling_days', (count(*) filter (where w.dimension = 'day' and w.n > 0))::integer,
    'public_entries', coalesce(sum(w.n) filter (where w.dimension = 'public_entries'), 0)::integer)
  from public.writer_tallies w
  where w.user_id = (select auth.uid()) and w.dimension in ('entries', 'public_entries', 'day')
$$;

create or replace function public.community_stats() returns jsonb
language sql stable set search_path = '' as $$
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
  from totals
$$;

create or replace function public.category_counts() returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('category', t.key, 'count', t.n) order by t.n desc, t.key), '[]'::jsonb)
    from public.community_tallies t
   where t.dimension = 'category' and t.n > 0
$$;

create or replace function public.growth() returns jsonb
language sql stable set search_path = '' as $$
  with mine as (
    select w.dimension, w.key, w.n from public.writer_tallies w
     where w.user_id = (select auth.uid()) and w.n > 0
  ),
  totals as (
    select coalesce(sum(n) filter (where dimension = 'entries'), 0)::integer as entries,
           coalesce(sum(n) filter (where dimension = 'public_entries'), 0)::integer as public_entries,
           coalesce(sum(n) filter (where dimension = 'words'), 0)::integer as words,
           (count(*) filter (where dimension = 'day'))::integer as days
      from mine
  )
  select jsonb_build_object(
    'total_entries', totals.entries,
    'journaling_days', totals.days,
    'public_entries', totals.public_entries,
    'avg_words_per_entry', case when totals.entries = 0 then 0::float8
                                else round(totals.words::numeric / totals.entries, 1)::float8 end,
    'most_common_category', (select key from mine where dimension = 'category' order by n desc, key limit 1),
    'patterns', coalesce((select jsonb_object_agg(public.mood_label(key), round(100.0 * n / totals.entries)::integer)
                            from mine where dimension = 'mood'), '{}'::jsonb),
    'intensity_patterns', jsonb_build_object(
      'high', coalesce((select n from mine where dimension = 'intensity' and key = 'high'), 0),
      'medium', coalesce((select n from mine where dimension = 'intensity' and key = 'medium'), 0),
      'low', coalesce((select n from mine where dimension = 'intensity' and key = 'low'), 0)),
    'category_patterns', coalesce((select jsonb_object_agg(key, n) from mine where dimension = 'category'), '{}'::jsonb),
    'ai_tags', coalesce((
      select jsonb_agg(jsonb_build_object('tag', x.key, 'count', x.n) order by x.n desc, x.key)
        from (select key, n from mine where dimension = 'tag' order by n desc, key limit 20) x), '[]'::jsonb),
    'themes', coalesce((
      select jsonb_agg(jsonb_build_object('theme', x.key, 'count', x.n) order by x.n desc, x.key)
        from (select key, n from mine where dimension = 'tag' and n >= 2 order by n desc, key limit 10) x), '[]'::jsonb))
  from totals
$$;

revoke all on all functions in schema private from public, anon, authenticated;
