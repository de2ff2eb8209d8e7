-- Reactions: one per user per entry, never on one's own entry, counts kept by triggers and never
-- below 0, written only through the writer's door, read only by their author.
begin;
set local search_path = public, extensions;
select plan(30);

select tests.create_user('writer');
select tests.create_user('reader');
select tests.create_user('other');
select tests.create_user('ghost', true);

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

select tests.write_as('writer');
insert into ids select 'public', id from private.create_entry('happy', null, 'A good day in the park with friends.',
  'public', null, null, null, null, 'none', null, 'A good day in the park with friends.');
insert into ids select 'private', id from private.create_entry('happy', null, 'Something only for me to read.',
  'private', null, null, null, null, 'none', null, null);
select throws_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'public')),
  'P0001', 'You cannot react to your own entry', 'nobody reacts to their own entry');

select tests.write_as('reader');
select is(private.set_reaction((select id from ids where name = 'public'), 'love'),
  '{"reaction": "love", "support_count": 0, "love_count": 1, "strength_count": 0}'::jsonb, 'a first reaction adds it');
select tests.authenticate_as('reader');
select is(public.my_reactions((select id from ids where name = 'public')), array['love'], 'my_reactions shows it');
select results_eq(format($$select id, my_reaction from public.feed_personal(array[%L]::uuid[])$$, (select id from ids where name = 'public')),
  format($$values (%L::uuid, 'love'::text)$$, (select id from ids where name = 'public')),
  'the caller''s part of a feed page carries the reaction');
select tests.write_as('reader');
select is(private.set_reaction((select id from ids where name = 'public'), 'strength'),
  '{"reaction": "strength", "support_count": 0, "love_count": 0, "strength_count": 1}'::jsonb, 'another type switches');
select is(private.set_reaction((select id from ids where name = 'public'), 'strength'),
  '{"reaction": null, "support_count": 0, "love_count": 0, "strength_count": 0}'::jsonb, 'the same type again removes it');
select tests.authenticate_as('reader');
select is(public.my_reactions((select id from ids where name = 'public')), '{}'::text[], 'no reaction left');
select tests.write_as('reader');
select lives_ok(format($$select private.set_reaction(%L, 'support')$$, (select id from ids where name = 'public')), 'react again');
select is(private.remove_reaction((select id from ids where name = 'public'), 'love') ->> 'support_count', '1',
  'removing a type one does not have changes nothing');
select is(private.remove_reaction((select id from ids where name = 'public'), 'support'),
  '{"reaction": null, "support_count": 0, "love_count": 0, "strength_count": 0}'::jsonb, 'remove_reaction removes it');
select throws_ok(format($$select private.set_reaction(%L, 'hug')$$, (select id from ids where name = 'public')),
  'P0001', 'Reaction must be support, love or strength', 'only the three reaction types');
select throws_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'private')),
  'P0002', 'Entry not found', 'no reaction to a private entry');
select lives_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'public')), 'reader loves it');

-- Clients write no reaction directly, and see and change none of anyone else's.
select tests.authenticate_as('other');
select throws_ok(format($$insert into public.reactions (entry_id, user_id, reaction_type) values (%L, %L, 'love')$$,
  (select id from ids where name = 'public'), tests.uid('other')), '42501', null, 'a user cannot insert a reaction directly');
select throws_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'public')),
  '42501', null, 'nor call the writer''s function');
select is((select count(*)::integer from public.reactions), 0, 'users read only their own reactions');
select throws_ok($$update public.reactions set reaction_type = 'support'$$, '42501', null, 'nobody switches a reaction directly');
select throws_ok($$delete from public.reactions$$, '42501', null, 'nobody removes a reaction directly');
select tests.write_as('other');
select is(private.set_reaction((select id from ids where name = 'public'), 'love') ->> 'love_count', '2', 'a second user''s love counts');

-- An anonymous user reacts like anyone signed in; anon cannot react at all.
select tests.write_as_anonymous('ghost');
select is(private.set_reaction((select id from ids where name = 'public'), 'support') ->> 'support_count', '1',
  'an anonymous user can react');
select tests.write_as_nobody();
select throws_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'public')),
  '42501', 'Sign in to react', 'without a user the door refuses');
select tests.act_as_anon();
select throws_ok(format($$insert into public.reactions (entry_id, user_id, reaction_type) values (%L, gen_random_uuid(), 'love')$$,
  (select id from ids where name = 'public')), '42501', null, 'anon cannot insert reactions');
select throws_ok($$select count(*) from public.reactions$$, '42501', null, 'anon has no access to reactions');

-- Counts follow the reactions and never go below 0.
select tests.clear_authentication();
select is((select array[support_count, love_count, strength_count] from public.entries where id = (select id from ids where name = 'public')),
  array[1, 2, 0], 'counts match the reactions');
update public.entries set love_count = 0 where id = (select id from ids where name = 'public');
delete from public.reactions where entry_id = (select id from ids where name = 'public') and reaction_type = 'love';
select is((select love_count from public.entries where id = (select id from ids where name = 'public')), 0,
  'a count never goes below 0');

-- Deleting the entry removes its reactions.
delete from public.entries where id = (select id from ids where name = 'public');
select is((select count(*)::integer from public.reactions), 0, 'reactions go with their entry');

-- 300 reactions per hour.
select tests.write_as('writer');
insert into ids select 'limit', id from private.create_entry('happy', null, 'Another public entry for limits.',
  'public', null, null, null, null, 'none', null, 'Another public entry for limits.');
select tests.clear_authentication();
delete from private.rate_limit_events where subject = tests.uid('reader')::text;
insert into private.rate_limit_events (action, subject)
  select 'reaction', tests.uid('reader')::text from generate_series(1, 299);
select tests.write_as('reader');
select lives_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'limit')), 'the 300th reaction in an hour is fine');
select throws_ok(format($$select private.set_reaction(%L, 'support')$$, (select id from ids where name = 'limit')),
  'HR429', 'Too many requests', 'the 301st reaction in an hour is refused with HR429');
select tests.authenticate_as('reader');
select is(public.my_reactions((select id from ids where name = 'limit')), array['love'], 'the refused switch changed nothing');
select tests.clear_authentication();
update private.rate_limit_events set created_at = now() - interval '61 minutes' where subject = tests.uid('reader')::text;
select tests.write_as('reader');
select lives_ok(format($$select private.set_reaction(%L, 'support')$$, (select id from ids where name = 'limit')), 'an hour later it works again');

select * from finish();
rollback;
