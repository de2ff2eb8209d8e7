-- Cost before work (issue 14): the API asks whether a caller may write an entry before it pays an AI
-- provider for the reflection, so a person over the limit costs nothing but this question. The limits
-- themselves stay where they are enforced, in private.count_action() as private.create_entry() calls it.

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
create function private.check_entry_limits(visibility text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('write an entry');
begin
  -- The very rule create_entry applies, counted and then taken back: HR429 (with its Retry-After
  -- hint) when the window is full, nothing recorded when it is not.
  perform private.count_action('entry', v_user::text);
  if check_entry_limits.visibility = 'public' then
    perform private.count_action('public_entry', v_user::text);
  end if;
  raise exception 'only a check' using errcode = 'HRCHK';
exception
  when sqlstate 'HRCHK' then
    return;
end;
$$;
comment on function private.check_entry_limits(text) is
  'Raises HR429 Too many requests when the caller could not write an entry of this visibility now (the limits of private.create_entry); records nothing. The API asks before calling the AI provider.';

-- ---------------------------------------------------------------------------------------------
-- Privileges: the API's door only
-- ---------------------------------------------------------------------------------------------
revoke all on function private.check_entry_limits(text) from public, anon, authenticated;
grant execute on function private.check_entry_limits(text) to hearth_writer;
