-- Supportive responses and messages: the catalogue by id (retired ones are not sent, an edited
-- text never rewrites a sent message), public entries only, never to one's own entry, once per
-- sender and entry, the recipient never learns the sender, only the recipient reads and marks,
-- realtime unread badge.
begin;
set local search_path = public, extensions;
select plan(41);

select tests.create_user('writer');
select tests.create_user('friend');
select tests.create_user('stranger');
select tests.create_user('ghost', true);

create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;

select tests.write_as('writer');
insert into ids select 'public', id from private.create_entry('sad', null, 'A hard week, and I am tired.',
  'public', null, null, null, null, 'none', null, 'A hard week, and I am tired.');
insert into ids select 'private', id from private.create_entry('sad', null, 'Not for anyone else to see.',
  'private', null, null, null, null, 'none', null, null);
insert into ids select 'second', id from private.create_entry('sad', null, 'Another hard day, another try.',
  'public', null, null, null, null, 'none', null, 'Another hard day, another try.');

select tests.authenticate_as('writer');
select ok((select count(*) from public.supportive_responses) >= 10, 'the catalogue has at least 10 supportive responses');
select ok((select count(*) from public.prompts) >= 40, 'there are at least 40 prompts');
select ok(array_length(public.supportive_response_options((select id from ids where name = 'public')), 1) >= 10,
  'the options for a public entry are the catalogue');

select tests.write_as('friend');
select lives_ok(format($$insert into ids select 'message', private.send_supportive_response(%L, 'Sending you warmth and strength today.')$$,
  (select id from ids where name = 'public')), 'a user sends a catalogue response to a public entry');
select throws_ok(format($$select private.send_supportive_response(%L, 'Someone out here is rooting for you.')$$, (select id from ids where name = 'public')),
  'HR409', 'You have already sent a supportive response to this entry', 'one supportive response per sender and entry');
select throws_ok(format($$select private.send_supportive_response(%L, 'You should see a therapist.')$$, (select id from ids where name = 'second')),
  'P0001', 'Choose one of the supportive responses', 'only catalogue responses can be sent');
select throws_ok(format($$select private.send_supportive_response(%L, 'Sending you warmth and strength today.')$$, (select id from ids where name = 'private')),
  'P0002', 'Entry not found', 'no supportive response to a private entry');
select tests.authenticate_as('friend');
select throws_ok(format($$select public.supportive_response_options(%L)$$, (select id from ids where name = 'private')),
  'P0002', 'Entry not found', 'no options for a private entry');
select throws_ok(format($$insert into public.supportive_messages (entry_id, recipient_id, sender_id, response_id, message) values (%L, %L, %L, 1, 'Sending you warmth and strength today.')$$,
  (select id from ids where name = 'second'), tests.uid('writer'), tests.uid('friend')), '42501', null, 'nobody inserts a message directly');
select throws_ok(format($$select private.send_supportive_response(%L, 'Sending you warmth and strength today.')$$, (select id from ids where name = 'second')),
  '42501', null, 'nor calls the writer''s function as a client');
select is((select count(*)::integer from public.supportive_messages), 0, 'the sender cannot read what they sent');
select throws_ok($$select sender_id from public.supportive_messages$$, '42501', null, 'nobody can select a message''s sender');

select tests.write_as('writer');
select throws_ok(format($$select private.send_supportive_response(%L, 'Sending you warmth and strength today.')$$, (select id from ids where name = 'public')),
  'P0001', 'You cannot send a supportive response to your own entry', 'a writer cannot send one to their own entry');
select tests.authenticate_as('writer');
select is(public.unread_count(), 1, 'the recipient has one unread message');
select results_eq($$select message, is_read from public.my_messages()$$,
  $$values ('Sending you warmth and strength today.'::text, false)$$, 'the recipient reads the message, without the sender');
select is((select array_agg(column_name::text order by column_name::text) from information_schema.column_privileges
            where table_schema = 'public' and table_name = 'supportive_messages' and grantee = 'authenticated'
              and privilege_type = 'SELECT'),
  array['created_at', 'entry_id', 'id', 'is_read', 'kind', 'message', 'read_at', 'recipient_id', 'response_id'], 'sender_id is not among the readable columns');
select is((select payload from realtime.messages where topic = 'inbox:' || tests.uid('writer') order by inserted_at desc limit 1),
  '{"unread": 1}'::jsonb, 'sending announces the unread count on the recipient''s inbox topic');

-- The catalogue by id: an edited text changes later messages only; a retired one is not sent.
select tests.clear_authentication();
select is((select s.message from public.supportive_messages m join public.supportive_responses s on s.id = m.response_id
            where m.id = (select id from ids where name = 'message')),
  'Sending you warmth and strength today.', 'a message references its response by id');
