-- Entries: writing, reading, privacy of the writer and of the original words, crisis holds, limits.
begin;
set local search_path = public, extensions;
select plan(52);

select tests.create_user('alice');
select tests.create_user('bob');
select tests.create_user('ghost', true);

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

-- Alice writes one public and one private entry.
select tests.authenticate_as('alice');
insert into ids select 'public', id from public.create_entry('sad', 'What is on your mind?',
  '  My name is Alice and today felt long.  ', 'public', 'A reflection', 'Work', 'high',
  array['Stress', 'work', 'stress', ' '], 'none', 'My name is [name] and today felt long.');
insert into ids select 'private', id from public.create_entry('happy', null,
  'A quiet evening with tea and a book.', null, null, null, null, null, null, null);

select is((select mood from public.entries where id = (select id from ids where name = 'public')), '😔',
  'create_entry stores the emoji of a legacy mood key');
select is((select visibility from public.entries where id = (select id from ids where name = 'private')), 'private',
  'entries are private by default');
select is((select journal_text from public.timeline() where id = (select id from ids where name = 'public')),
  'My name is Alice and today felt long.', 'the writer reads their own trimmed words in the timeline');
select is((select word_count from public.timeline() where id = (select id from ids where name = 'public')), 8,
  'the database counts the words');
select is((select tags from public.timeline() where id = (select id from ids where name = 'public')),
  array['stress', 'work'], 'tags are trimmed, lower-cased and deduplicated');
select is((select category from public.timeline() where id = (select id from ids where name = 'public')), 'work',
  'the category is lower-cased');
select is((select count(*)::integer from public.timeline()), 2, 'the timeline has both of the writer''s entries');
select is(public.timeline_stats(), '{"total_entries": 2, "journaling_days": 1, "public_entries": 1}'::jsonb,
  'timeline_stats counts entries, days and public entries');
select is((select journal_text from public.feed() where id = (select id from ids where name = 'public')),
  'My name is Alice and today felt long.', 'in the feed the writer still sees their own words');

select throws_ok($$select * from public.create_entry('sad', null, '   short   ', 'private', null, null, null, null, null, null)$$,
  'P0001', 'An entry must be between 10 and 1000 characters', 'text under 10 characters after trimming is refused');
select throws_ok($$select * from public.create_entry('sad', null, repeat('x', 1001), 'private', null, null, null, null, null, null)$$,
  'P0001', 'An entry must be between 10 and 1000 characters', 'text over 1000 characters is refused');
select lives_ok($$select * from public.create_entry('sad', null, repeat('x', 1000), 'private', null, null, null, null, null, null)$$,
  'exactly 1000 characters is accepted');
select throws_ok($$select * from public.create_entry('sad', null, 'Long enough text here', 'friends', null, null, null, null, null, null)$$,
  'P0001', 'Visibility must be public or private', 'visibility is public or private');
select throws_ok($$select * from public.create_entry('sad', null, 'Long enough text here', 'public', null, null, null, null, null, null)$$,
  'P0001', 'A public entry needs its shared text', 'a public entry needs the shared text');
