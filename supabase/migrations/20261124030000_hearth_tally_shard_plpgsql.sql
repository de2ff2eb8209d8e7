-- The community-tally shard without planning (issue 15 item 8). private.tally_shard() was an SQL
-- function with its own search_path: PostgreSQL never inlines such a function and plans its query
-- again on every call, and a new public entry called it once per community row (four or five times,
-- about 10 µs each). It is now PL/pgSQL, whose plan is kept for the session, and
-- private.tally_new_entry() asks for it once per entry. The shard is the same (pg_backend_pid() % 64),
-- so every tally row is what it was. Both functions keep their grants and comments (create or replace).

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

create or replace function private.tally_new_entry() returns trigger
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

