-- feed_personal: the caller's own part of a feed page — their reaction, and their own words on
-- their own entries — and nothing of anyone else's. Plus the wait a rate-limit refusal promises.
begin;
set local search_path = public, extensions;
select plan(8);

select tests.create_user('alice');
select tests.create_user('bob');

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

select tests.write_as('alice');
insert into ids select 'public', id from private.create_entry('sad', null, 'My name is Alice and today felt long.',
  'public', null, null, null, null, 'none', null, 'My name is [name] and today felt long.');
insert into ids select 'private', id from private.create_entry('happy', null, 'A quiet evening with tea and a book.',
  'private', null, null, null, null, 'none', null, null);

select tests.write_as('bob');
select lives_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'public')), 'bob reacts');
select tests.authenticate_as('bob');
select results_eq(
  format($$select id, my_reaction, journal_text from public.feed_personal(array[%L, %L]::uuid[])$$,
         (select id from ids where name = 'public'), (select id from ids where name = 'private')),
  format($$values (%L::uuid, 'love'::text, null::text)$$, (select id from ids where name = 'public')),
  'a reader gets their reaction and none of the writer''s words, not even for a private entry''s id');

select tests.authenticate_as('alice');
select results_eq(
  format($$select id, my_reaction, journal_text from public.feed_personal(array[%L]::uuid[])$$, (select id from ids where name = 'public')),
  format($$values (%L::uuid, null::text, 'My name is Alice and today felt long.'::text)$$, (select id from ids where name = 'public')),
  'the writer gets their own words for their own entry');
select is(
  (select array_agg(f.journal_text order by f.id) from public.feed() f where f.id = (select id from ids where name = 'public')),
  array['My name is [name] and today felt long.'], 'while feed() itself shows everyone the shared text');
select is((select count(*)::integer from public.feed_personal(array[gen_random_uuid()])), 0, 'an unknown id gives nothing');
select throws_ok($$select * from public.feed_personal(array(select gen_random_uuid() from generate_series(1, 51)))$$,
  'P0001', 'At most 50 entries at a time', 'no more ids than a feed page holds');

-- The 31st entry within the hour: the refusal names the wait until the oldest counted one is an hour old.
select tests.clear_authentication();
update private.rate_limit_events set created_at = now() - interval '50 minutes'
 where action = 'entry' and subject = tests.uid('alice')::text;
insert into private.rate_limit_events (action, subject)
select 'entry', tests.uid('alice')::text from generate_series(1, 28);
update private.rate_limit_events set created_at = now() - interval '10 minutes'
 where action = 'entry' and subject = tests.uid('alice')::text and created_at = now();
select tests.write_as('alice');
select throws_ok($$select * from private.create_entry('sad', null, 'One entry too many this hour.', 'private', null, null, null, null, 'none', null, null)$$,
  'HR429', 'Too many requests', 'the 31st entry within the hour is refused');
create function pg_temp.refusal_hint() returns text language plpgsql as $$
declare v_hint text;
begin
  perform private.create_entry('sad', null, 'One entry too many this hour.', 'private', null, null, null, null, 'none', null, null);
  return null;
exception when sqlstate 'HR429' then
  get stacked diagnostics v_hint = pg_exception_hint;
  return v_hint;
end;
$$;
select is(pg_temp.refusal_hint(), 'Retry after 600 seconds.', 'the refusal says when the oldest counted entry leaves the window');

select * from finish();
rollback;
