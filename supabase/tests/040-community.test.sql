-- Moderation and the community lists: reports hold an entry at 3 distinct reporters; held, hidden
-- and private entries never appear in the feed, trending, categories or stats.
begin;
set local search_path = public, extensions;
select plan(32);

select tests.create_user('writer');
select tests.create_user('reporter1');
select tests.create_user('reporter2');
select tests.create_user('reporter3');
select tests.create_user('ghost', true);

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

select tests.write_as('writer');
insert into ids select 'loved', id from private.create_entry('happy', null, 'We finally finished the garden today.',
  'public', null, 'Growth', 'low', array['garden'], 'none', null, 'We finally finished the garden today.');
insert into ids select 'reported', id from private.create_entry('angry', null, 'Something others found upsetting.',
  'public', null, 'work', 'high', null, 'none', null, 'Something others found upsetting.');
insert into ids select 'quiet', id from private.create_entry('happy', null, 'A public entry nobody reacted to.',
  'public', null, 'growth', 'medium', null, 'none', null, 'A public entry nobody reacted to.');
insert into ids select 'private', id from private.create_entry('happy', null, 'A private entry about growth.',
  'private', null, 'growth', 'low', null, 'none', null, null);

select tests.write_as('reporter1');
select lives_ok(format($$select private.set_reaction(%L, 'support')$$, (select id from ids where name = 'loved')), 'reporter1 supports an entry');
select tests.write_as('reporter2');
select lives_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'loved')), 'reporter2 loves it');
select lives_ok(format($$select private.set_reaction(%L, 'strength')$$, (select id from ids where name = 'reported')), 'reporter2 reacts to the other');

-- Trending: the last 7 days, most supported first, only entries with reactions.
select tests.act_as_anon();
select results_eq($$select id from public.trending()$$,
  format($$values (%L::uuid), (%L::uuid)$$, (select id from ids where name = 'loved'), (select id from ids where name = 'reported')),
  'trending lists entries with reactions, most supported first');
select is((select count(*)::integer from public.trending(1)), 1, 'trending honours its limit');
select is((select count(*)::integer from public.feed(page_limit => 1000)), 3, 'page sizes are clamped, and private entries stay out');
select is((select count(*)::integer from public.feed('happy')), 2, 'the feed filters by mood key');
select is((select count(*)::integer from public.feed('happy', 1, 1)), 1, 'the feed pages with limit and offset');
select is((select count(*)::integer from public.feed('😊')), 0, 'an emoji is not a mood key');
select is(public.community_stats() -> 'top_categories', '[{"category": "growth", "count": 2}, {"category": "work", "count": 1}]'::jsonb,
  'community_stats counts public, visible entries by category');
select is((select count(*)::integer from public.category_entries('Growth')), 2, 'category_entries lists one category');

select is(public.community_stats() - 'active_users_today',
  '{"total_public_entries": 3, "total_reactions": 3, "entries_last_24h": 3, "average_reactions_per_entry": 1,
    "top_categories": [{"category": "growth", "count": 2}, {"category": "work", "count": 1}],
    "top_moods": [{"mood": "happy", "count": 2}, {"mood": "angry", "count": 1}]}'::jsonb,
  'community_stats sums public, visible entries');
select ok((public.community_stats() ->> 'active_users_today')::integer >= 1, 'active_users_today counts today''s writers');

-- Reports: through the door only, one per reporter, held at 3 distinct reporters.
select throws_ok(format($$select private.report_entry(%L, 'spam')$$, (select id from ids where name = 'reported')),
  '42501', null, 'anon cannot report');
select tests.write_as('writer');
select throws_ok(format($$select private.report_entry(%L, 'spam')$$, (select id from ids where name = 'reported')),
  'P0001', 'You cannot report your own entry', 'a writer cannot report their own entry');
select tests.write_as('reporter1');
select is(private.report_entry((select id from ids where name = 'reported'), 'harassment or hate'), '{"reported": true, "held": false}'::jsonb,
  'a first report is recorded');
select is(private.report_entry((select id from ids where name = 'reported'), 'spam'), '{"reported": true, "held": false}'::jsonb,
  'reporting twice counts once');
select throws_ok(format($$select private.report_entry(%L, 'spam')$$, (select id from ids where name = 'private')),
  'P0002', 'Entry not found', 'a private entry cannot be reported');
select tests.authenticate_as('reporter1');
select throws_ok(format($$insert into public.entry_reports (entry_id, reporter_id, reason) values (%L, %L, 'spam')$$,
  (select id from ids where name = 'reported'), tests.uid('reporter1')), '42501', null, 'nobody inserts a report directly');
select throws_ok($$select * from public.entry_reports$$, '42501', null, 'reports are not readable by clients, not even by their author');
select tests.write_as('reporter2');
select is(private.report_entry((select id from ids where name = 'reported'), 'spam') ->> 'held', 'false', 'two reporters do not hold it');
select tests.write_as('reporter3');
select is(private.report_entry((select id from ids where name = 'reported'), 'something else'), '{"reported": true, "held": true}'::jsonb,
  'the third distinct reporter holds it');
select tests.act_as_anon();
select is((select count(*)::integer from public.feed() where id = (select id from ids where name = 'reported')), 0,
  'a held entry leaves the feed');
select is((select count(*)::integer from public.trending() where id = (select id from ids where name = 'reported')), 0,
  'a held entry leaves trending');
select is((select count(*)::integer from public.category_entries('work')), 0, 'a held entry leaves its category');
select is((public.community_stats() ->> 'total_public_entries')::integer, 2, 'a held entry leaves the stats');
select tests.write_as('reporter1');
select throws_ok(format($$select private.set_reaction(%L, 'love')$$, (select id from ids where name = 'reported')),
  'P0002', 'Entry not found', 'a held entry takes no reactions');
select tests.authenticate_as('writer');
select is((select moderation_status from public.timeline() where id = (select id from ids where name = 'reported')),
  'held', 'the writer still sees their held entry and its status');
select tests.clear_authentication();
select ok((select held_at is not null from public.entries where id = (select id from ids where name = 'reported')),
  'held_at says when reports held it');

-- Hidden by a moderator (in the database), likewise gone.
select tests.clear_authentication();
select is(tests.affected(format($$update public.entries set moderation_status = 'hidden' where id = %L$$, (select id from ids where name = 'loved'))), 1,
  'a moderator can hide an entry');
select tests.act_as_anon();
select is((select count(*)::integer from public.feed()), 1, 'a hidden entry leaves the feed');

-- 20 reports per hour.
select tests.clear_authentication();
insert into private.rate_limit_events (action, subject) select 'report', tests.uid('reporter3')::text from generate_series(1, 20);
select tests.write_as('reporter3');
select throws_ok(format($$select private.report_entry(%L, 'spam')$$, (select id from ids where name = 'quiet')),
  'HR429', 'Too many requests', 'the 21st report in an hour is refused');

select * from finish();
rollback;
