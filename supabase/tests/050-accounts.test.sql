-- Accounts: profiles, usernames, login attempts, the service-only duties, growth and prompts.
begin;
set local search_path = public, extensions;
select plan(32);

select tests.create_user('alice');
select tests.create_user('bob');
select tests.create_user('ghost', true);
create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

-- Profiles: each user reads only their own; nobody writes them through the API.
select tests.authenticate_as('alice');
select is((select array_agg(username) from public.profiles), array['alice'], 'a user reads only their own profile');
select throws_ok($$insert into public.profiles (id, username) values (gen_random_uuid(), 'mallory')$$, '42501', null,
  'nobody creates profiles directly');
select throws_ok($$update public.profiles set username = 'root'$$, '42501', null, 'nobody renames a profile directly');
select tests.act_as_anon();
select throws_ok($$select username from public.profiles$$, '42501', null, 'anon reads no profiles');

-- Usernames: unique case-insensitively; anyone may ask, nobody may list them.
select is(public.username_available('ALICE'), false, 'a taken username is unavailable, whatever its case');
select is(public.username_available('newcomer'), true, 'a free username is available');
select is((select count(*)::integer from public.taken_usernames where username_hash = 'alice'), 0,
  'taken_usernames holds hashes, not names');
select tests.clear_authentication();
select throws_ok($$update auth.users set raw_user_meta_data = '{"username": "Alice"}' where id = tests.uid('bob')$$,
  '23505', null, 'two users cannot share a username in different case');
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"username": "robert"}' where id = tests.uid('bob');
select is((select username from public.profiles where id = tests.uid('bob')), 'robert', 'a username change follows auth.users');
select is(public.username_available('bob'), true, 'the old username becomes available');
select is(public.username_available('Robert'), false, 'the new one is taken');

-- Login attempts: 10 per username per 15 minutes.
select tests.act_as_anon();
select is((select count(*)::integer from generate_series(1, 10) where public.login_attempt('alice')), 10, 'ten login attempts are allowed');
select is(public.login_attempt('Alice'), false, 'the 11th within 15 minutes is refused (case-insensitive)');
select is(public.login_attempt('bob'), true, 'other usernames are unaffected');
select throws_ok($$insert into public.rate_limit_events (action, subject) values ('entry', 'x')$$, '42501', null,
  'only login attempts can be recorded directly');
select throws_ok($$select * from public.rate_limit_events$$, '42501', null, 'nobody reads the rate-limit log');

-- Service-only duties.
select throws_ok($$select public.email_for_username('alice')$$, '42501', null, 'anon cannot resolve a username to an email');
select tests.authenticate_as('alice');
select throws_ok($$select public.email_for_username('alice')$$, '42501', null, 'a user cannot resolve a username to an email');
select throws_ok(format($$select public.merge_anonymous_user(%L, %L)$$, tests.uid('ghost'), tests.uid('alice')), '42501', null,
  'a user cannot merge anyone');
select tests.act_as_service();
select is(public.email_for_username(' ALICE '), 'alice@hearth.test', 'the service role resolves a username to its email');
select is(public.email_for_username('ghost'), null, 'an unknown username has no email');

-- The anonymous user writes, reacts and receives; then logs in as alice on the same device.
select tests.authenticate_as('bob');
insert into ids select 'bob', id from public.create_entry('happy', null, 'Bob shares something kind today.',
  'public', null, null, null, null, 'none', 'Bob shares something kind today.');
select tests.authenticate_as_anonymous('ghost');
insert into ids select 'ghost', id from public.create_entry('sad', null, 'Written before I had an account.',
  'public', null, 'family', 'medium', array['home'], 'none', 'Written before I had an account.');
select public.set_reaction((select id from ids where name = 'bob'), 'love');
select tests.authenticate_as('alice');
select public.set_reaction((select id from ids where name = 'bob'), 'support');
select public.send_supportive_response((select id from ids where name = 'ghost'), 'I hear you. Be gentle with yourself.');

select tests.act_as_service();
select is(public.merge_anonymous_user(tests.uid('ghost'), tests.uid('alice')),
  '{"merged": true, "entries": 1, "reactions": 0, "messages": 1}'::jsonb,
  'merge moves the entries and messages; the account''s own reaction wins on the same entry');
select is(public.merge_anonymous_user(tests.uid('bob'), tests.uid('alice')) ->> 'merged', 'false',
  'a registered user''s data is never merged away');
select tests.authenticate_as('alice');
select is((select count(*)::integer from public.timeline()), 1, 'the account now has the anonymous user''s entry');
select is((select journal_text from public.timeline() limit 1), 'Written before I had an account.', 'with its original words');
select is((select array[support_count, love_count] from public.entries where id = (select id from ids where name = 'bob')),
  array[1, 0], 'the duplicate reaction was resolved and the counts follow');
select is(public.unread_count(), 1, 'the anonymous user''s messages arrive in the account''s inbox');

-- Growth: patterns by mood label in percent, intensities, categories, tags and recurring themes.
select public.create_entry('sad', null, 'Thinking about home and family again.', 'private', null, 'family', 'high',
  array['home', 'family'], 'none', null);
select public.create_entry('happy', null, 'A happy walk with my dog at sunset.', 'private', null, 'joy', 'low',
  array['dog'], 'none', null);
select is(public.growth(),
  '{"total_entries": 3, "journaling_days": 1, "public_entries": 1, "avg_words_per_entry": 6.7,
    "most_common_category": "family",
    "patterns": {"Reflective": 67, "Joyful": 33},
    "intensity_patterns": {"high": 1, "medium": 1, "low": 1},
    "category_patterns": {"family": 2, "joy": 1},
    "ai_tags": [{"tag": "home", "count": 2}, {"tag": "dog", "count": 1}, {"tag": "family", "count": 1}],
    "themes": [{"theme": "home", "count": 2}]}'::jsonb,
  'growth summarises the caller''s entries');
select tests.authenticate_as('bob');
select is((public.growth() ->> 'total_entries')::integer, 1, 'growth only counts the caller''s own entries');
select tests.act_as_anon();
select throws_ok($$select public.growth()$$, '42501', null, 'anon has no growth data');

-- Prompts: anyone reads them; nobody changes them.
select isnt(public.random_prompt(), null, 'random_prompt returns a prompt, even for anon');
select throws_ok($$delete from public.prompts$$, '42501', null, 'prompts are read-only');

select * from finish();
rollback;
