-- Asking before writing an entry records nothing, so it writes nothing (issue 15 item 8). The
-- question private.check_entry_limits() answers used to be asked by counting the action for real and
-- then rolling that back in a subtransaction: the inserted-then-undone rows gave the API's transaction
-- a transaction id, so its COMMIT waited for a WAL flush like a real write — one disk sync per entry
-- for a question, on the busiest write path. The rule now has one read-only part, private.check_action(),
-- which the check asks and private.count_action() applies (under its lock, before recording).

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
create function private.check_action(action text, subject text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_limit private.rate_limits;
  v_recent integer;
  v_frees_at timestamptz;
begin
  select * into strict v_limit from private.rate_limits l where l.action = check_action.action;
  select count(*) into v_recent from private.rate_limit_events e
   where e.action = check_action.action and e.subject = check_action.subject
     and e.created_at > now() - v_limit.per;
  if v_recent >= v_limit.max_events then
    -- A slot frees when enough of the oldest events have aged out to leave fewer than the limit.
    select e.created_at + v_limit.per into v_frees_at from private.rate_limit_events e
     where e.action = check_action.action and e.subject = check_action.subject
       and e.created_at > now() - v_limit.per
     order by e.created_at
     offset v_recent - v_limit.max_events limit 1;
    raise exception 'Too many requests' using errcode = 'HR429',
      detail = format('At most %s %s actions per %s.', v_limit.max_events, check_action.action, v_limit.per),
      hint = format('Retry after %s seconds.',
                    greatest(1, ceil(extract(epoch from coalesce(v_frees_at, now() + v_limit.per) - now())))::integer);
  end if;
end;
$$;
comment on function private.check_action(text, text) is
  'Raises HR429 Too many requests (HINT: when a slot frees) when the subject''s window for this action is full; records nothing.';

create or replace function private.count_action(action text, subject text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  -- One subject at a time, so two concurrent requests cannot both take the last slot.
  perform pg_advisory_xact_lock(hashtextextended(count_action.action || ':' || count_action.subject, 0));
  perform private.check_action(count_action.action, count_action.subject);
  insert into private.rate_limit_events (action, subject) values (count_action.action, count_action.subject);
end;
$$;

create or replace function private.check_entry_limits(visibility text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('write an entry');
begin
  -- The rules create_entry applies through count_action, asked without recording anything.
  perform private.check_action('entry', v_user::text);
  if check_entry_limits.visibility = 'public' then
    perform private.check_action('public_entry', v_user::text);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Privileges: called only from the definer functions above
-- ---------------------------------------------------------------------------------------------
revoke all on function private.check_action(text, text) from public, anon, authenticated, service_role;
