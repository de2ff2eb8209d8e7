-- Who may do what, in general: client roles only read, the writer's door is the only way to
-- write, definer code lives in private, and even if a project's old default grants gave clients
-- every table privilege back, row-level security would still let them change nothing.
-- (tests/db/attack-matrix.test.ts tries every cell one by one; the calls themselves are proved in
-- the other files.)
begin;
set local search_path = public, extensions;
select plan(22);

select tests.create_user('alice');
select tests.create_user('bob');
create temporary table ids (name text primary key, id uuid) on commit drop;
grant all on ids to public;
select tests.write_as('alice');
insert into ids select 'public', id from private.create_entry('sad', null, 'An entry others will try to change.',
  'public', null, null, null, null, 'none', null, 'An entry others will try to change.');
select tests.write_as('bob');
select private.set_reaction((select id from ids where name = 'public'), 'love');
select private.send_supportive_response((select id from ids where name = 'public'), 'I hear you. Be gentle with yourself.');
select tests.clear_authentication();

select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace),
  array['category_entries', 'community_stats', 'feed', 'feed_personal', 'growth', 'mood_calendar', 'my_messages', 'my_reactions', 'on_this_day', 'random_prompt', 'search_entries', 'supportive_response_options', 'timeline', 'trending', 'unread_count'],
  'public has exactly the read functions listed here (a new one needs its privileges proved)');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p
    where p.pronamespace = 'public'::regnamespace and has_function_privilege('anon', p.oid, 'execute')),
  array['category_entries', 'community_stats', 'feed', 'random_prompt', 'supportive_response_options', 'trending'],
  'anon executes the public reads only');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p
    where p.pronamespace = 'public'::regnamespace and not has_function_privilege('authenticated', p.oid, 'execute')),
  null, 'signed-in users (anonymous ones too) execute every read function');
select is(
  (select count(*)::integer from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.prosecdef),
  0, 'no function in public is SECURITY DEFINER');
