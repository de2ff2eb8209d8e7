-- Hearth: the rules the data keeps, whoever writes it — moods, triggers and row-level security.
--
-- Triggers keep the invariants in the same transaction as the write: reaction counts (never
-- below 0), profiles from auth.users, the moderation hold, crisis holds, rate limits (SQLSTATE
-- HR429, message 'Too many requests'), community activity and the realtime unread badge.
-- Trigger functions are SECURITY DEFINER in schema private with `set search_path = ''` and are
-- executable by nobody: PostgreSQL does not check EXECUTE when a trigger fires.
-- Policies: one per operation and role, named for what they allow, `(select auth.uid())`.

-- ---------------------------------------------------------------------------------------------
-- Moods: the emoji is stored; legacy keys, labels and the non-ZWJ spelling map onto it
-- ---------------------------------------------------------------------------------------------
create function public.mood_emoji(mood text) returns text
language sql immutable set search_path = '' as $$
  select case lower(btrim(mood_emoji.mood))
    when '😔' then '😔' when 'sad' then '😔' when 'reflective' then '😔'
    when '😡' then '😡' when 'angry' then '😡' when 'frustrated' then '😡'
    when '🥺' then '🥺' when 'pleading' then '🥺' when 'seeking' then '🥺'
    when '🙃' then '🙃' when 'upside-down' then '🙃' when 'upside_down' then '🙃' when 'transforming' then '🙃'
    when '😊' then '😊' when 'happy' then '😊' when 'joyful' then '😊'
    else '😶‍🌫️' -- confused, 😶‍🌫️, the spec's 😶🌫️, and anything unknown: Uncertain
  end
$$;
comment on function public.mood_emoji(text) is
  'Maps a mood (emoji, legacy key sad/angry/confused/pleading/upside-down/happy, or label) to one of the six mood emojis; anything else is 😶‍🌫️ Uncertain.';

create function public.mood_label(mood text) returns text
language sql immutable set search_path = '' as $$
  select case public.mood_emoji(mood_label.mood)
    when '😔' then 'Reflective' when '😡' then 'Frustrated' when '🥺' then 'Seeking'
    when '🙃' then 'Transforming' when '😊' then 'Joyful' else 'Uncertain'
  end
$$;
comment on function public.mood_label(text) is 'The meaning of a mood: Reflective, Frustrated, Uncertain, Seeking, Transforming or Joyful.';

create function public.username_hash(username text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(lower(btrim(username_hash.username)), 'UTF8')), 'hex')
$$;
comment on function public.username_hash(text) is 'SHA-256 (hex) of a lower-cased, trimmed username: the key of taken_usernames and of login rate limits.';

-- ---------------------------------------------------------------------------------------------
-- Settings that live in one place
-- ---------------------------------------------------------------------------------------------
create function private.report_hold_threshold() returns integer
language sql immutable set search_path = '' as $$ select 3 $$;
comment on function private.report_hold_threshold() is 'Distinct reporters at which a public entry is held for review.';

-- ---------------------------------------------------------------------------------------------
-- Rate limits: every limited action adds a row; the one over private.rate_limits is refused
-- ---------------------------------------------------------------------------------------------
create function private.enforce_rate_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_limit private.rate_limits;
  v_recent integer;
begin
  select * into strict v_limit from private.rate_limits where action = new.action;
  -- One subject at a time, so two concurrent requests cannot both take the last slot.
  perform pg_advisory_xact_lock(hashtextextended(new.action || ':' || new.subject, 0));
  delete from public.rate_limit_events
   where action = new.action and subject = new.subject and created_at < now() - v_limit.per;
  select count(*) into v_recent from public.rate_limit_events
   where action = new.action and subject = new.subject;
  if v_recent >= v_limit.max_events then
    raise exception 'Too many requests' using errcode = 'HR429',
      detail = format('At most %s %s actions per %s.', v_limit.max_events, new.action, v_limit.per);
  end if;
  new.created_at := now();
  return new;
end;
$$;
create trigger enforce_rate_limit before insert on public.rate_limit_events
  for each row execute function private.enforce_rate_limit();

