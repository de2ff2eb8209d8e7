-- Moderation and care (issue 16): only moderators (app_metadata.role = 'moderator') read the queue,
-- act and read the audit trail; a moderator still cannot read private entries, original words or
-- who wrote what; a writer reads their own entry's status and why; reports need a reason from the
-- list, one per person, and only 3 established reporters (registered, or older than 24 hours) hold
-- an entry; a released entry is never held again by the same reports; care reaches the inbox once.
begin;
set local search_path = public, extensions;
select plan(51);

select tests.create_user('writer');
select tests.create_user('mod');
select tests.create_user('reporter_one');
select tests.create_user('reporter_two');
select tests.create_user('reporter_three');
select tests.create_user('fresh1', true);
select tests.create_user('fresh2', true);
select tests.create_user('fresh3', true);
select tests.create_user('elder', true);
-- An anonymous account older than a day counts as established.
update auth.users set created_at = now() - interval '25 hours' where id = tests.uid('elder');
update auth.users set raw_app_meta_data = '{"provider": "email", "role": "moderator"}' where id = tests.uid('mod');

-- The moderator's verified claims: the role rides in app_metadata, as GoTrue signs it.
create function tests.act_as_moderator(role text) returns void
language plpgsql set search_path = '' as $$
begin
  perform tests.act_as(act_as_moderator.role, 'mod', false);
  perform set_config('request.jwt.claims',
    (current_setting('request.jwt.claims')::jsonb || '{"app_metadata": {"role": "moderator"}}')::text, true);
end;
$$;
-- A claim the user writes themselves (user_metadata) is no role.
create function tests.act_as_pretender() returns void
language plpgsql set search_path = '' as $$
begin
  perform tests.act_as('hearth_writer', 'reporter_one', false);
  perform set_config('request.jwt.claims',
    (current_setting('request.jwt.claims')::jsonb || '{"user_metadata": {"role": "moderator"}, "role": "authenticated"}')::text, true);
end;
$$;

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;
create temporary table care (first bigint, last bigint) on commit drop;
insert into care select min(id), max(id) from public.care_messages;
grant all on care to public;

select tests.write_as('writer');
insert into ids select 'crisis', id from private.create_entry('sad', 'What has been weighing on you?', 'I have a plan to end it tonight, my name is Dana.',
  'public', null, null, null, null, 'crisis', array['crisis: plan'], 'I have a plan to end it tonight, my name is [name].');
insert into ids select 'benign', id from private.create_entry('happy', null, 'A quiet walk by the river made my day.',
  'public', null, null, null, null, 'none', null, 'A quiet walk by the river made my day.');
insert into ids select 'private', id from private.create_entry('sad', null, 'Only for me: a very private thought.',
  'private', null, null, null, null, 'none', null, null);

-- The writer's own status.
select tests.authenticate_as('writer');
select results_eq(format($$select moderation_status, hold_reason from public.timeline() where id = %L$$, (select id from ids where name = 'crisis')),
  $$values ('held'::text, 'safety'::text)$$, 'a writer reads their held entry''s status and that safety held it');
select results_eq(format($$select moderation_status, hold_reason from public.timeline() where id = %L$$, (select id from ids where name = 'benign')),
  $$values ('visible'::text, null::text)$$, 'a visible entry has no hold reason');

-- Nobody but a moderator reads the queue, acts, or reads the audit and the care catalogue.
select tests.write_as('reporter_one');
select throws_ok($$select * from private.moderation_queue()$$, '42501', 'Only moderators can review the moderation queue',
  'a signed-in user cannot read the queue');
select throws_ok(format($$select private.release_entry(%L)$$, (select id from ids where name = 'crisis')), '42501', null,
  'a signed-in user cannot release');
select throws_ok(format($$select private.hide_entry(%L)$$, (select id from ids where name = 'crisis')), '42501', null,
  'a signed-in user cannot hide');
select throws_ok(format($$select private.send_care_message(%L, 1)$$, (select id from ids where name = 'crisis')), '42501', null,
  'a signed-in user cannot send care');
