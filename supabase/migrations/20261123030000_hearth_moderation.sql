-- Moderation and care (issue 16): people review what the machine holds back, and a held writer is
-- never left alone. Moderators carry app_metadata.role = 'moderator' in their verified token
-- (auth.jwt()); they see only what was shared (the redacted text, the prompt, the mood) — never
-- private entries, original words or who wrote them — and every action they take is audited.
--
-- Reads of the queue and every action go through private definer functions that the API calls as
-- hearth_writer with the caller's verified claims; each refuses anyone but a moderator (42501).
-- The audit trail and the care-message catalogue are tables moderators read through policies.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.care_messages (
  id bigint generated always as identity primary key,
  message text not null unique check (char_length(message) between 5 and 300),
  retired_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.care_messages is
  'What a moderator can send to the writer of a held entry: warm words from the Hearth team, shown in the writer''s Messages with the crisis lines. Read by moderators only.';
comment on column public.care_messages.id is 'Identity; the audit trail and the API name a care message by it.';
comment on column public.care_messages.message is 'The words the writer receives (the app signs them "from the Hearth team" and adds the crisis lines).';
comment on column public.care_messages.retired_at is 'When it stopped being offered (null: offered).';
comment on column public.care_messages.created_at is 'When it was added.';

create table public.moderation_actions (
  id bigint generated always as identity primary key,
  entry_id uuid references public.entries (id) on delete set null,
  moderator_id uuid references auth.users (id) on delete set null,
  action text not null check (action in ('release', 'hide', 'care')),
  care_message_id bigint references public.care_messages (id),
  reasons text[] not null default '{}' check (cardinality(reasons) <= 21),
  created_at timestamptz not null default now(),
  constraint moderation_actions_care_names_its_message check ((action = 'care') = (care_message_id is not null))
);
comment on table public.moderation_actions is
  'The audit trail of moderation: who released, hid or sent care to which entry, when, and why it was in the queue. Written only by the moderation functions; read by moderators in the app and by admins in the dashboard.';
comment on column public.moderation_actions.id is 'Identity, in the order the actions happened.';
comment on column public.moderation_actions.entry_id is 'The entry acted on (null once the entry is deleted).';
comment on column public.moderation_actions.moderator_id is 'Who acted: the moderator''s auth user (null once that account is deleted).';
comment on column public.moderation_actions.action is 'release (public again), hide (out of every public list for good) or care (a care message sent to the writer).';
comment on column public.moderation_actions.care_message_id is 'The care message sent (care only).';
comment on column public.moderation_actions.reasons is 'Why the entry was in the queue when the moderator acted, in plain words ("crisis: plan", "reported 3 times: spam").';
comment on column public.moderation_actions.created_at is 'When the moderator acted.';

create unique index moderation_actions_one_care_per_entry on public.moderation_actions (entry_id) where action = 'care';
create index moderation_actions_created_at_idx on public.moderation_actions (created_at desc, id desc);
create index moderation_actions_moderator_id_idx on public.moderation_actions (moderator_id);
create index moderation_actions_care_message_id_idx on public.moderation_actions (care_message_id);
create index entries_held_idx on public.entries (held_at, id)
  where visibility = 'public' and moderation_status = 'held';
create index entry_reports_unreviewed_idx on public.entry_reports (entry_id, created_at) where reviewed_at is null;
comment on index public.moderation_actions_one_care_per_entry is 'A care message is sent once per entry.';
comment on index public.moderation_actions_created_at_idx is 'The audit trail, newest first.';
comment on index public.moderation_actions_moderator_id_idx is 'A moderator''s actions (and deleting their account).';
comment on index public.moderation_actions_care_message_id_idx is 'Actions that sent one care message.';
comment on index public.entries_held_idx is 'The moderation queue: held public entries, oldest hold first.';
comment on index public.entry_reports_unreviewed_idx is 'The moderation queue: reports no moderator has reviewed yet.';

alter table public.care_messages enable row level security;
alter table public.moderation_actions enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------
-- Why an entry is held, for its writer: reports when the report trigger held it, else the safety
-- check (crisis, concern, a language it cannot read — whatever rule holds it on insert).
create function private.record_hold_reason() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.moderation_status = 'held' then
    if tg_op = 'INSERT' or old.moderation_status <> 'held' then
      new.hold_reason := coalesce(new.hold_reason, 'safety');
    end if;
  elsif new.moderation_status = 'visible' then
    new.hold_reason := null;
  end if;
  return new;
end;
$$;
comment on function private.record_hold_reason() is 'Trigger: a held entry says why (reports, else safety); a visible one has no hold reason.';
-- Named to run after prepare_entry (BEFORE triggers fire in name order), which decides the hold.
create trigger record_hold_reason before insert or update of moderation_status on public.entries
  for each row execute function private.record_hold_reason();
comment on trigger record_hold_reason on public.entries is 'Held entries say why: safety or reports.';

-- The queue changed (a hold, a report, an action): moderators' open queues refresh at once. The
-- payload says nothing; the queue itself is read through the API.
create function private.announce_queue() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send('{"changed": true}'::jsonb, 'queue', 'moderation', true);
  return null;
end;
$$;
comment on function private.announce_queue() is 'Trigger: tells the private Realtime topic "moderation" that the queue changed.';
create trigger announce_queue_hold after insert or update of moderation_status on public.entries
  for each row when (new.visibility = 'public' and new.moderation_status <> 'visible')
  execute function private.announce_queue();
create trigger announce_queue_release after update of moderation_status on public.entries
  for each row when (old.moderation_status <> 'visible' and new.moderation_status = 'visible')
  execute function private.announce_queue();
create trigger announce_queue_report after insert on public.entry_reports
  for each statement execute function private.announce_queue();
create trigger announce_queue_action after insert on public.moderation_actions
  for each statement execute function private.announce_queue();
comment on trigger announce_queue_hold on public.entries is 'A public entry held or hidden: the moderation queue changed.';
comment on trigger announce_queue_release on public.entries is 'A held entry released: the moderation queue changed.';
comment on trigger announce_queue_report on public.entry_reports is 'A report reaches the moderation queue.';
comment on trigger announce_queue_action on public.moderation_actions is 'A moderator acted: the queue changed for the others too.';

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------
create function private.is_moderator() returns boolean
language sql stable set search_path = '' as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'moderator'
$$;
comment on function private.is_moderator() is 'Whether the verified token of this transaction carries app_metadata.role = moderator.';

create function private.moderator(action text) returns uuid
language plpgsql stable set search_path = '' as $$
declare
  v_user uuid := private.caller(moderator.action);
begin
  if not private.is_moderator() then
    raise exception 'Only moderators can %', moderator.action using errcode = '42501';
  end if;
  return v_user;
end;
$$;
comment on function private.moderator(text) is 'The moderator of this transaction; 42501 for anyone else.';

-- Why an entry is in the queue, in plain words: the safety check's reasons and the unreviewed reports.
create function private.queue_reasons(entry public.entries) returns text[]
language sql stable set search_path = '' as $$
  select case
           when cardinality(($1).safety_reasons) > 0 then ($1).safety_reasons
           when ($1).moderation_status = 'held' and ($1).hold_reason = 'safety' then array['safety: ' || ($1).safety_level]
           else '{}'::text[]
         end
         || coalesce((select array[format('reported %s %s: %s', count(*), case when count(*) = 1 then 'time' else 'times' end,
                                          string_agg(distinct r.reason, ', '))]
                        from public.entry_reports r
                       where r.entry_id = ($1).id and r.reviewed_at is null
                      having count(*) > 0), '{}'::text[])
$$;
comment on function private.queue_reasons(public.entries) is 'An entry''s reasons to be reviewed: its safety reasons and "reported N times: <reasons>" for unreviewed reports.';

-- An entry a moderator may act on: public and in the queue (held, or reported and not yet reviewed).
create function private.queued_entry(entry_id uuid) returns public.entries
language plpgsql set search_path = '' as $$
declare
  v_entry public.entries;
begin
  select * into v_entry from public.entries e
   where e.id = queued_entry.entry_id and e.visibility = 'public'
     and (e.moderation_status = 'held'
          or (e.moderation_status = 'visible'
              and exists (select 1 from public.entry_reports r where r.entry_id = e.id and r.reviewed_at is null)))
   for update;
  if not found then
    raise exception 'Entry not found in the queue' using errcode = 'P0002';
  end if;
  return v_entry;
end;
$$;
comment on function private.queued_entry(uuid) is 'A public entry waiting for review (held, or with unreviewed reports), locked; P0002 otherwise.';

-- ---------------------------------------------------------------------------------------------
-- Functions (SECURITY DEFINER, executable by hearth_writer only; moderators only)
-- ---------------------------------------------------------------------------------------------
create function private.moderation_queue()
returns table (entry_id uuid, shared_text text, mood text, prompt_used text, reasons text[], report_count integer,
               held_at timestamptz, moderation_status text, care_sent boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.moderator('review the moderation queue');
  return query
    with reported as (
      select r.entry_id, count(*)::integer as n, min(r.created_at) as first_at
        from public.entry_reports r
       where r.reviewed_at is null
       group by r.entry_id
    ), queued as (
      select e.id from public.entries e
       where e.visibility = 'public' and e.moderation_status = 'held'
      union
      select rp.entry_id from reported rp
    )
    select e.id, e.shared_text, e.mood, e.prompt_used, private.queue_reasons(e), coalesce(rp.n, 0),
           coalesce(e.held_at, rp.first_at), e.moderation_status,
           exists (select 1 from public.moderation_actions a where a.entry_id = e.id and a.action = 'care')
      from queued q
      join public.entries e on e.id = q.id
      left join reported rp on rp.entry_id = e.id
     where e.visibility = 'public' and e.moderation_status in ('held', 'visible')
     order by coalesce(case when e.moderation_status = 'held' then e.held_at end, rp.first_at), e.id
     limit 200;
end;
$$;
comment on function private.moderation_queue() is
  'Moderators only: public entries waiting for a person (held for any reason, or reported and not yet reviewed), oldest first, with what was shared (never the writer or the original words), the reasons in plain words, the unreviewed report count, since when, and whether care was sent.';

-- Release and hide end a review the same way: audited, the reports reviewed (the same people can
-- never hold the entry again: one report each), the entry visible or hidden.
create function private.close_review(entry public.entries, moderator uuid, action text) returns jsonb
language plpgsql set search_path = '' as $$
declare
  v_status text := case close_review.action when 'release' then 'visible' else 'hidden' end;
begin
  insert into public.moderation_actions (entry_id, moderator_id, action, reasons)
  values (close_review.entry.id, close_review.moderator, close_review.action, private.queue_reasons(close_review.entry));
  update public.entry_reports r set reviewed_at = now() where r.entry_id = close_review.entry.id and r.reviewed_at is null;
  update public.entries e set moderation_status = v_status
   where e.id = close_review.entry.id and e.moderation_status <> v_status;
  return jsonb_build_object('entry_id', close_review.entry.id, 'moderation_status', v_status);
end;
$$;
comment on function private.close_review(public.entries, uuid, text) is 'Ends a review: audits it, marks the entry''s reports reviewed, and makes the entry visible (release) or hidden (hide).';

create function private.release_entry(entry_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_moderator uuid := private.moderator('release an entry');
begin
  return private.close_review(private.queued_entry(release_entry.entry_id), v_moderator, 'release');
end;
$$;
comment on function private.release_entry(uuid) is 'Moderators only: a queued entry is public again and its reports are reviewed (they never hold it again); audited.';

create function private.hide_entry(entry_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_moderator uuid := private.moderator('hide an entry');
begin
  return private.close_review(private.queued_entry(hide_entry.entry_id), v_moderator, 'hide');
end;
$$;
comment on function private.hide_entry(uuid) is 'Moderators only: a queued entry stays out of every public list for good (its writer still has it); audited.';

create function private.send_care_message(entry_id uuid, care_message_id bigint) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_moderator uuid := private.moderator('send a care message');
  v_entry public.entries;
  v_care public.care_messages;
  v_id uuid;
begin
  -- Held, hidden, or reported: never an entry nobody asked a person to look at.
  select * into v_entry from public.entries e
   where e.id = send_care_message.entry_id and e.visibility = 'public'
     and (e.moderation_status in ('held', 'hidden')
          or exists (select 1 from public.entry_reports r where r.entry_id = e.id and r.reviewed_at is null))
   for update;
  if not found then
    raise exception 'Entry not found in the queue' using errcode = 'P0002';
  end if;
  select * into v_care from public.care_messages c
   where c.id = send_care_message.care_message_id and c.retired_at is null;
  if not found then
    raise exception 'Choose one of the care messages' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.moderation_actions a where a.entry_id = v_entry.id and a.action = 'care') then
    raise exception 'A care message was already sent for this entry' using errcode = 'HR409';
  end if;
  insert into public.moderation_actions (entry_id, moderator_id, action, care_message_id, reasons)
  values (v_entry.id, v_moderator, 'care', v_care.id, private.queue_reasons(v_entry));
  -- No sender: the writer hears from the Hearth team, never from a person they could name.
  insert into public.supportive_messages (entry_id, recipient_id, kind, message)
  values (v_entry.id, v_entry.user_id, 'care', v_care.message)
  returning id into v_id;
  return v_id;
end;
$$;
comment on function private.send_care_message(uuid, bigint) is
  'Moderators only: sends a care message from the catalogue to the writer of a queued (or hidden) entry, once per entry, as "the Hearth team"; their inbox badge follows live. Returns the message id; audited.';

-- ---------------------------------------------------------------------------------------------
-- Policies
-- ---------------------------------------------------------------------------------------------
create policy "moderators read the care messages" on public.care_messages
  for select to authenticated
  using (coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'moderator');
create policy "moderators read the audit trail" on public.moderation_actions
  for select to authenticated
  using (coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'moderator');
create policy "moderators join the moderation queue" on realtime.messages
  for select to authenticated
  using (realtime.topic() = 'moderation' and extension = 'broadcast'
         and coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'moderator');
comment on policy "moderators join the moderation queue" on realtime.messages is 'Hearth: the private channel "moderation" (the queue changed) is for moderators only.';
comment on policy "moderators read the care messages" on public.care_messages is 'The catalogue a moderator picks from; nobody else needs it.';
comment on policy "moderators read the audit trail" on public.moderation_actions is 'Moderators see what every moderator did; admins read it in the dashboard.';

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------
revoke all on public.care_messages, public.moderation_actions from public, anon, authenticated, service_role;
grant select on public.care_messages, public.moderation_actions to authenticated;

revoke all on function
  private.record_hold_reason(),
  private.announce_queue(),
  private.is_moderator(),
  private.moderator(text),
  private.queue_reasons(public.entries),
  private.queued_entry(uuid),
  private.close_review(public.entries, uuid, text),
  private.moderation_queue(),
  private.release_entry(uuid),
  private.hide_entry(uuid),
  private.send_care_message(uuid, bigint)
from public, anon, authenticated, service_role;
grant execute on function
  private.moderation_queue(),
  private.release_entry(uuid),
  private.hide_entry(uuid),
  private.send_care_message(uuid, bigint)
to hearth_writer;

-- ---------------------------------------------------------------------------------------------
-- Content
-- ---------------------------------------------------------------------------------------------
insert into public.care_messages (message) values
  ('We read what you shared, and we are glad you wrote it down. You do not have to carry this alone: the people below are there to listen, any time of day or night.'),
  ('Thank you for trusting Hearth with something this heavy. If things feel like too much right now, please reach out to one of the lines below. You matter, and help is there for you.'),
  ('It sounds like you are going through a really hard time. If you can, talk to someone today: a friend, someone you trust, or one of the free lines below.'),
  ('Some days are heavier than others. We are thinking of you, and we hope you can be gentle with yourself today. The lines below are free and confidential if you want someone to talk to.');
