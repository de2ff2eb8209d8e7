-- A new entry's writer tallies are added in one statement (issue 15 item 8). Writing an entry called
-- private.add_to_writer_tally once per row it counts (entries, public_entries, day, mood, category,
-- intensity and each tag: about nine PL/pgSQL calls, each with its own INSERT … ON CONFLICT), the largest
-- part of create_entry's own time after its body. An insert only adds, one to each row, so its rows now go
-- in one INSERT … ON CONFLICT, in the order the loop took its locks (dimension, then key). An edit or a
-- delete still goes row by row through add_to_writer_tally, which keeps a tally from going below 0 and
-- drops the empty ones.

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
create or replace function private.tally_entry_for_writer() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  d record;
begin
  if tg_op = 'INSERT' then
    insert into public.writer_tallies as t (user_id, dimension, key, n)
    select c.user_id, c.dimension, c.key, sum(c.n)::integer
      from private.writer_contribution(new, 1) c
     group by c.user_id, c.dimension, c.key
     order by c.dimension, c.key
    on conflict on constraint writer_tallies_pkey do update set n = t.n + excluded.n;
    return null;
  end if;
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
comment on function private.tally_entry_for_writer() is 'Trigger: the writer''s tallies follow their entries (a new entry''s rows in one statement).';