select tests.act_as_pretender();
select throws_ok($$select * from private.moderation_queue()$$, '42501', null, 'a role in user_metadata is no role');
select tests.write_as('writer');
select throws_ok($$select * from private.moderation_queue()$$, '42501', null, 'nor can the writer');
select tests.write_as_nobody();
select throws_ok($$select * from private.moderation_queue()$$, '42501', null, 'nor anyone without a token');
select tests.act_as_moderator('authenticated');
select throws_ok($$select * from private.moderation_queue()$$, '42501', null,
  'a moderator too goes through the API''s door, never straight to the function');
select tests.authenticate_as('reporter_one');
select is((select count(*)::integer from public.care_messages), 0, 'a signed-in user reads no care messages');
select is((select count(*)::integer from public.moderation_actions), 0, 'nor the audit trail');

-- The moderator's queue: what was shared, why, since when.
select tests.act_as_moderator('hearth_writer');
select results_eq($$select entry_id, shared_text, mood, prompt_used, reasons, report_count, moderation_status from private.moderation_queue()$$,
  format($$values (%L::uuid, 'I have a plan to end it tonight, my name is [name].'::text, 'sad'::text, 'What has been weighing on you?'::text,
                  array['crisis: plan']::text[], 0, 'held'::text)$$, (select id from ids where name = 'crisis')),
  'a moderator sees the held entry''s shared (redacted) text, mood, prompt and reason — and nothing that is not queued');
select ok((select held_at is not null from private.moderation_queue()), 'with the time it was held');

-- A moderator still cannot read private entries, original words or writers.
select tests.act_as_moderator('authenticated');
select is((select count(*)::integer from public.entries where id = (select id from ids where name = 'private')), 0,
  'a moderator cannot read a private entry');
select is((select count(*)::integer from public.entries where id = (select id from ids where name = 'crisis')), 0,
  'nor a held one outside the queue');
select is((select count(*)::integer from public.entry_texts), 0, 'nor anyone''s original words');
select is((select count(*)::integer from public.my_entries), 0, 'nor anyone''s timeline');
select throws_ok($$select user_id from public.entries$$, '42501', null, 'nor who wrote an entry');
select throws_ok($$select * from public.entry_reports$$, '42501', null, 'nor who reported it');
select ok((select count(*)::integer from public.care_messages) >= 3, 'a moderator reads the care messages');

-- Reports: a reason from the list, one per person; fresh anonymous accounts reach the queue but cannot hold.
select tests.write_as_anonymous('fresh1');
select throws_ok(format($$select private.report_entry(%L, 'I just do not like it')$$, (select id from ids where name = 'benign')),
  'P0001', 'Choose one of the report reasons', 'a report needs a reason from the list');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'false', 'a fresh anonymous report is recorded');
select tests.write_as_anonymous('fresh2');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'false', 'a second one');
select tests.write_as_anonymous('fresh3');
select is(private.report_entry((select id from ids where name = 'benign'), 'harassment or hate') ->> 'held', 'false',
  'three throw-away accounts cannot hold anyone''s post');
select tests.act_as_moderator('hearth_writer');
select results_eq(format($$select reasons, report_count, moderation_status from private.moderation_queue() where entry_id = %L$$, (select id from ids where name = 'benign')),
  $$values (array['reported 3 times: harassment or hate, spam']::text[], 3, 'visible'::text)$$, 'their reports still reach the queue');

select tests.write_as('reporter_one');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'false', 'one registered reporter does not hold it');
select is(private.report_entry((select id from ids where name = 'benign'), 'something else') ->> 'held', 'false', 'reporting again counts once');
select tests.write_as('reporter_two');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'false', 'nor two');
select tests.write_as_anonymous('elder');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'true',
  'the third established reporter (an anonymous account older than a day) holds it');
select tests.authenticate_as('writer');
select results_eq(format($$select moderation_status, hold_reason from public.timeline() where id = %L$$, (select id from ids where name = 'benign')),
  $$values ('held'::text, 'reports'::text)$$, 'the writer reads that reports held it');
