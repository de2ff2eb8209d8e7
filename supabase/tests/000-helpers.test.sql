-- Test helpers, committed into the (throw-away) test database so every later file can use them:
--   tests.create_user(name, anonymous)      a user in auth.users (registered ones get username = name)
--   tests.uid(name)                          that user's id
--   tests.authenticate_as(name)              act as that user: role authenticated + their JWT claims
--   tests.authenticate_as_anonymous(name)    the same with the claim is_anonymous: true
--   tests.act_as_anon()                      the anon role (no user)
--   tests.write_as(name)                     the API's door for writes: role hearth_writer + that user's claims
--   tests.write_as_anonymous(name)           the same for an anonymous user
--   tests.write_as_nobody()                  hearth_writer without a user (login attempts, username checks)
--   tests.clear_authentication()             back to the connecting superuser
--   tests.affected(sql)                      rows an UPDATE/DELETE touched, as the current role
-- Then: row-level security is on for every table in public and private, and the helpers do what they say.
create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role, hearth_writer;
-- pgTAP lives in extensions; the tests assert while acting as the API's writer too.
grant usage on schema extensions to hearth_writer;

create or replace function tests.create_user(name text, anonymous boolean default false) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated',
          case when not anonymous then name || '@hearth.test' end,
          case when not anonymous then '$2a$10$abcdefghijklmnopqrstuu7Wv0kO1Y3rL5uX4jGmK6t6v9qP1b2C.' end,
          case when not anonymous then now() end,
          '{}'::jsonb,
          jsonb_build_object('test_identifier', name) || case when anonymous then '{}'::jsonb else jsonb_build_object('username', name) end,
          anonymous, now(), now());
  return v_id;
end;
$$;

create or replace function tests.uid(name text) returns uuid
language sql stable security definer set search_path = '' as $$
  select id from auth.users where raw_user_meta_data ->> 'test_identifier' = uid.name
$$;

create or replace function tests.user_claims(name text, anonymous boolean) returns text
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'sub', u.id, 'role', 'authenticated', 'aud', 'authenticated', 'email', coalesce(u.email, ''),
    'is_anonymous', anonymous, 'session_id', gen_random_uuid(), 'aal', 'aal1')::text
  from auth.users u where u.raw_user_meta_data ->> 'test_identifier' = user_claims.name
$$;

-- Acts as a test user in a role (authenticated, or the API's hearth_writer) with their JWT claims.
create or replace function tests.act_as(role text, name text, anonymous boolean) returns void
language plpgsql set search_path = '' as $$
declare
  v_claims text := tests.user_claims(act_as.name, act_as.anonymous);
begin
  if v_claims is null then
    raise exception 'No test user %', act_as.name;
  end if;
  perform set_config('role', act_as.role, true);
  perform set_config('request.jwt.claims', v_claims, true);
end;
$$;

create or replace function tests.authenticate_as(name text) returns void
language sql set search_path = '' as $$ select tests.act_as('authenticated', authenticate_as.name, false) $$;

create or replace function tests.authenticate_as_anonymous(name text) returns void
language sql set search_path = '' as $$ select tests.act_as('authenticated', authenticate_as_anonymous.name, true) $$;

create or replace function tests.act_as_anon() returns void
language plpgsql set search_path = '' as $$
begin
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
end;
$$;

create or replace function tests.write_as(name text) returns void
language sql set search_path = '' as $$ select tests.act_as('hearth_writer', write_as.name, false) $$;

create or replace function tests.write_as_anonymous(name text) returns void
language sql set search_path = '' as $$ select tests.act_as('hearth_writer', write_as_anonymous.name, true) $$;

create or replace function tests.write_as_nobody() returns void
language plpgsql set search_path = '' as $$
begin
  perform set_config('role', 'hearth_writer', true);
  perform set_config('request.jwt.claims', '{"role":"anon"}', true);
end;
$$;

create or replace function tests.clear_authentication() returns void
language plpgsql set search_path = '' as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
end;
$$;

create or replace function tests.affected(statement text) returns integer
language plpgsql set search_path = '' as $$
declare
  v_rows integer;
begin
  execute statement;
  get diagnostics v_rows = row_count;
  return v_rows;
end;
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role, hearth_writer;

begin;
set local search_path = public, extensions;
select plan(15);

select tests.create_user('helper_alice');
select tests.create_user('helper_ghost', true);

select is(
  (select count(*)::integer from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity),
  0, 'row-level security is on for every table in public and private');
select ok(
  (select count(*) from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r') >= 11, 'the public tables exist');
select ok((select rolbypassrls from pg_catalog.pg_roles where rolname = 'service_role'), 'service_role bypasses RLS');
select is((select username from public.profiles where id = tests.uid('helper_alice')), 'helper_alice',
  'a registered user gets a profile with the username from raw_user_meta_data');
select is((select username from public.profiles where id = tests.uid('helper_ghost')), null,
  'an anonymous user gets a profile without a username');

select tests.authenticate_as('helper_alice');
select is(current_user::text, 'authenticated', 'authenticate_as switches to authenticated');
select is(auth.uid(), tests.uid('helper_alice'), 'auth.uid() is the user');
select is(auth.jwt() ->> 'is_anonymous', 'false', 'a registered user''s claims say is_anonymous false');

select tests.authenticate_as_anonymous('helper_ghost');
select is(auth.jwt() ->> 'is_anonymous', 'true', 'authenticate_as_anonymous sets is_anonymous true');

select tests.act_as_anon();
select is(current_user::text, 'anon', 'act_as_anon switches to anon');
select is(auth.uid(), null, 'anon has no uid');

select tests.write_as('helper_alice');
select is(current_user::text, 'hearth_writer', 'write_as switches to hearth_writer');
select is(current_setting('request.jwt.claims', true)::jsonb ->> 'sub', tests.uid('helper_alice')::text, 'with the user''s claims');
select tests.write_as_nobody();
select is(current_setting('request.jwt.claims', true)::jsonb ->> 'sub', null, 'write_as_nobody carries no user');

select tests.clear_authentication();
select is(auth.role(), null, 'clear_authentication clears the claims');

select * from finish();
rollback;