select is(
  (select count(*)::integer from pg_catalog.pg_proc p
    where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
      and not coalesce(p.proconfig, '{}') && array['search_path=""']),
  0, 'every function in public and private runs with search_path = ''''');
select is(
  (select count(*)::integer from pg_catalog.pg_proc p, unnest(array['anon', 'authenticated', 'service_role', 'authenticator']) r
    where p.pronamespace = 'private'::regnamespace and has_function_privilege(r, p.oid, 'execute')),
  0, 'no private function is executable by a client role');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p
    where p.pronamespace = 'private'::regnamespace and has_function_privilege('hearth_writer', p.oid, 'execute')),
  array['check_edit_limits', 'check_entry_limits', 'check_session', 'create_entry', 'create_entry_once', 'delete_account', 'delete_entry', 'email_for_username', 'entry_for_key', 'hide_entry', 'login_attempt', 'mark_message_read', 'merge_anonymous_user', 'moderation_queue', 'my_settings', 'release_entry', 'remove_reaction', 'report_entry', 'save_settings', 'send_care_message', 'send_supportive_response', 'set_reaction', 'update_entry', 'username_available'],
  'hearth_writer executes the write functions and nothing else in private');
select ok(not has_schema_privilege('anon', 'private', 'usage') and not has_schema_privilege('authenticated', 'private', 'usage'),
  'the private schema is closed to the client roles');
select is(
  (select count(*)::integer from pg_catalog.pg_class c, unnest(array['anon', 'authenticated']) r,
          unnest(array['insert', 'update', 'delete', 'truncate', 'references', 'trigger']) priv
    where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'v', 'm', 'p')
      and has_table_privilege(r, c.oid, priv)),
  0, 'client roles hold no write privilege on any table or view');
select is(
  (select count(*)::integer from pg_catalog.pg_class c, unnest(array['select', 'insert', 'update', 'delete']) priv
    where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'v', 'm', 'p')
      and has_table_privilege('hearth_writer', c.oid, priv)),
  0, 'hearth_writer holds no table privilege: it writes only through the functions');
select is(
  (select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role', 'authenticator']) r
    where pg_has_role(r, 'hearth_writer', 'member')),
  null, 'no client role (nor the Data API''s authenticator) can become hearth_writer');
select ok((select not rolcanlogin and not rolbypassrls and not rolsuper from pg_catalog.pg_roles where rolname = 'hearth_writer'),
  'hearth_writer cannot log in, bypass RLS or act as superuser');
select is(
  (select count(*)::integer from pg_catalog.pg_policies p where p.schemaname in ('public', 'private') and p.cmd <> 'SELECT'),
  0, 'every policy is a read policy: nothing is written as a client');
select is(
  (select count(*)::integer from pg_catalog.pg_policies p where p.schemaname = 'public' and p.roles = '{public}'),
  0, 'every policy names its roles (none is for public)');
select ok(not has_column_privilege('anon', 'public.entries', 'user_id', 'select')
      and not has_column_privilege('authenticated', 'public.entries', 'user_id', 'select')
      and not has_column_privilege('authenticated', 'public.supportive_messages', 'sender_id', 'select'),
  'nobody can select the writer of an entry or the sender of a message');
select ok(not has_column_privilege('anon', 'public.entries', 'safety_level', 'select')
      and not has_column_privilege('authenticated', 'public.entries', 'safety_level', 'select')
      and not has_column_privilege('authenticated', 'public.entries', 'safety_reasons', 'select'),
  'nobody reads the safety verdict of an entry, not even of a public one');
select is(
  (select array_agg(o order by o) from (
     select 'table ' || c.oid::regclass::text as o from pg_catalog.pg_class c
      where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'v', 'm', 'p')
        and obj_description(c.oid, 'pg_class') is null
     union all
     select 'column ' || c.oid::regclass::text || '.' || a.attname from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
      where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind in ('r', 'v', 'm', 'p')
        and a.attnum > 0 and not a.attisdropped and col_description(c.oid, a.attnum) is null
     union all
     select 'function ' || p.oid::regprocedure::text from pg_catalog.pg_proc p
      where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace) and obj_description(p.oid, 'pg_proc') is null
     union all
     select 'policy ' || p.polname from pg_catalog.pg_policy p
       join pg_catalog.pg_class c on c.oid = p.polrelid
      where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace, 'realtime'::regnamespace)
        and obj_description(p.oid, 'pg_policy') is null
     union all
     select 'trigger ' || t.tgname from pg_catalog.pg_trigger t
      where not t.tgisinternal and t.tgfoid in (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'private'::regnamespace)
        and obj_description(t.oid, 'pg_trigger') is null
     union all
     select 'index ' || c.oid::regclass::text from pg_catalog.pg_class c
      where c.relnamespace in ('public'::regnamespace, 'private'::regnamespace) and c.relkind = 'i'
        and not exists (select 1 from pg_catalog.pg_constraint k where k.conindid = c.oid)
        and obj_description(c.oid, 'pg_class') is null) missing),
  null, 'every table, column, view, function, policy, trigger and index of Hearth''s says what it is for (comment on …)');
select ok(not has_table_privilege('anon', 'public.entry_texts', 'select') and not has_table_privilege('anon', 'public.reactions', 'select'),
  'anon cannot select the original words or reactions');

-- Older projects granted every table to the client roles by default. Give it all back (inside this
-- rolled-back test) and row-level security still refuses every write: INSERT raises 42501, UPDATE
-- and DELETE find no row to change.
grant all on all tables in schema public to anon, authenticated;
select tests.authenticate_as('bob');
select throws_ok(format($$insert into public.reactions (entry_id, user_id, reaction_type) values (%L, %L, 'love')$$,
  (select id from ids where name = 'public'), tests.uid('bob')),
  '42501', null, 'with every grant, an INSERT is still refused by row-level security (42501)');
select is(
  tests.affected(format($$update public.entries set shared_text = 'rewritten', safety_level = 'none', support_count = 999 where id = %L$$, (select id from ids where name = 'public')))
  + tests.affected($$update public.reactions set reaction_type = 'strength'$$)
  + tests.affected($$update public.supportive_messages set is_read = true$$),
  0, 'with every grant, an UPDATE changes 0 rows');
select is(
  tests.affected($$delete from public.reactions$$) + tests.affected($$delete from public.entries$$)
  + tests.affected($$delete from public.entry_texts$$) + tests.affected($$delete from public.supportive_responses$$),
  0, 'with every grant, a DELETE changes 0 rows');
select tests.act_as_anon();
select is(tests.affected($$delete from public.entries$$) + tests.affected($$update public.prompts set prompt = 'changed prompt text'$$),
  0, 'and likewise for anon');

select * from finish();
rollback;
