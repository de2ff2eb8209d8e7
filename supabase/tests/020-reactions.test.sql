-- Reactions: one per user per entry, counts kept by triggers and never below 0, only own rows.
begin;
set local search_path = public, extensions;
select plan(30);

select tests.create_user('writer');
select tests.create_user('reader');
select tests.create_user('other');
select tests.create_user('ghost', true);

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

select tests.authenticate_as('writer');
insert into ids select 'public', id from public.create_entry('happy', null, 'A good day in the park with friends.',
  'public', null, null, null, null, 'none', 'A good day in the park with friends.');
insert into ids select 'private', id from public.create_entry('happy', null, 'Something only for me to read.',
  'private', null, null, null, null, 'none', null);

select tests.authenticate_as('reader');
select is(public.set_reaction((select id from ids where name = 'public'), 'love'),
  '{"reaction": "love", "support_count": 0, "love_count": 1, "strength_count": 0}'::jsonb, 'a first reaction adds it');
select is(public.my_reactions((select id from ids where name = 'public')), array['love'], 'my_reactions shows it');
select is((select my_reaction from public.feed() where id = (select id from ids where name = 'public')), 'love',
  'the feed carries the caller''s reaction inline');
select is(public.set_reaction((select id from ids where name = 'public'), 'strength'),
  '{"reaction": "strength", "support_count": 0, "love_count": 0, "strength_count": 1}'::jsonb, 'another type switches');
select is(public.set_reaction((select id from ids where name = 'public'), 'strength'),
  '{"reaction": null, "support_count": 0, "love_count": 0, "strength_count": 0}'::jsonb, 'the same type again removes it');
select is(public.my_reactions((select id from ids where name = 'public')), '{}'::text[], 'no reaction left');
select lives_ok(format($$select public.set_reaction(%L, 'support')$$, (select id from ids where name = 'public')), 'react again');
select is(public.remove_reaction((select id from ids where name = 'public'), 'love') ->> 'support_count', '1',
  'removing a type one does not have changes nothing');
select is(public.remove_reaction((select id from ids where name = 'public'), 'support'),
  '{"reaction": null, "support_count": 0, "love_count": 0, "strength_count": 0}'::jsonb, 'remove_reaction removes it');
select throws_ok(format($$select public.set_reaction(%L, 'hug')$$, (select id from ids where name = 'public')),
  'P0001', 'Reaction must be support, love or strength', 'only the three reaction types');
select throws_ok(format($$select public.set_reaction(%L, 'love')$$, (select id from ids where name = 'private')),
  'P0002', 'Entry not found', 'no reaction to a private entry');
select throws_ok(format($$insert into public.reactions (entry_id, user_id, reaction_type) values (%L, %L, 'love')$$,
  (select id from ids where name = 'private'), tests.uid('reader')), '42501', null, 'the insert policy refuses private entries');
select throws_ok(format($$insert into public.reactions (entry_id, user_id, reaction_type) values (%L, %L, 'love')$$,
  (select id from ids where name = 'public'), tests.uid('other')), '42501', null, 'nobody reacts as someone else');
select lives_ok(format($$select public.set_reaction(%L, 'love')$$, (select id from ids where name = 'public')), 'reader loves it');

-- Another user sees and changes none of reader's reactions.
select tests.authenticate_as('other');
select is((select count(*)::integer from public.reactions), 0, 'users read only their own reactions');
select is(tests.affected($$update public.reactions set reaction_type = 'support'$$), 0, 'nobody switches another''s reaction (0 rows)');
select is(tests.affected($$delete from public.reactions$$), 0, 'nobody removes another''s reaction (0 rows)');
select is(public.set_reaction((select id from ids where name = 'public'), 'love') ->> 'love_count', '2', 'a second user''s love counts');

-- An anonymous user reacts like anyone signed in.
select tests.authenticate_as_anonymous('ghost');
select is(public.set_reaction((select id from ids where name = 'public'), 'support') ->> 'support_count', '1',
  'an anonymous user can react');

-- anon cannot react.
select tests.act_as_anon();
select throws_ok(format($$select public.set_reaction(%L, 'love')$$, (select id from ids where name = 'public')),
  '42501', null, 'anon cannot call set_reaction');
select throws_ok(format($$insert into public.reactions (entry_id, user_id, reaction_type) values (%L, gen_random_uuid(), 'love')$$,
  (select id from ids where name = 'public')), '42501', null, 'anon cannot insert reactions');
select is((select count(*)::integer from public.reactions), 0, 'anon reads no reactions');

-- Counts follow the reactions and never go below 0.
select tests.clear_authentication();
select is((select array[support_count, love_count, strength_count] from public.entries where id = (select id from ids where name = 'public')),
  array[1, 2, 0], 'counts match the reactions');
update public.entries set love_count = 0 where id = (select id from ids where name = 'public');
delete from public.reactions where entry_id = (select id from ids where name = 'public') and reaction_type = 'love';
select is((select love_count from public.entries where id = (select id from ids where name = 'public')), 0,
  'a count never goes below 0');

-- Deleting the entry removes its reactions.
select tests.authenticate_as('writer');
delete from public.entries where id = (select id from ids where name = 'public');
select tests.clear_authentication();
select is((select count(*)::integer from public.reactions), 0, 'reactions go with their entry');

-- 300 reactions per hour.
select tests.authenticate_as('writer');
insert into ids select 'limit', id from public.create_entry('happy', null, 'Another public entry for limits.',
  'public', null, null, null, null, 'none', 'Another public entry for limits.');
select tests.clear_authentication();
delete from public.rate_limit_events where subject = tests.uid('reader')::text;
insert into public.rate_limit_events (action, subject)
  select 'reaction', tests.uid('reader')::text from generate_series(1, 299);
select tests.authenticate_as('reader');
select lives_ok(format($$select public.set_reaction(%L, 'love')$$, (select id from ids where name = 'limit')), 'the 300th reaction in an hour is fine');
select throws_ok(format($$select public.set_reaction(%L, 'support')$$, (select id from ids where name = 'limit')),
  'HR429', 'Too many requests', 'the 301st reaction in an hour is refused with HR429');
select is(public.my_reactions((select id from ids where name = 'limit')), array['love'], 'the refused switch changed nothing');
select tests.clear_authentication();
update public.rate_limit_events set created_at = now() - interval '61 minutes' where subject = tests.uid('reader')::text;
select tests.authenticate_as('reader');
select lives_ok(format($$select public.set_reaction(%L, 'support')$$, (select id from ids where name = 'limit')), 'an hour later it works again');
select tests.clear_authentication();
select is((select count(*)::integer from public.rate_limit_events where subject = tests.uid('reader')::text), 1,
  'old rate-limit rows are pruned');

select * from finish();
rollback;
