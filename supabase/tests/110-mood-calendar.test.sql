-- The mood calendar (issue 15 item 10): the caller's entries counted per day and mood key in their
-- time zone, only their own, only the span asked for; anon cannot ask.
begin;
set local search_path = public, extensions;
select plan(9);

select tests.create_user('cal');
select tests.create_user('other');

select tests.write_as('cal');
select private.create_entry('happy', null, 'A bright morning walk by the river.', 'private', null, null, null, null, null, null, null);
select private.create_entry('happy', null, 'Lunch with an old friend, laughing.', 'public', null, null, null, null, null, null, 'Lunch with an old friend, laughing.');
select private.create_entry('sad', null, 'Missing home a little this evening.', 'private', null, null, null, null, null, null, null);
select private.create_entry('angry', null, 'The train was late again, twice over.', 'private', null, null, null, null, null, null, null);
select private.create_entry('angry', null, 'An entry from long before the span.', 'private', null, null, null, null, null, null, null);
select tests.write_as('other');
select private.create_entry('sad', null, 'Someone else''s words on the same day.', 'private', null, null, null, null, null, null, null);

-- Move entries in time as the owner of the tables: three days ago at 23:30 UTC (which is the next
-- day in Tokyo), and one far outside the span.
select tests.clear_authentication();
update public.entry_texts set created_at = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '3 days' + interval '23 hours 30 minutes'
 where journal_text like 'The train%';
update public.entry_texts set created_at = now() - interval '200 days' where journal_text like 'An entry from long%';

select tests.authenticate_as('cal');
select is((select count(*)::integer from public.mood_calendar(91, 'UTC')), 3,
  'one row per day and mood: two happy entries today are one row; the entry 200 days ago is outside the span');
select is((select entries from public.mood_calendar(91, 'UTC') where mood = 'happy'), 2, 'the row counts the entries');
select is((select day from public.mood_calendar(91, 'UTC') where mood = 'happy'), (now() at time zone 'UTC')::date,
  'the day is today in the zone asked for');
select is((select day from public.mood_calendar(91, 'UTC') where mood = 'angry'),
  (now() at time zone 'UTC')::date - 3, 'an entry at 23:30 UTC counts on its UTC day');
select is((select day from public.mood_calendar(91, 'Asia/Tokyo') where mood = 'angry'),
  (now() at time zone 'UTC')::date - 2, 'and on the next day in Tokyo');
select is((select count(*)::integer from public.mood_calendar(400, 'UTC')), 4, 'a longer span reaches further back');
select is((select latest_at from public.mood_calendar(91, 'UTC') where mood = 'sad'),
  (select created_at from public.entry_texts where journal_text like 'Missing home%'), 'latest_at is when the latest entry was written');

select is((select count(*)::integer from public.mood_calendar(91, 'Not/AZone')), 3, 'an unknown time zone counts as UTC');

select tests.clear_authentication();
select tests.act_as_anon();
select throws_ok($$select * from public.mood_calendar(91, 'UTC')$$, '42501', null, 'anon cannot ask');

select * from finish();
rollback;
