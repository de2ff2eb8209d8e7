-- The session check of a new entry in its first statement (issue 15 item 8). Sign-out ends access at
-- once (issue 14): the API refuses a token whose session is no longer in auth.sessions. It remembers a
-- "still live" answer for two seconds, but a writer's entries are minutes apart and Supabase runs many
-- instances, so nearly every POST /api/entries looked the session up in a round trip of its own before
-- its first statement. That statement (the entry limits and the writer's settings, which record
-- nothing) now asks this function first, in the same round trip: an ended session is refused before
-- anything else is read, exactly as before.

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
create function private.check_session() returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  v_session text := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id';
begin
  -- The claims are the verified token's (set by the API for this transaction); the session must still
  -- exist, belong to the token's user and not be past its not_after: the API's own lookup (sessions.ts).
  if v_session is null
     or v_session !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or not exists (
       select 1 from auth.sessions s
        where s.id = v_session::uuid
          and s.user_id = (select auth.uid())
          and (s.not_after is null or s.not_after > now())) then
    raise exception 'This session has ended. Please sign in again.' using errcode = 'HR401';
  end if;
end;
$$;
comment on function private.check_session() is
  'Raises HR401 when the session of the caller''s verified token (request.jwt.claims: session_id, sub) has ended or never existed; returns nothing otherwise. Called first in a write''s first statement, so the check costs no round trip of its own.';

-- ---------------------------------------------------------------------------------------------
-- Privileges: the API's door only
-- ---------------------------------------------------------------------------------------------
revoke all on function private.check_session() from public, anon, authenticated;
grant execute on function private.check_session() to hearth_writer;
