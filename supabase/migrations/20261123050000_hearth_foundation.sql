-- Foundation (issue 15, item 10): the Growth screen's mood calendar from one query, in the
-- /api/growth payload, instead of the browser paging through the writer's timeline (their whole
-- journal text) to count moods per day.

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
create function public.mood_calendar(span_days integer default 91, time_zone text default 'UTC')
returns table (day date, mood text, entries integer, latest_at timestamptz)
language plpgsql stable set search_path = '' as $$
declare
  -- At most 400 days; a day is a calendar day where the writer is (time_zone, an IANA name; one
  -- PostgreSQL does not know counts as UTC).
  v_days integer := least(greatest(coalesce(mood_calendar.span_days, 91), 1), 400);
  v_zone text := coalesce(nullif(mood_calendar.time_zone, ''), 'UTC');
  v_since timestamptz;
begin
  begin
    perform now() at time zone v_zone;
  exception when invalid_parameter_value then
    v_zone := 'UTC';
  end;
  v_since := (((now() at time zone v_zone)::date - (v_days - 1))::timestamp) at time zone v_zone;
  -- The writer's index (entry_texts by user and time) picks the span's rows; only their mood is read.
  return query
    select (t.created_at at time zone v_zone)::date, e.mood, count(*)::integer, max(t.created_at)
      from public.entry_texts t
      join public.entries e on e.id = t.entry_id
     where t.user_id = (select auth.uid()) and t.created_at >= v_since
     group by 1, 2
     order by 1, 2;
end;
$$;
comment on function public.mood_calendar(integer, text) is
  'The caller''s mood calendar: for each day of the last span_days (today included, at most 400) in time_zone, how many entries of each mood key, and when the latest of them was written. Days without entries are absent.';

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke all on function public.mood_calendar(integer, text) from public, anon, authenticated, service_role;
grant execute on function public.mood_calendar(integer, text) to authenticated;
