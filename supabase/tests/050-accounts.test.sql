-- Accounts: profiles, usernames, login attempts, the service-only duties, growth and prompts.
begin;
set local search_path = public, extensions;
select plan(51);

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

-- Usernames: unique case-insensitively; the API may ask, no client can list them (not even hashed).
select throws_ok($$select private.username_available('alice')$$, '42501', null, 'anon cannot ask the database directly');
select tests.write_as_nobody();
select is(private.username_available('ALICE'), false, 'a taken username is unavailable, whatever its case');
select is(private.username_available('newcomer'), true, 'a free username is available');
select tests.clear_authentication();
select is((select count(*)::integer from pg_catalog.pg_class c
            where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm')
              and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
              and exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attname ~ 'hash')),
  0, 'no client-readable table or view holds username hashes');
select tests.create_user('eve', true);
select tests.create_user('frank', true);
select tests.create_user('zw', true);
select tests.create_user('fw', true);
select throws_ok($$update auth.users set raw_user_meta_data = raw_user_meta_data || '{"username": "Alice"}', is_anonymous = false where id = tests.uid('frank')$$,
  '23505', null, 'two users cannot share a username in different case');
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"username": "robert"}' where id = tests.uid('bob');
select is((select username from public.profiles where id = tests.uid('bob')), 'bob', 'a username never changes through metadata');
update auth.users set raw_user_meta_data = raw_user_meta_data || '{"username": "squatter"}' where id = tests.uid('eve');
select is((select username from public.profiles where id = tests.uid('eve')), null, 'an anonymous user cannot claim a username');
update auth.users set is_anonymous = false where id = tests.uid('eve');
select is((select username from public.profiles where id = tests.uid('eve')), 'squatter', 'it becomes theirs when they register');
select throws_ok($$update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('username', 'ma' || chr(8203) || 'ple'), is_anonymous = false where id = tests.uid('zw')$$,
  '23514', null, 'no invisible characters in a username');
select throws_ok($$update auth.users set raw_user_meta_data = raw_user_meta_data || '{"username": "ｍａｐｌｅ"}', is_anonymous = false where id = tests.uid('fw')$$,
  '23514', null, 'usernames are stored in NFKC form');
select throws_ok($$update auth.users set raw_user_meta_data = raw_user_meta_data || '{"username": "mаple"}', is_anonymous = false where id = tests.uid('fw')$$,
  '23514', null, 'no Latin and Cyrillic letters in one username');
select throws_ok($$update auth.users set raw_user_meta_data = raw_user_meta_data || '{"username": "аӏісе"}', is_anonymous = false where id = tests.uid('fw')$$,
  '23505', null, 'no username that looks like another (all-Cyrillic "аӏісе" beside "alice")');
select is(private.username_available('аӏісе'), false, 'nor is a look-alike available');
select tests.write_as_nobody();
select is(private.username_available('bob'), false, 'the username stays taken');
select is(private.username_available('Robert'), true, 'the one asked for in metadata is not');

-- Login attempts: 10 per username and address per 15 minutes, counted only through the door.
select is((select count(*)::integer from generate_series(1, 10) where private.login_attempt('alice', '203.0.113.1') = 0), 10,
  'ten login attempts from one address are allowed');
select cmp_ok(private.login_attempt('Alice', '203.0.113.1'), '>', 0, 'the 11th within 15 minutes waits (case-insensitive)');
select is(private.login_attempt('bob', '203.0.113.1'), 0, 'other usernames are unaffected');
select is(private.login_attempt('alice', '198.51.100.7'), 0, 'the owner on a new address gets in at once');
-- Many addresses, each after its first try, share one attempt per 5 seconds for the account.
select is((select count(*)::integer from generate_series(1, 5) a where private.login_attempt('carol', '192.0.2.' || a) = 0), 5,
  'a first try from each address is evaluated');
select is((select count(*)::integer from generate_series(1, 5) a where private.login_attempt('carol', '192.0.2.' || a) = 0), 5,
  'and so is a second, up to 10 for the account');
select cmp_ok(private.login_attempt('carol', '192.0.2.1'), '>', 0, 'past 10, an address that already tried waits');
select is(private.login_attempt('carol', '192.0.2.99'), 0, 'while a fresh address still gets its try');
select tests.act_as_anon();
select throws_ok($$select private.login_attempt('alice', '203.0.113.1')$$, '42501', null, 'a client cannot count login attempts against anyone');
select throws_ok($$insert into private.rate_limit_events (action, subject) values ('login', 'x')$$, '42501', null,
  'nobody records rate-limited actions directly');
select tests.authenticate_as('alice');
select throws_ok($$select * from private.rate_limit_events$$, '42501', null, 'nobody reads the rate-limit log');

-- The door's account duties: clients cannot call them.
select throws_ok($$select private.email_for_username('alice')$$, '42501', null, 'a user cannot resolve a username to an email');
select throws_ok(format($$select private.merge_anonymous_user(%L, %L)$$, tests.uid('ghost'), tests.uid('alice')), '42501', null,
  'a user cannot merge anyone');
select tests.write_as_nobody();
select is(private.email_for_username(' ALICE '), 'alice@hearth.test', 'the API resolves a username to its email');
select is(private.email_for_username('ghost'), null, 'an unknown username has no email');

