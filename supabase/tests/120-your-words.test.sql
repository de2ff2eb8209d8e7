-- Your words, your control (issue 17): only the writer edits or deletes an entry; a delete takes its
-- reactions and counts with it; leaving for good removes every row that references the person, in any
-- table, while messages they sent stay with their recipients; search and on-this-day read only one's own.
begin;
set local search_path = public, extensions;
select plan(27);

select tests.create_user('yw_leaver');
select tests.create_user('yw_friend');
select tests.create_user('yw_ghost', true);

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;
insert into ids values ('leaver', tests.uid('yw_leaver'));

-- Every row, in every table of public, private and auth, with a uuid column equal to the user's id or a
-- text column equal to it: what "no row referencing the user remains" means, whatever tables exist.
create function pg_temp.rows_naming(who uuid) returns integer
language plpgsql as $$
declare
  c record;
  n integer;
  total integer := 0;
begin
  for c in
    select a.attrelid::regclass as rel, a.attname, t.typname
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class r on r.oid = a.attrelid and r.relkind = 'r'
      join pg_catalog.pg_namespace s on s.oid = r.relnamespace and s.nspname in ('public', 'private', 'auth')
      join pg_catalog.pg_type t on t.oid = a.atttypid and t.typname in ('uuid', 'text', 'varchar')
     where a.attnum > 0 and not a.attisdropped
  loop
    execute format('select count(*)::integer from %s where %I::text = $1', c.rel, c.attname) into n using who::text;
    total := total + n;
  end loop;
  return total;
end;
$$;

-- The leaver writes, reacts, sends, reports and chooses; the friend does the same towards them.
select tests.write_as('yw_leaver');
insert into ids select 'mine_public', id from private.create_entry('happy', null, 'My public words about the sea.',
  'public', 'A reflection.', null, null, null, 'none', null, 'My public words about the sea.', 'builtin');
insert into ids select 'mine_private', id from private.create_entry('sad', null, 'My private words about the rain.',
  'private', null, null, null, null, 'none', null, null);
select tests.write_as('yw_friend');
insert into ids select 'theirs', id from private.create_entry('happy', null, 'The friend writes about the sea too.',
  'public', null, null, null, null, 'none', null, 'The friend writes about the sea too.');
select private.set_reaction((select id from ids where name = 'mine_public'), 'love');
select private.send_supportive_response((select id from ids where name = 'mine_public'),
  'Sending you warmth and strength today.');
select tests.write_as('yw_leaver');
select private.set_reaction((select id from ids where name = 'theirs'), 'support');
select private.send_supportive_response((select id from ids where name = 'theirs'),
  'Sending you warmth and strength today.');
select private.report_entry((select id from ids where name = 'theirs'), 'spam');
select private.save_settings('off');
select tests.clear_authentication();
insert into auth.sessions (id, user_id, created_at) values (gen_random_uuid(), tests.uid('yw_leaver'), now());

select is((select support_count from public.entries where id = (select id from ids where name = 'theirs')), 1,
  'the leaver''s support is counted on the friend''s entry');
select is((select reflection_by from public.entries where id = (select id from ids where name = 'mine_public')), 'builtin',
  'create_entry keeps who wrote the reflection');
select is((select reflection_by from public.entries where id = (select id from ids where name = 'mine_private')), null,
  'no reflection, nobody named');

-- Ownership: only the writer edits or deletes, and client roles cannot even ask.
select tests.write_as('yw_friend');
select throws_ok(format($$select * from private.update_entry(%L, 'happy', 'Someone else''s rewrite here.', 'private',
  null, null, null, null, 'none', null, null, null)$$, (select id from ids where name = 'mine_private')),
  'P0002', 'Entry not found', 'nobody edits another''s entry');
select throws_ok(format($$select private.delete_entry(%L)$$, (select id from ids where name = 'mine_private')),
  'P0002', 'Entry not found', 'nobody deletes another''s entry');
