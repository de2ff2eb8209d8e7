-- Entries: written only through the writer's door, read as the caller; privacy of the writer and of
-- the original words, what clients can never assert, holds for any risk signal, limits.
begin;
set local search_path = public, extensions;
select plan(53);

select tests.create_user('alice');
select tests.create_user('bob');
select tests.create_user('ghost', true);

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

-- Alice writes one public and one private entry, through the API's door.
select tests.write_as('alice');
insert into ids select 'public', id from private.create_entry('sad', 'What is on your mind?',
  '  My name is Alice and today felt long.  ', 'public', 'A reflection', 'Work', 'high',
  array['Stress', 'work', 'stress', ' '], 'none', array[' '], 'My name is [name] and today felt long.');
insert into ids select 'private', id from private.create_entry('happy', null,
  'A quiet evening with tea and a book.', null, null, null, null, null, null, null, 'Ignored: a private entry is not shared.');

select tests.clear_authentication();
select is((select mood from public.entries where id = (select id from ids where name = 'public')), 'sad',
  'entries store the mood key');
select is((select safety_reasons from public.entries where id = (select id from ids where name = 'public')),
  '{}'::text[], 'blank safety reasons are dropped');
select is((select shared_text from public.entries where id = (select id from ids where name = 'private')), null,
  'a private entry keeps no shared copy');
select is((select visibility from public.entries where id = (select id from ids where name = 'private')), 'private',
  'entries are private by default');

select tests.authenticate_as('alice');
select is((select journal_text from public.timeline() where id = (select id from ids where name = 'public')),
  'My name is Alice and today felt long.', 'the writer reads their own trimmed words in the timeline');
select is((select word_count from public.timeline() where id = (select id from ids where name = 'public')), 8,
  'the database counts the words');
select is((select tags from public.timeline() where id = (select id from ids where name = 'public')),
  array['stress', 'work'], 'tags are trimmed, lower-cased and deduplicated');
select is((select category from public.timeline() where id = (select id from ids where name = 'public')), 'work',
  'the category is lower-cased');
select is((select count(*)::integer from public.timeline()), 2, 'the timeline has both of the writer''s entries');
select is((select jsonb_build_object('total_entries', g -> 'total_entries', 'journaling_days', g -> 'journaling_days',
                                     'public_entries', g -> 'public_entries') from (select public.growth() g) x),
  '{"total_entries": 2, "journaling_days": 1, "public_entries": 1}'::jsonb, 'growth counts entries, days and public entries');
select is((select journal_text from public.feed() where id = (select id from ids where name = 'public')),
  'My name is [name] and today felt long.', 'the feed itself is the same for everyone: the shared text');
select throws_ok($$select safety_reasons from public.entries$$, '42501', null,
  'the safety reasons are not readable by clients, not even the writer''s own');

select tests.write_as('alice');
select throws_ok($$select * from private.create_entry('Joyful', null, 'A label is not a key.', 'private', null, null, null, null, null, null, null)$$,
  'P0001', 'Unknown mood', 'only a mood key is stored (labels and emoji are for display)');
select throws_ok($$select * from private.create_entry('sad', null, '   short   ', 'private', null, null, null, null, null, null, null)$$,
  'P0001', 'An entry must be between 10 and 1000 characters', 'text under 10 characters after trimming is refused');
select throws_ok($$select * from private.create_entry('sad', null, repeat('x', 1001), 'private', null, null, null, null, null, null, null)$$,
  'P0001', 'An entry must be between 10 and 1000 characters', 'text over 1000 characters is refused');
select lives_ok($$select * from private.create_entry('sad', null, repeat('x', 1000), 'private', null, null, null, null, null, null, null)$$,
  'exactly 1000 characters is accepted');
select throws_ok($$select * from private.create_entry('sad', null, 'Long enough text here', 'friends', null, null, null, null, null, null, null)$$,
  'P0001', 'Visibility must be public or private', 'visibility is public or private');
select throws_ok($$select * from private.create_entry('sad', null, 'Long enough text here', 'public', null, null, null, null, null, null, null)$$,
  'P0001', 'A public entry needs its shared text', 'a public entry needs the shared text');
select throws_ok($$select * from private.create_entry('sad', null, 'Long enough text here', 'private', null, null, 'extreme', null, null, null, null)$$,
  'P0001', 'Emotional intensity must be high, medium or low', 'intensity is high, medium or low');

-- Bob sees the shared text, never Alice's words, and never who wrote it.
select tests.authenticate_as('bob');
select is((select journal_text from public.feed() where id = (select id from ids where name = 'public')),
  'My name is [name] and today felt long.', 'others read the shared (redacted) text in the feed');
select is((select count(*)::integer from public.entry_texts), 0, 'others cannot select the original words');
select is((select count(*)::integer from public.entries where id = (select id from ids where name = 'private')), 0,
  'others cannot see a private entry');
select is((select count(*)::integer from public.feed() where id = (select id from ids where name = 'private')), 0,
  'private entries are not in the feed');
select throws_ok($$select user_id from public.entries$$, '42501', null, 'nobody can select the writer of an entry');
select is((select count(*)::integer from public.timeline()), 0, 'another user''s timeline is empty of Alice''s entries');

-- What a client could try through the Data API: every write is refused outright (42501).
select throws_ok($$insert into public.entries (user_id, mood, visibility, safety_level) values (auth.uid(), 'happy', 'private', 'none')$$,
  '42501', null, 'a signed-in user cannot insert an entry directly');