-- The anonymous user writes, reacts and receives; then logs in as alice on the same device.
select tests.write_as('bob');
insert into ids select 'bob', id from private.create_entry('happy', null, 'Bob shares something kind today.',
  'public', null, null, null, null, 'none', null, 'Bob shares something kind today.');
select tests.write_as_anonymous('ghost');
insert into ids select 'ghost', id from private.create_entry('sad', null, 'Written before I had an account.',
  'public', null, 'family', 'medium', array['home'], 'none', null, 'Written before I had an account.');
select private.set_reaction((select id from ids where name = 'bob'), 'love');
select private.send_supportive_response((select id from ids where name = 'bob'), 'Sending you warmth and strength today.');
select tests.write_as('alice');
select private.set_reaction((select id from ids where name = 'bob'), 'support');
select private.send_supportive_response((select id from ids where name = 'ghost'), 'I hear you. Be gentle with yourself.');
select private.send_supportive_response((select id from ids where name = 'bob'), 'Someone out here is rooting for you.');

select tests.write_as_anonymous('ghost');
select is(private.merge_anonymous_user(tests.uid('ghost'), tests.uid('alice')),
  '{"merged": true, "entries": 1, "reactions": 0, "messages": 1}'::jsonb,
  'merge moves the entries and messages; the account''s own reaction wins on the same entry');
select tests.clear_authentication();
select is((select count(*)::integer from public.supportive_messages where recipient_id = tests.uid('bob')), 2,
  'where both sent a message to one entry, the recipient keeps both');
select tests.write_as('alice');
select is(private.merge_anonymous_user(tests.uid('bob'), tests.uid('alice')) ->> 'merged', 'false',
  'a registered user''s data is never merged away');
select tests.authenticate_as('alice');
select is((select count(*)::integer from public.timeline()), 1, 'the account now has the anonymous user''s entry');
select is((select journal_text from public.timeline() limit 1), 'Written before I had an account.', 'with its original words');
select is((select array[support_count, love_count] from public.entries where id = (select id from ids where name = 'bob')),
  array[1, 0], 'the duplicate reaction was resolved and the counts follow');
select is(public.unread_count(), 1, 'the anonymous user''s messages arrive in the account''s inbox');

-- Growth: patterns by mood label in percent, intensities, categories, tags and recurring themes.
select tests.write_as('alice');
select private.create_entry('sad', null, 'Thinking about home and family again.', 'private', null, 'family', 'high',
  array['home', 'family'], 'none', null, null);
select private.create_entry('happy', null, 'A happy walk with my dog at sunset.', 'private', null, 'joy', 'low',
  array['dog'], 'none', null, null);
select tests.authenticate_as('alice');
select is(public.growth(),
  '{"total_entries": 3, "journaling_days": 1, "public_entries": 1, "avg_words_per_entry": 6.7,
    "most_common_category": "family",
    "patterns": {"sad": 67, "happy": 33},
    "intensity_patterns": {"high": 1, "medium": 1, "low": 1},
    "category_patterns": {"family": 2, "joy": 1},
    "ai_tags": [{"tag": "home", "count": 2}, {"tag": "dog", "count": 1}, {"tag": "family", "count": 1}],
    "themes": [{"theme": "home", "count": 2}]}'::jsonb,
  'growth summarises the caller''s entries, patterns by mood key');
select tests.authenticate_as('bob');
select is((public.growth() ->> 'total_entries')::integer, 1, 'growth only counts the caller''s own entries');
select tests.act_as_anon();
select throws_ok($$select public.growth()$$, '42501', null, 'anon has no growth data');

-- Prompts: anyone reads them; nobody changes them.
select isnt(public.random_prompt(), null, 'random_prompt returns a prompt, even for anon');
select throws_ok($$delete from public.prompts$$, '42501', null, 'prompts are read-only');

-- The session check a new entry makes in its first statement: live sessions of the token's own user only.
select tests.clear_authentication();
insert into auth.sessions (id, user_id, created_at, not_after) values
  ('5e55101e-0000-4000-8000-000000000001', tests.uid('alice'), now(), null),
  ('5e55101e-0000-4000-8000-000000000002', tests.uid('alice'), now() - interval '2 days', now() - interval '1 day');
select tests.write_as('alice');
select throws_ok($$select private.check_session()$$, 'HR401', 'This session has ended. Please sign in again.',
  'a session that is not in auth.sessions has ended');
select set_config('request.jwt.claims', jsonb_build_object('sub', tests.uid('alice'), 'role', 'authenticated',
  'session_id', '5e55101e-0000-4000-8000-000000000001')::text, true);
select lives_ok($$select private.check_session()$$, 'a live session of the token''s user passes');
select set_config('request.jwt.claims', jsonb_build_object('sub', tests.uid('alice'), 'role', 'authenticated',
  'session_id', '5e55101e-0000-4000-8000-000000000002')::text, true);
select throws_ok($$select private.check_session()$$, 'HR401', null, 'a session past its not_after has ended');
select set_config('request.jwt.claims', jsonb_build_object('sub', tests.uid('bob'), 'role', 'authenticated',
  'session_id', '5e55101e-0000-4000-8000-000000000001')::text, true);
select throws_ok($$select private.check_session()$$, 'HR401', null, 'another user''s session does not count');
select tests.authenticate_as('alice');
select throws_ok($$select private.check_session()$$, '42501', null, 'clients cannot call the check directly');
select tests.clear_authentication();

select * from finish();
rollback;