select tests.authenticate_as('yw_leaver');
select throws_ok(format($$select private.delete_entry(%L)$$, (select id from ids where name = 'mine_private')),
  '42501', null, 'a client role cannot call the door');
select throws_ok('select private.delete_account()', '42501', null, 'nor leave except through the API');
select throws_ok($$update public.entries set mood = 'sad'$$, '42501', null,
  'nor update entries directly');
select tests.act_as_anon();
select throws_ok($$select * from public.search_entries('sea')$$, '42501', null, 'visitors without a session cannot search');
select tests.clear_authentication();
select is((select journal_text from public.entry_texts where entry_id = (select id from ids where name = 'mine_private')),
  'My private words about the rain.', 'the refused attempts changed nothing');

-- The writer edits: words, tallies; a public edit with a risk signal is held again.
select tests.write_as('yw_leaver');
select is((select journal_text from private.update_entry((select id from ids where name = 'mine_private'), 'happy',
  '  Rain again, but I found a warm cafe.  ', 'private', 'New reflection.', 'gratitude', 'low', array['rain'], 'none',
  null, null, 'builtin')), 'Rain again, but I found a warm cafe.', 'the writer edits their words');
select is((select moderation_status from private.update_entry((select id from ids where name = 'mine_public'), 'sad',
  'I feel hopeless about everything lately.', 'public', 'A reflection.', null, null, null, 'concern',
  array['concern: hopelessness'], 'I feel hopeless about everything lately.', 'builtin')), 'held',
  'a public edit with a risk signal is held again');
select tests.clear_authentication();
select is((select n from public.writer_tallies where user_id = tests.uid('yw_leaver') and dimension = 'mood' and key = 'happy'), 1,
  'the mood tallies follow the edit');
select is((select held_at is not null from public.entries where id = (select id from ids where name = 'mine_public')), true,
  'the hold is dated');

-- Search and on-this-day read only the caller's own words.
select tests.authenticate_as('yw_friend');
select is((select array_agg(s.id) from public.search_entries('sea') s), array[(select id from ids where name = 'theirs')],
  'search finds the caller''s own words only');
select is((select count(*)::integer from public.search_entries('"""')), 0, 'a query of quotes alone finds nothing');
select is((select count(*)::integer from public.search_entries(repeat('sea or ', 300))), 1, 'a long query is fine');
select is((select count(*)::integer from public.on_this_day(current_date + 31)), 0,
  'on this day: nothing of anyone else''s');
select tests.clear_authentication();

-- Deleting an entry takes its reactions and counts; twice is "not found".
select tests.write_as('yw_leaver');
select is(private.delete_entry((select id from ids where name = 'mine_public')), true, 'the writer deletes');
select throws_ok(format($$select private.delete_entry(%L)$$, (select id from ids where name = 'mine_public')),
  'P0002', 'Entry not found', 'deleting twice is not found');
select tests.clear_authentication();
select is((select count(*)::integer from public.entry_texts where entry_id = (select id from ids where name = 'mine_public'))
  + (select count(*)::integer from public.reactions where entry_id = (select id from ids where name = 'mine_public')), 0,
  'its words and the reactions it received are gone');

-- Leaving for good.
select tests.write_as('yw_leaver');
select lives_ok('select private.delete_account()', 'the leaver leaves');
select tests.clear_authentication();
select is(pg_temp.rows_naming(tests.uid('yw_friend')) > 0, true, 'the check does see a user''s rows');
select is(pg_temp.rows_naming((select id from ids where name = 'leaver')), 0,
  'no row in any table references the user');
select is((select count(*)::integer from auth.users where raw_user_meta_data ->> 'test_identifier' = 'yw_leaver'), 0,
  'the auth user is gone');
select is((select support_count from public.entries where id = (select id from ids where name = 'theirs')), 0,
  'the friend''s counts are corrected');
select is((select count(*)::integer from public.supportive_messages where recipient_id = tests.uid('yw_friend') and sender_id is null), 1,
  'what they sent stays with its recipient, without a sender');

select * from finish();
rollback;
