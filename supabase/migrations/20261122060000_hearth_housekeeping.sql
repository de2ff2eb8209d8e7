-- Hearth: housekeeping — the rate-limit log stays small, login subjects are hashes, and every
-- column an admin sees in the dashboard says what it is.

-- Login attempts may only record a username hash (what login_attempt() sends).
alter policy "anyone records a login attempt" on public.rate_limit_events
  with check (action = 'login' and subject ~ '^[0-9a-f]{64}$');

-- Each insert prunes its own subject; about one in a hundred also drops anything older than a day,
-- so subjects that never come back do not pile up.
create index rate_limit_events_created_at_idx on public.rate_limit_events (created_at);

create or replace function private.enforce_rate_limit() returns trigger
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
  if random() < 0.01 then
    delete from public.rate_limit_events where created_at < now() - interval '1 day';
  end if;
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
revoke all on function private.enforce_rate_limit() from public, anon, authenticated;

comment on function public.page_size(integer, integer) is 'A requested page size clamped to 1..50 (the fallback when none is given).';
comment on function public.reaction_counts(uuid) is 'The caller''s reaction and the counts of a public, visible entry; raises Entry not found otherwise.';

comment on column private.rate_limits.action is 'What is limited: entry, reaction, supportive_message, report or login.';
comment on column private.rate_limits.max_events is 'How many are allowed per window.';
comment on column private.rate_limits.per is 'The window.';
comment on column private.writer_days.day is 'The UTC day.';
comment on column private.writer_days.user_id is 'Someone who wrote an entry that day.';

comment on column public.entry_cards.id is 'The entry.';
comment on column public.entry_cards.mood is 'The mood emoji.';
comment on column public.entry_cards.prompt_used is 'The prompt answered, if any.';
comment on column public.entry_cards.journal_text is 'The writer''s own words for the writer; the shared (redacted) text for everyone else.';
comment on column public.entry_cards.visibility is 'public or private.';
comment on column public.entry_cards.created_at is 'When it was written.';
comment on column public.entry_cards.ai_reflection is 'The AI reflection.';
comment on column public.entry_cards.support_count is 'Support reactions.';
comment on column public.entry_cards.love_count is 'Love reactions.';
comment on column public.entry_cards.strength_count is 'Strength reactions.';
comment on column public.entry_cards.my_reaction is 'The caller''s reaction, if any.';
comment on column public.entry_cards.category is 'The category.';
comment on column public.entry_cards.emotional_intensity is 'high, medium or low.';
comment on column public.entry_cards.tags is 'Themes found by the reflection engine.';
comment on column public.entry_cards.word_count is 'Words in the writer''s text (the writer only).';
comment on column public.entry_cards.moderation_status is 'visible, held or hidden.';