update public.supportive_responses set message = 'Sending you warmth and strength, today and every day.'
 where message = 'Sending you warmth and strength today.';
select is((select message from public.supportive_messages where id = (select id from ids where name = 'message')),
  'Sending you warmth and strength today.', 'editing the catalogue text never rewrites a message already sent');
update public.supportive_responses set retired_at = now() where message = 'Someone out here is rooting for you.';
select throws_ok($$delete from public.supportive_responses where message = 'Sending you warmth and strength, today and every day.'$$,
  '23503', null, 'a sent response cannot be deleted (retire it instead)');
select tests.authenticate_as('friend');
select ok(not ('Someone out here is rooting for you.' = any (public.supportive_response_options((select id from ids where name = 'second')))),
  'a retired response is no longer offered');
select tests.write_as('friend');
select throws_ok(format($$select private.send_supportive_response(%L, 'Someone out here is rooting for you.')$$, (select id from ids where name = 'second')),
  'P0001', 'Choose one of the supportive responses', 'nor can it be sent');

-- Others cannot read or mark the writer's messages.
select tests.write_as('stranger');
select is(private.mark_message_read((select id from ids where name = 'message')), false, 'mark_message_read is false for someone else''s message');
select tests.authenticate_as('stranger');
select throws_ok($$update public.supportive_messages set is_read = true$$, '42501', null, 'nobody marks messages read directly');
select is(public.unread_count(), 0, 'another user has no unread messages');

select tests.write_as('writer');
select is(private.mark_message_read((select id from ids where name = 'message')), true, 'the recipient marks their message read');
select tests.authenticate_as('writer');
select is(public.unread_count(), 0, 'then nothing is unread');
select is((select payload from realtime.messages where topic = 'inbox:' || tests.uid('writer') order by inserted_at desc, payload ->> 'unread' limit 1),
  '{"unread": 0}'::jsonb, 'marking read announces the new count');
select tests.write_as('writer');
select is(private.mark_message_read(gen_random_uuid()), false, 'an unknown message is not found');
select tests.authenticate_as('writer');
select throws_ok($$delete from public.supportive_messages$$, '42501', null, 'messages are not deleted by users');

-- Realtime: only the recipient may join their inbox topic.
select set_config('realtime.topic', 'inbox:' || tests.uid('writer'), true);
select ok((select count(*) from realtime.messages) > 0, 'the recipient may read their inbox topic');
select tests.authenticate_as('stranger');
select set_config('realtime.topic', 'inbox:' || tests.uid('writer'), true);
select is((select count(*)::integer from realtime.messages), 0, 'another user cannot join someone else''s inbox');
-- Nor post into it: realtime.send runs as the caller, and no policy lets a client insert a message.
select lives_ok($$select realtime.send('{"unread": 99}'::jsonb, 'unread', 'inbox:' || tests.uid('writer'), true)$$,
  'realtime.send answers a stranger without an error (Supabase turns its failures into warnings)');
select throws_ok($$insert into realtime.messages (topic, extension, event, payload, private)
  values ('inbox:' || tests.uid('writer'), 'broadcast', 'unread', '{"unread": 99}', true)$$,
  '42501', null, 'a stranger cannot insert into someone''s inbox directly (no policy lets a client insert)');
select is(tests.affected($$update realtime.messages set payload = '{"unread": 99}' where topic = 'inbox:' || tests.uid('writer')$$), 0,
  'nor change what is there');
select tests.clear_authentication();
select is((select count(*)::integer from realtime.messages where topic = 'inbox:' || tests.uid('writer') and payload ->> 'unread' = '99'), 0,
  'but a stranger''s message never reaches someone else''s inbox');

-- Anonymous users send and receive; anon does neither.
select tests.write_as_anonymous('ghost');
select isnt(private.send_supportive_response((select id from ids where name = 'public'), 'I hear you. Be gentle with yourself.'), null,
  'an anonymous user can send a supportive response');
select tests.authenticate_as_anonymous('ghost');
select is(public.unread_count(), 0, 'an anonymous user has their own (empty) inbox');
select tests.act_as_anon();
select throws_ok($$select public.unread_count()$$, '42501', null, 'anon has no inbox');
select ok(array_length(public.supportive_response_options((select id from ids where name = 'public')), 1) >= 10,
  'anon may list the options for a public entry');

-- 60 supportive messages per hour.
select tests.clear_authentication();
insert into private.rate_limit_events (action, subject)
  select 'supportive_message', tests.uid('stranger')::text from generate_series(1, 60);
select tests.write_as('stranger');
select throws_ok(format($$select private.send_supportive_response(%L, 'I hear you. Be gentle with yourself.')$$, (select id from ids where name = 'public')),
  'HR429', 'Too many requests', 'the 61st supportive message in an hour is refused');

select * from finish();
rollback;