-- Counts one action by the calling user (only calls that carry a user: API requests).
create function private.count_action(action text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is not null then
    insert into public.rate_limit_events (action, subject) values (count_action.action, auth.uid()::text);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- updated_at
-- ---------------------------------------------------------------------------------------------
create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Profiles follow auth.users (raw_user_meta_data.username); taken_usernames follows profiles
-- ---------------------------------------------------------------------------------------------
create function private.sync_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_username text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
begin
  insert into public.profiles (id, username) values (new.id, v_username)
  on conflict (id) do update set username = coalesce(excluded.username, public.profiles.username)
  where public.profiles.username is distinct from coalesce(excluded.username, public.profiles.username);
  return null;
end;
$$;
create trigger sync_profile after insert or update of raw_user_meta_data on auth.users
  for each row execute function private.sync_profile();

create function private.sync_taken_username() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.username is not null then
    delete from public.taken_usernames where username_hash = public.username_hash(old.username);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.username is not null then
    insert into public.taken_usernames (username_hash) values (public.username_hash(new.username))
    on conflict do nothing;
  end if;
  return null;
end;
$$;
create trigger sync_taken_username after insert or delete or update of username on public.profiles
  for each row execute function private.sync_taken_username();
create trigger touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Entries: normalised mood, crisis hold, fresh counts, rate limit, community activity
-- ---------------------------------------------------------------------------------------------
create function private.prepare_entry() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.mood := public.mood_emoji(new.mood);
  if tg_op = 'INSERT' then
    perform private.count_action('entry');
    new.moderation_status := case when new.safety_level = 'crisis' then 'held' else 'visible' end;
    new.support_count := 0;
    new.love_count := 0;
    new.strength_count := 0;
  end if;
  return new;
end;
$$;
create trigger prepare_entry before insert or update of mood on public.entries
  for each row execute function private.prepare_entry();
create trigger touch_updated_at before update on public.entries
  for each row execute function private.touch_updated_at();

create function private.record_writer_day() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_new integer;
begin
  insert into private.writer_days (day, user_id) values (v_day, new.user_id) on conflict do nothing;
  get diagnostics v_new = row_count;
  if v_new > 0 then
    insert into public.community_days as d (day, active_writers) values (v_day, 1)
    on conflict (day) do update set active_writers = d.active_writers + 1;
  end if;
  return null;
end;
$$;
create trigger record_writer_day after insert on public.entries
  for each row execute function private.record_writer_day();

-- The original words belong to the entry's writer: the owner and the timestamp come from the entry.
create function private.prepare_entry_text() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_entry public.entries;
begin
  select * into v_entry from public.entries where id = new.entry_id;
  if found then
    new.user_id := v_entry.user_id;
    new.created_at := v_entry.created_at;
  end if;
  return new;
end;
$$;
create trigger prepare_entry_text before insert on public.entry_texts
  for each row execute function private.prepare_entry_text();

-- ---------------------------------------------------------------------------------------------
-- Reactions: counts on entries in the same transaction, never below 0
-- ---------------------------------------------------------------------------------------------
create function private.prepare_reaction() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.reaction_type is distinct from old.reaction_type then
    perform private.count_action('reaction');
  end if;
  return new;
end;
$$;
create trigger prepare_reaction before insert or update of reaction_type on public.reactions
  for each row execute function private.prepare_reaction();
create trigger touch_updated_at before update on public.reactions
  for each row execute function private.touch_updated_at();

create function private.count_reaction(entry_id uuid, reaction_type text, delta integer) returns void
language sql security definer set search_path = '' as $$
  update public.entries e set
    support_count = greatest(e.support_count + case when count_reaction.reaction_type = 'support' then delta else 0 end, 0),
    love_count = greatest(e.love_count + case when count_reaction.reaction_type = 'love' then delta else 0 end, 0),
    strength_count = greatest(e.strength_count + case when count_reaction.reaction_type = 'strength' then delta else 0 end, 0)
  where e.id = count_reaction.entry_id
$$;

create function private.apply_reaction_counts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.count_reaction(old.entry_id, old.reaction_type, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.count_reaction(new.entry_id, new.reaction_type, 1);
  end if;
  return null;
end;
$$;
create trigger apply_reaction_counts after insert or delete or update of reaction_type, entry_id on public.reactions
  for each row execute function private.apply_reaction_counts();

-- ---------------------------------------------------------------------------------------------
-- Supportive messages: the recipient is the entry's writer; never to one's own entry
-- ---------------------------------------------------------------------------------------------
create function private.prepare_supportive_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_entry public.entries;
begin
  select * into v_entry from public.entries where id = new.entry_id;
  if not found or v_entry.visibility <> 'public' or v_entry.moderation_status <> 'visible' then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  if v_entry.user_id = new.sender_id then
    raise exception 'You cannot send a supportive response to your own entry' using errcode = 'P0001';
  end if;
  perform private.count_action('supportive_message');
  new.recipient_id := v_entry.user_id;
  new.is_read := false;
  new.read_at := null;
  new.created_at := now();
  return new;
end;
$$;
create trigger prepare_supportive_message before insert on public.supportive_messages
  for each row execute function private.prepare_supportive_message();

create function private.mark_read_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.read_at := case when new.is_read then coalesce(old.read_at, now()) end;
  return new;
end;
$$;
create trigger mark_read_at before update of is_read on public.supportive_messages
  for each row execute function private.mark_read_at();

-- The inbox badge: { "unread": n } as event 'unread' on topic 'inbox:<recipient>'.
create function private.send_unread(recipient_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(
    jsonb_build_object('unread', (
      select count(*)::integer from public.supportive_messages m
       where m.recipient_id = send_unread.recipient_id and not m.is_read)),
    'unread',
    'inbox:' || send_unread.recipient_id::text,
    true);
end;
$$;

create function private.announce_unread() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.send_unread(new.recipient_id);
  return null;
end;
$$;
create trigger announce_unread after insert or update of is_read on public.supportive_messages
  for each row execute function private.announce_unread();

-- ---------------------------------------------------------------------------------------------
-- Reports: one per reporter; enough distinct reporters hold the entry
-- ---------------------------------------------------------------------------------------------
create function private.prepare_report() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.entries e where e.id = new.entry_id and e.user_id = new.reporter_id) then
    raise exception 'You cannot report your own entry' using errcode = 'P0001';
  end if;
  perform private.count_action('report');
  new.created_at := now();
  return new;
end;
$$;
create trigger prepare_report before insert on public.entry_reports
  for each row execute function private.prepare_report();

create function private.hold_reported_entry() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from public.entry_reports r where r.entry_id = new.entry_id) >= private.report_hold_threshold() then
    update public.entries set moderation_status = 'held'
     where id = new.entry_id and moderation_status = 'visible';
  end if;
  return null;
end;
$$;
create trigger hold_reported_entry after insert on public.entry_reports
  for each row execute function private.hold_reported_entry();

-- ---------------------------------------------------------------------------------------------
-- Row-level security policies
-- ---------------------------------------------------------------------------------------------
create policy "users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));

create policy "anyone checks whether a username is taken" on public.taken_usernames
  for select to anon, authenticated using (true);

create policy "anyone reads prompts" on public.prompts
  for select to anon, authenticated using (true);

create policy "anyone reads the supportive responses" on public.supportive_responses
  for select to anon, authenticated using (true);

create policy "anyone reads community activity" on public.community_days
  for select to anon, authenticated using (true);

create policy "visitors read public, visible entries" on public.entries
  for select to anon using (visibility = 'public' and moderation_status = 'visible');
create policy "users read their own entries and public, visible ones" on public.entries
  for select to authenticated
  using (user_id = (select auth.uid()) or (visibility = 'public' and moderation_status = 'visible'));
create policy "writers create their own entries" on public.entries
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "writers update their own entries" on public.entries
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "writers delete their own entries" on public.entries
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "writers read their own words" on public.entry_texts
  for select to authenticated using (user_id = (select auth.uid()));
create policy "writers add words to their own entries" on public.entry_texts
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "writers edit their own words" on public.entry_texts
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "writers delete their own words" on public.entry_texts
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "users read their own reactions" on public.reactions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users react to public, visible entries" on public.reactions
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.entries e
                 where e.id = entry_id and e.visibility = 'public' and e.moderation_status = 'visible'));
