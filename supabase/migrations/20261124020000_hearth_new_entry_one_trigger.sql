-- A new entry's tallies in one trigger (issue 15 item 8). An insert into public.entries fired three
-- AFTER triggers that each counted part of it: record_writer_day (the day's distinct writers),
-- tally_entry_for_community (public, visible entries: one PL/pgSQL call per row it counted) and
-- tally_entry_for_writer. Together about 0.45 ms of the database's time per entry, most of it in calls
-- and statements of one row each. They are now one trigger, private.tally_new_entry(), with one
-- statement per table: the writer's rows, the writer's day, the community's rows (the day's writer
-- among them). An edit or a delete still goes through the old triggers, which now fire only for those.
--
-- The words' tally (tally_entry_words on entry_texts) adds a new entry's words in one INSERT … ON
-- CONFLICT of its own instead of a call to add_to_writer_tally, and private.my_settings(), asked before
-- every entry, is PL/pgSQL: an SQL function with search_path set is planned again on every call.
-- So is private.tally_shard(), which the old community trigger called once per row it counted (four
-- or five calls of about 10 µs per public entry); the new trigger asks for it once. The shard is the
-- same (pg_backend_pid() % 64).
-- Every tally and row is what the old triggers produced; the pgTAP proofs compare them with
-- private.rebuild_tallies().

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
create or replace function private.tally_shard() returns smallint
language plpgsql stable set search_path = '' as $$
begin
  -- Concurrent transactions run on different connections, so the connection's shard keeps them off
  -- each other's rows.
  return (pg_backend_pid() % 64)::smallint;
end;
$$;

create function private.tally_new_entry() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  -- Once per entry, not once per community row.
  v_shard smallint := private.tally_shard();
  v_first_today boolean;
begin
  -- The writer's rows, in the order tally_entry_for_writer took their locks (dimension, then key).
  insert into public.writer_tallies as t (user_id, dimension, key, n)
  select c.user_id, c.dimension, c.key, sum(c.n)::integer
    from private.writer_contribution(new, 1) c
   group by c.user_id, c.dimension, c.key
   order by c.dimension, c.key
  on conflict on constraint writer_tallies_pkey do update set n = t.n + excluded.n;

  -- The writer's first entry of the UTC day counts them among that day's writers.
  insert into private.writer_days (day, user_id) values (v_day, new.user_id) on conflict do nothing;
  v_first_today := found;

  -- The community's rows on this connection's shard: a public, visible entry's, and the day's writer.
  -- Rows that add nothing (reactions of a new entry) are left out, as the row-by-row loop left them.
  insert into public.community_tallies as t (dimension, key, shard, n)
  select c.dimension, c.key, v_shard, sum(c.n)::integer
    from (select x.dimension, x.key, x.n from private.community_contribution(new, 1) x
          union all
          select 'writers', to_char(v_day, 'YYYY-MM-DD'), 1 where v_first_today) c
   group by c.dimension, c.key
  having sum(c.n) <> 0
   order by c.dimension, c.key
  on conflict on constraint community_tallies_pkey do update set n = t.n + excluded.n;
  return null;
end;
$$;
comment on function private.tally_new_entry() is
  'Trigger: a new entry''s writer tallies, the writer''s day and the community tallies (public, visible entries and the day''s distinct writers), one statement per table.';

create or replace function private.tally_entry_words() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    -- Only adds: one INSERT … ON CONFLICT, what add_to_writer_tally does for a positive count.
    if new.word_count > 0 then
      insert into public.writer_tallies as t (user_id, dimension, key, n)
      values (new.user_id, 'words', '', new.word_count)
      on conflict on constraint writer_tallies_pkey do update set n = t.n + excluded.n;
    end if;
    return null;
  end if;
  perform private.add_to_writer_tally(old.user_id, 'words', '', -old.word_count);
  if tg_op = 'UPDATE' then
    perform private.add_to_writer_tally(new.user_id, 'words', '', new.word_count);
  end if;
  return null;
end;
$$;
comment on function private.tally_entry_words() is
  'Trigger: the writer''s word tally follows their entries'' words (new words in one statement).';

create or replace function private.my_settings() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  -- PL/pgSQL keeps this plan for the session; the SQL function it replaces was planned on every call.
  return jsonb_build_object('ai_reflections',
           (select s.ai_reflections from private.user_settings s where s.user_id = private.caller('read your settings')));
end;
$$;
comment on function private.my_settings() is 'The caller''s settings as jsonb {ai_reflections} (null: the default).';

-- Fires only for edits and deletes now (the triggers below): the INSERT branch 20261124010000 gave it is
-- tally_new_entry's first statement, so it goes rather than stand twice.
create or replace function private.tally_entry_for_writer() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d record;
begin
  for d in
    select c.user_id, c.dimension, c.key, sum(c.n)::integer as n
      from (select * from private.writer_contribution(old, -1)
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
comment on function private.tally_entry_for_writer() is
  'Trigger: the writer''s tallies follow their entries when one is edited or deleted (a new entry: private.tally_new_entry).';
comment on function private.tally_entry_for_community() is
  'Trigger: the community tallies follow public, visible entries and their reactions when one is edited or deleted (a new entry: private.tally_new_entry).';

-- ---------------------------------------------------------------------------------------------
-- Triggers: one for a new entry, the old ones for edits and deletes
-- ---------------------------------------------------------------------------------------------
drop trigger record_writer_day on public.entries;
drop function private.record_writer_day();

drop trigger tally_entry_for_writer on public.entries;
create trigger tally_entry_for_writer
  after delete or update of user_id, mood, category, emotional_intensity, tags, visibility, created_at
  on public.entries for each row execute function private.tally_entry_for_writer();
comment on trigger tally_entry_for_writer on public.entries is 'The writer''s tallies follow edited and deleted entries.';

drop trigger tally_entry_for_community on public.entries;
create trigger tally_entry_for_community
  after delete or update of visibility, moderation_status, mood, category, support_count, love_count, strength_count
  on public.entries for each row execute function private.tally_entry_for_community();
comment on trigger tally_entry_for_community on public.entries is 'The community tallies follow edited and deleted public, visible entries.';

create trigger tally_new_entry after insert on public.entries
  for each row execute function private.tally_new_entry();
comment on trigger tally_new_entry on public.entries is 'A new entry''s writer, day and community tallies.';

-- ---------------------------------------------------------------------------------------------
-- Privileges: trigger functions are executed by no role (PostgreSQL does not check EXECUTE when a
-- trigger fires); my_settings() and tally_shard() keep their grants and comments (create or replace)
-- ---------------------------------------------------------------------------------------------
revoke all on function private.tally_new_entry() from public, anon, authenticated, service_role;
