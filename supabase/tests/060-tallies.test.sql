-- Tallies kept by triggers always equal a recount from the entries, whatever happens to them;
-- each writer reads only their own, anyone reads the community's.
begin;
set local search_path = public, extensions;
select plan(12);

select tests.create_user('writer');
select tests.create_user('friend');
select tests.create_user('ghost', true);
create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

-- A mixed day: entries written, edited, shared, unshared, reacted to, held, hidden, deleted, merged.
select tests.write_as('writer');
insert into ids select 'a', id from private.create_entry('sad', null, 'First entry about work and sleep.', 'public', null, 'work', 'high', array['sleep', 'work'], 'none', null, 'First entry about work and sleep.');
insert into ids select 'b', id from private.create_entry('happy', null, 'Second entry, a walk in the park.', 'private', null, 'health', 'low', array['walks'], 'none', null, null);
insert into ids select 'c', id from private.create_entry('angry', null, 'Third entry, an argument at home.', 'public', null, 'family', 'medium', array['home', 'sleep'], 'none', null, 'Third entry, an argument at home.');
-- Changes no client can make, made here in the database (a future edit function, a moderator).
select tests.clear_authentication();
update public.entries set mood = 'pleading' where id = (select id from ids where name = 'b');
update public.entries set visibility = 'public', shared_text = 'Second entry, a walk in the park.' where id = (select id from ids where name = 'b');
update public.entry_texts set journal_text = 'Second entry, a long walk in the big park.' where entry_id = (select id from ids where name = 'b');
select tests.write_as('friend');
select private.set_reaction((select id from ids where name = 'a'), 'love');
select private.set_reaction((select id from ids where name = 'a'), 'support');
select private.set_reaction((select id from ids where name = 'c'), 'strength');
select tests.write_as_anonymous('ghost');
insert into ids select 'g', id from private.create_entry('confused', null, 'Not sure about anything today.', 'public', null, 'work', 'low', array['work'], 'none', null, 'Not sure about anything today.');
select private.set_reaction((select id from ids where name = 'c'), 'love');
select tests.clear_authentication();
update public.entries set moderation_status = 'hidden' where id = (select id from ids where name = 'c');
delete from public.entries where id = (select id from ids where name = 'a');
select tests.write_as_anonymous('ghost');
select private.merge_anonymous_user(tests.uid('ghost'), tests.uid('friend'));

select tests.authenticate_as('writer');
select is((select jsonb_build_object('total_entries', g -> 'total_entries', 'journaling_days', g -> 'journaling_days',
                                     'public_entries', g -> 'public_entries') from (select public.growth() g) x),
  '{"total_entries": 2, "journaling_days": 1, "public_entries": 2}'::jsonb, 'the totals follow edits and deletes');
select is(public.growth() -> 'patterns', '{"pleading": 50, "angry": 50}'::jsonb, 'a changed mood moves between patterns');
select is(public.growth() -> 'avg_words_per_entry', '7.5'::jsonb, 'edited words are recounted');
select is((select count(*)::integer from public.writer_tallies where user_id <> tests.uid('writer')), 0,
  'a writer reads only their own tallies');
select tests.authenticate_as('friend');
select is(public.growth() -> 'total_entries', '1'::jsonb, 'a merged entry moves to the account''s tallies');
select tests.act_as_anon();
select is(public.community_stats() -> 'total_public_entries', '2'::jsonb, 'hidden and deleted entries leave the community tallies');
select is(public.community_stats() -> 'total_reactions', '0'::jsonb, 'reactions of hidden and deleted entries leave too');
select throws_ok($$select * from public.writer_tallies$$, '42501', null, 'anon reads no writer tallies');
select throws_ok($$insert into public.community_tallies (dimension, key, shard, n) values ('entries', '', 0, 1000)$$, '42501', null,
  'nobody writes tallies directly');

-- The incremental tallies equal a recount.
select tests.clear_authentication();
create temporary table kept_writer on commit drop as select * from public.writer_tallies where n > 0;
create temporary table kept_community on commit drop as
  select dimension, key, sum(n)::integer as n from public.community_tallies group by 1, 2 having sum(n) <> 0;
select private.rebuild_tallies();
select set_eq($$select * from kept_writer$$, $$select * from public.writer_tallies where n > 0$$,
  'writer tallies equal a recount from the entries');
select set_eq($$select * from kept_community$$,
  $$select dimension, key, sum(n)::integer from public.community_tallies group by 1, 2 having sum(n) <> 0$$,
  'community tallies (summed over their shards) equal a recount from the entries');
select ok((select count(*) from kept_writer) > 10, 'the recount had something to compare');

select * from finish();
rollback;