create policy "users change their own reactions" on public.reactions
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove their own reactions" on public.reactions
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "recipients read their own messages" on public.supportive_messages
  for select to authenticated using (recipient_id = (select auth.uid()));
create policy "users send supportive messages to others' public entries" on public.supportive_messages
  for insert to authenticated with check (
    sender_id = (select auth.uid())
    and recipient_id <> (select auth.uid())
    and exists (select 1 from public.entries e
                 where e.id = entry_id and e.visibility = 'public' and e.moderation_status = 'visible'));
create policy "recipients mark their own messages read" on public.supportive_messages
  for update to authenticated using (recipient_id = (select auth.uid())) with check (recipient_id = (select auth.uid()));

create policy "users report public, visible entries" on public.entry_reports
  for insert to authenticated with check (
    reporter_id = (select auth.uid())
    and exists (select 1 from public.entries e
                 where e.id = entry_id and e.visibility = 'public' and e.moderation_status = 'visible'));

create policy "anyone records a login attempt" on public.rate_limit_events
  for insert to anon, authenticated with check (action = 'login');

-- Realtime: only the recipient may join their inbox topic (Supabase checks this at join time).
create policy "users join only their own inbox" on realtime.messages
  for select to authenticated
  using (realtime.topic() = 'inbox:' || (select auth.uid())::text and extension = 'broadcast');

-- ---------------------------------------------------------------------------------------------
-- Function privileges: helpers for everyone, trigger and private functions for no one
-- ---------------------------------------------------------------------------------------------
revoke all on function public.mood_emoji(text), public.mood_label(text), public.username_hash(text)
  from public, anon, authenticated;
grant execute on function public.mood_emoji(text), public.mood_label(text), public.username_hash(text)
  to anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated;