select throws_ok(format($$update public.entries set shared_text = 'edited after the checks' where id = %L$$, (select id from ids where name = 'public')),
  '42501', null, 'nobody edits an entry''s shared text directly');
select throws_ok($$update public.entries set moderation_status = 'visible'$$, '42501', null,
  'nobody changes the moderation status');
select throws_ok($$update public.entries set support_count = 100$$, '42501', null, 'nobody changes the counts');
select throws_ok($$delete from public.entries$$, '42501', null, 'nobody deletes entries directly');
select throws_ok(format($$insert into public.entry_texts (entry_id, user_id, journal_text) values (%L, %L, 'Words for her entry')$$,
  (select id from ids where name = 'private'), tests.uid('bob')),
  '42501', null, 'nobody attaches words to an entry');
select throws_ok($$select * from private.create_entry('sad', null, 'Straight to the door.', 'public', null, null, null, null, 'none', null, 'Straight to the door.')$$,
  '42501', null, 'a signed-in user cannot call the writer''s functions');

-- An anonymous user writes too (they are authenticated users with is_anonymous).
select tests.write_as_anonymous('ghost');
select lives_ok($$select * from private.create_entry('pleading', null, 'Writing without an account.', 'private', null, null, null, null, null, null, null)$$,
  'an anonymous user can write an entry');
select tests.authenticate_as_anonymous('ghost');
select is((select count(*)::integer from public.timeline()), 1, 'an anonymous user sees only their own entry in the timeline');
select is((select count(*)::integer from public.entry_texts), 1, 'an anonymous user reads only their own words');

-- The anon role reads public entries and nothing else; without a user the door writes nothing.
select tests.act_as_anon();
select is((select count(*)::integer from public.feed()), 1, 'anon reads the public feed');
select is((select journal_text from public.feed() limit 1), 'My name is [name] and today felt long.', 'anon sees the shared text');
select throws_ok($$select count(*) from public.entry_texts$$, '42501', null, 'anon has no access to the original words');
select throws_ok($$select * from public.timeline()$$, '42501', null, 'anon has no timeline');
select throws_ok($$insert into public.entries (user_id, mood) values (gen_random_uuid(), 'happy')$$, '42501', null,
  'anon cannot insert entries');
select tests.write_as_nobody();
select throws_ok($$select * from private.create_entry('sad', null, 'Long enough text here', 'private', null, null, null, null, null, null, null)$$,
  '42501', 'Sign in to write an entry', 'the writer''s door needs a verified user');

-- Crisis entries are held from every public list, and the hold is dated.
select tests.write_as('alice');
select lives_ok($$insert into ids select 'crisis', id from private.create_entry('sad', null, 'I do not want to be here anymore', 'public', null, null, 'high', null, 'crisis', array['crisis: intent'], 'I do not want to be here anymore')$$,
  'a crisis entry is written');
select tests.clear_authentication();
select is((select moderation_status from public.entries where id = (select id from ids where name = 'crisis')), 'held',
  'a crisis entry is held on insert');
select ok((select held_at is not null from public.entries where id = (select id from ids where name = 'crisis')),
  'and held_at says when');
select tests.authenticate_as('alice');
select is((select count(*)::integer from public.timeline() where id = (select id from ids where name = 'crisis')), 1,
  'the writer still sees their held entry');
select tests.authenticate_as('bob');
select is((select count(*)::integer from public.feed() where id = (select id from ids where name = 'crisis')), 0,
  'a held entry is not in the feed');

-- Any risk signal holds a public post, not only a crisis: a concern (or a language the check cannot read).
select tests.write_as('alice');
insert into ids select 'concern', id from private.create_entry('sad', null, 'Nothing is going to change for me', 'public', null, null, 'medium', null, 'concern', array['language not checked', ' '], 'Nothing is going to change for me');
select tests.clear_authentication();
select is((select moderation_status from public.entries where id = (select id from ids where name = 'concern')), 'held',
  'a concern entry is held on insert');
select is((select safety_reasons from public.entries where id = (select id from ids where name = 'concern')),
  array['language not checked'], 'the safety reasons the API gave are stored (blank ones dropped)');
select is((select moderation_status from public.entries where id = (select id from ids where name = 'public')), 'visible',
  'an entry with no signal is visible at once');
select tests.authenticate_as('bob');
select is((select count(*)::integer from public.feed() where id = (select id from ids where name = 'concern')), 0,
  'a held concern entry is not in the feed');

-- 30 entries per hour, at most 10 of them public.
select tests.clear_authentication();
insert into private.rate_limit_events (action, subject) select 'entry', tests.uid('bob')::text from generate_series(1, 29);
select tests.write_as('bob');
select lives_ok($$select * from private.create_entry('sad', null, 'The thirtieth entry this hour.', 'private', null, null, null, null, null, null, null)$$,
  'the 30th entry in an hour is fine');
select throws_ok($$select * from private.create_entry('sad', null, 'The thirty-first entry this hour.', 'private', null, null, null, null, null, null, null)$$,
  'HR429', 'Too many requests', 'the 31st entry in an hour is refused with HR429');
select tests.clear_authentication();
insert into private.rate_limit_events (action, subject) select 'public_entry', tests.uid('alice')::text from generate_series(1, 8);
select tests.write_as('alice');
select throws_ok($$select * from private.create_entry('sad', null, 'One public entry too many.', 'public', null, null, null, null, 'none', null, 'One public entry too many.')$$,
  'HR429', 'Too many requests', 'the 11th public entry in an hour is refused (two were written above)');

select * from finish();
rollback;
