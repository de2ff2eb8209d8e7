-- Who may call what: the execute privileges of every function, and the hardening of all of them.
-- (Calls themselves, allowed and refused, are proved in the other files.)
begin;
set local search_path = public, extensions;
select plan(39);

select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace),
  array['category_counts', 'category_entries', 'community_stats', 'create_entry', 'email_for_username', 'feed', 'feed_personal', 'growth', 'login_attempt', 'mark_message_read', 'merge_anonymous_user', 'mood_emoji', 'mood_label', 'my_messages', 'my_reactions', 'page_size', 'random_prompt', 'reaction_counts', 'remove_reaction', 'report_entry', 'send_supportive_response', 'set_reaction', 'supportive_response_options', 'timeline', 'timeline_stats', 'trending', 'unread_count', 'username_available', 'username_hash'],
  'public has exactly the functions listed here (a new one needs its privileges proved)');

select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'category_counts'), 'execute')), array['anon', 'authenticated', 'service_role'], 'category_counts: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'category_entries'), 'execute')), array['anon', 'authenticated', 'service_role'], 'category_entries: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'community_stats'), 'execute')), array['anon', 'authenticated', 'service_role'], 'community_stats: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'feed'), 'execute')), array['anon', 'authenticated', 'service_role'], 'feed: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'login_attempt'), 'execute')), array['anon', 'authenticated', 'service_role'], 'login_attempt: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'mood_emoji'), 'execute')), array['anon', 'authenticated', 'service_role'], 'mood_emoji: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'mood_label'), 'execute')), array['anon', 'authenticated', 'service_role'], 'mood_label: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'page_size'), 'execute')), array['anon', 'authenticated', 'service_role'], 'page_size: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'random_prompt'), 'execute')), array['anon', 'authenticated', 'service_role'], 'random_prompt: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'supportive_response_options'), 'execute')), array['anon', 'authenticated', 'service_role'], 'supportive_response_options: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'trending'), 'execute')), array['anon', 'authenticated', 'service_role'], 'trending: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'username_available'), 'execute')), array['anon', 'authenticated', 'service_role'], 'username_available: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'username_hash'), 'execute')), array['anon', 'authenticated', 'service_role'], 'username_hash: anon, signed-in (and anonymous) users, service role');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'create_entry'), 'execute')), array['authenticated', 'service_role'], 'create_entry: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'feed_personal'), 'execute')), array['authenticated', 'service_role'], 'feed_personal: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'growth'), 'execute')), array['authenticated', 'service_role'], 'growth: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'mark_message_read'), 'execute')), array['authenticated', 'service_role'], 'mark_message_read: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'my_messages'), 'execute')), array['authenticated', 'service_role'], 'my_messages: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'my_reactions'), 'execute')), array['authenticated', 'service_role'], 'my_reactions: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'reaction_counts'), 'execute')), array['authenticated', 'service_role'], 'reaction_counts: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'remove_reaction'), 'execute')), array['authenticated', 'service_role'], 'remove_reaction: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'report_entry'), 'execute')), array['authenticated', 'service_role'], 'report_entry: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'send_supportive_response'), 'execute')), array['authenticated', 'service_role'], 'send_supportive_response: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'set_reaction'), 'execute')), array['authenticated', 'service_role'], 'set_reaction: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'timeline'), 'execute')), array['authenticated', 'service_role'], 'timeline: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'timeline_stats'), 'execute')), array['authenticated', 'service_role'], 'timeline_stats: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'unread_count'), 'execute')), array['authenticated', 'service_role'], 'unread_count: signed-in (and anonymous) users only, not anon');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'email_for_username'), 'execute')), array['service_role'], 'email_for_username: the service role only');
select is((select array_agg(r order by r) from unnest(array['anon', 'authenticated', 'service_role']) r where has_function_privilege(r, (select p.oid from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = 'merge_anonymous_user'), 'execute')), array['service_role'], 'merge_anonymous_user: the service role only');

select is(
  (select array_agg(p.proname::text order by p.proname) from pg_catalog.pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.prosecdef),
  array['email_for_username', 'merge_anonymous_user'], 'only the two service-role duties are SECURITY DEFINER in public');
select is(
  (select count(*)::integer from pg_catalog.pg_proc p
    where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
      and not coalesce(p.proconfig, '{}') && array['search_path=""']),
  0, 'every function in public and private runs with search_path = ''''');
select is(
  (select count(*)::integer from pg_catalog.pg_proc p, unnest(array['anon', 'authenticated']) r
    where p.pronamespace = 'private'::regnamespace and has_function_privilege(r, p.oid, 'execute')),
  0, 'no private function is executable by anon or authenticated');
select ok(not has_schema_privilege('anon', 'private', 'usage') and not has_schema_privilege('authenticated', 'private', 'usage'),
  'the private schema is closed to the API roles');
select ok(not has_column_privilege('anon', 'public.entries', 'user_id', 'select')
      and not has_column_privilege('authenticated', 'public.entries', 'user_id', 'select'),
  'nobody in the API can select the writer of an entry');
select ok(not has_column_privilege('authenticated', 'public.supportive_messages', 'sender_id', 'select'),
  'nobody in the API can select the sender of a message');
select ok(not has_table_privilege('anon', 'public.entries', 'insert, update, delete')
      and not has_table_privilege('anon', 'public.reactions', 'insert, update, delete')
      and not has_table_privilege('anon', 'public.supportive_messages', 'select, insert, update, delete'),
  'anon writes nothing but login attempts');
select is(
  (select count(*)::integer from pg_catalog.pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      and not exists (select 1 from pg_catalog.pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)),
  0, 'every table in public has at least one policy');
select is(
  (select count(*)::integer from pg_catalog.pg_policies p where p.schemaname = 'public' and p.roles = '{public}'),
  0, 'every policy names its roles (none is for public)');

select * from finish();
rollback;