select throws_ok($$select * from public.create_entry('sad', null, 'Long enough text here', 'private', null, null, 'extreme', null, null, null)$$,
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
select is(tests.affected(format('update public.entries set mood = %L where id = %L', '😊', (select id from ids where name = 'public'))), 0,
  'others cannot update an entry (0 rows)');
select is(tests.affected(format('delete from public.entries where id = %L', (select id from ids where name = 'public'))), 0,
  'others cannot delete an entry (0 rows)');
select is(tests.affected(format('update public.entry_texts set journal_text = %L where entry_id = %L', 'Bob was here all along', (select id from ids where name = 'public'))), 0,
  'others cannot change the original words (0 rows)');
select throws_ok(format($$insert into public.entries (user_id, mood, visibility) values (%L, '😊', 'private')$$, tests.uid('alice')),
  '42501', null, 'nobody can write an entry as someone else');
select throws_ok(format($$insert into public.entry_texts (entry_id, user_id, journal_text) values (%L, %L, 'Words for her entry')$$,
  (select id from ids where name = 'private'), tests.uid('bob')),
  '42501', null, 'nobody can attach words to another''s entry');
select throws_ok($$update public.entries set moderation_status = 'visible'$$, '42501', null,
  'writers cannot change the moderation status (no column privilege)');
select throws_ok($$update public.entries set support_count = 100$$, '42501', null,
  'nobody changes the counts directly');

-- An anonymous user writes too (they are authenticated users with is_anonymous).
select tests.authenticate_as_anonymous('ghost');
select lives_ok($$select * from public.create_entry('🥺', null, 'Writing without an account.', 'private', null, null, null, null, null, null)$$,
  'an anonymous user can write an entry');
select is((select count(*)::integer from public.timeline()), 1, 'an anonymous user sees only their own entry in the timeline');
select is((select count(*)::integer from public.entry_texts), 1, 'an anonymous user reads only their own words');

-- The anon role reads public entries and nothing else.
select tests.act_as_anon();
select is((select count(*)::integer from public.feed()), 1, 'anon reads the public feed');
select is((select journal_text from public.feed() limit 1), 'My name is [name] and today felt long.', 'anon sees the shared text');
select is((select my_reaction from public.feed() limit 1), null, 'anon has no reaction');
select is((select count(*)::integer from public.entry_texts), 0, 'anon reads no original words');
select throws_ok($$select * from public.create_entry('sad', null, 'Long enough text here', 'private', null, null, null, null, null, null)$$,
  '42501', null, 'anon cannot write an entry');
select throws_ok($$select * from public.timeline()$$, '42501', null, 'anon has no timeline');
select throws_ok($$insert into public.entries (user_id, mood) values (gen_random_uuid(), '😊')$$, '42501', null,
  'anon cannot insert entries');
select throws_ok($$delete from public.entries$$, '42501', null, 'anon cannot delete entries');

-- The writer changes and deletes their own entry.
select tests.authenticate_as('alice');
select is(tests.affected(format('update public.entries set visibility = %L where id = %L', 'private', (select id from ids where name = 'public'))), 1,
  'the writer can update their own entry');
select is((select count(*)::integer from public.feed()), 0, 'an entry made private leaves the feed');
select is(tests.affected(format('delete from public.entries where id = %L', (select id from ids where name = 'private'))), 1,
  'the writer can delete their own entry');

-- Crisis entries are held from every public list.
select lives_ok($$insert into ids select 'crisis', id from public.create_entry('sad', null, 'I do not want to be here anymore', 'public', null, null, 'high', null, 'crisis', 'I do not want to be here anymore')$$,
  'a crisis entry is written');
select is((select moderation_status from public.entries where id = (select id from ids where name = 'crisis')), 'held',
  'a crisis entry is held on insert');
select is((select count(*)::integer from public.timeline() where id = (select id from ids where name = 'crisis')), 1,
  'the writer still sees their held entry');
select tests.authenticate_as('bob');
select is((select count(*)::integer from public.feed() where id = (select id from ids where name = 'crisis')), 0,
  'a held entry is not in the feed');

-- 30 entries per hour.
select tests.clear_authentication();
delete from public.rate_limit_events where subject = tests.uid('bob')::text;
insert into public.rate_limit_events (action, subject) select 'entry', tests.uid('bob')::text from generate_series(1, 29);
select tests.authenticate_as('bob');
select lives_ok($$select * from public.create_entry('sad', null, 'The thirtieth entry this hour.', 'private', null, null, null, null, null, null)$$,
  'the 30th entry in an hour is fine');
select throws_ok($$select * from public.create_entry('sad', null, 'The thirty-first entry this hour.', 'private', null, null, null, null, null, null)$$,
  'HR429', 'Too many requests', 'the 31st entry in an hour is refused with HR429');

-- Moods: legacy keys, the spec's spelling without the joiner, and unknown moods.
select is(public.mood_emoji('confused'), '😶‍🌫️', 'confused maps to 😶‍🌫️');
select is(public.mood_emoji(U&'\+01F636\+01F32B\FE0F'), '😶‍🌫️', 'the spec''s 😶🌫️ (no joiner) maps to 😶‍🌫️');
select is(public.mood_emoji('whatever'), '😶‍🌫️', 'an unknown mood is Uncertain');
select is(array(select public.mood_label(m) from unnest(array['sad', 'angry', 'confused', 'pleading', 'upside-down', 'happy']) m),
  array['Reflective', 'Frustrated', 'Uncertain', 'Seeking', 'Transforming', 'Joyful'], 'the six mood labels');

select * from finish();
rollback;