select results_eq($$select kind, message like 'A few readers asked us to look at one of your shared entries%' from public.my_messages()$$,
  $$values ('notice'::text, true)$$, 'and is told in their inbox, kindly');

-- Release: public again, and the same reporters cannot hold it again.
select tests.act_as_moderator('hearth_writer');
select is(private.release_entry((select id from ids where name = 'benign')) ->> 'moderation_status', 'visible', 'a moderator releases it');
select tests.act_as_anon();
select is((select count(*)::integer from public.feed() where id = (select id from ids where name = 'benign')), 1, 'it is back in the feed');
select tests.write_as('reporter_one');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'false', 'a reporter''s second report does nothing');
select tests.write_as('reporter_two');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'false', 'nor another''s');
select tests.write_as('reporter_three');
select is(private.report_entry((select id from ids where name = 'benign'), 'spam') ->> 'held', 'false',
  'a new reporter alone cannot hold a released entry: the reviewed reports no longer count');
select tests.act_as_moderator('hearth_writer');
select throws_ok(format($$select private.release_entry(%L)$$, (select id from ids where name = 'private')), 'P0002', 'Entry not found in the queue',
  'a private entry is never in the queue');

-- Care: once per entry, in the writer's inbox, from nobody they could name.
select lives_ok(format($$select private.send_care_message(%L, %s)$$, (select id from ids where name = 'crisis'), (select first from care)),
  'a moderator sends a care message');
select throws_ok(format($$select private.send_care_message(%L, %s)$$, (select id from ids where name = 'crisis'), (select last from care)),
  'HR409', 'A care message was already sent for this entry', 'once per entry');
select throws_ok(format($$select private.send_care_message(%L, -1)$$, (select id from ids where name = 'benign')),
  'P0001', 'Choose one of the care messages', 'only from the catalogue');
select tests.authenticate_as('writer');
select is((select count(*)::integer from public.my_messages() where kind = 'care'), 1, 'the writer receives the care message');
select is(public.unread_count(), 2, 'and their unread badge counts it');

-- Hide: out of every public list for good; the writer is told it stays private.
select tests.act_as_moderator('hearth_writer');
select is(private.hide_entry((select id from ids where name = 'crisis')) ->> 'moderation_status', 'hidden', 'a moderator hides an entry');
select is((select count(*)::integer from private.moderation_queue() where entry_id = (select id from ids where name = 'crisis')), 0,
  'it leaves the queue');
select tests.authenticate_as('writer');
select is((select moderation_status from public.timeline() where id = (select id from ids where name = 'crisis')), 'hidden',
  'its writer still has it, hidden');

-- The audit trail: who did what, when, why; moderators only.
select tests.act_as_moderator('authenticated');
select results_eq($$select action, moderator_id, care_message_id is not null, reasons from public.moderation_actions order by id$$,
  format($$values ('release'::text, %1$L::uuid, false, array['reported 6 times: harassment or hate, spam']::text[]),
                  ('care', %1$L::uuid, true, array['crisis: plan']::text[]),
                  ('hide', %1$L::uuid, false, array['crisis: plan']::text[])$$, tests.uid('mod')),
  'a moderator reads the audit trail: who, what and why');
select throws_ok(format($$insert into public.moderation_actions (entry_id, action) values (%L, 'hide')$$, (select id from ids where name = 'benign')),
  '42501', null, 'nobody writes the audit trail directly');
select tests.authenticate_as('writer');
select is((select count(*)::integer from public.moderation_actions), 0, 'a writer does not read it');

-- Realtime: every change told the private topic "moderation", which only moderators may join.
select tests.act_as_moderator('authenticated');
select set_config('realtime.topic', 'moderation', true);
select ok((select count(*)::integer from realtime.messages where event = 'queue') >= 5,
  'holds, reports and actions announce the queue on the moderation topic, and a moderator may read it');
select tests.authenticate_as('writer');
select set_config('realtime.topic', 'moderation', true);
select is((select count(*)::integer from realtime.messages), 0, 'nobody else may join the moderation topic');

select * from finish();
rollback;
