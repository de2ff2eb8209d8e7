-- Offline writing (issue 18): an entry written without a connection is kept on the device and sent
-- when the connection returns, with a key the device chose when the entry was written. Sending it
-- again with the same key (a retry after a lost answer, a second tab) returns the entry already
-- written instead of writing it twice.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table private.entry_keys (
  user_id uuid not null references auth.users (id) on delete cascade,
  client_key uuid not null,
  entry_id uuid not null references public.entries (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, client_key)
);
comment on table private.entry_keys is
  'The key each device-chosen entry was sent with, per writer, so a repeated send returns the entry already written. Read and written only by private.create_entry_once and private.entry_for_key.';
comment on column private.entry_keys.user_id is 'The writer who sent the key (keys are scoped per writer: another person''s key never matches).';
comment on column private.entry_keys.client_key is 'The idempotency key the device chose when the entry was written (a random UUID).';
comment on column private.entry_keys.entry_id is 'The entry the first send with this key wrote.';
comment on column private.entry_keys.created_at is 'When the entry was first written with this key.';
-- No policies: no client role reads or writes it; the definer functions below do.
alter table private.entry_keys enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
create function private.entry_for_key(client_key uuid) returns setof public.my_entries
language plpgsql stable security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('write an entry');
begin
  return query
    select m.* from private.entry_keys k join public.my_entries m on m.id = k.entry_id
     where k.user_id = v_user and k.client_key = entry_for_key.client_key;
end;
$$;
comment on function private.entry_for_key(uuid) is
  'The caller''s entry already written with this key, if any: the API asks before it pays for a reflection.';

create function private.create_entry_once(
  client_key uuid,
  mood text,
  prompt_used text,
  journal_text text,
  visibility text,
  ai_reflection text,
  category text,
  emotional_intensity text,
  tags text[],
  safety_level text,
  safety_reasons text[],
  shared_text text,
  reflection_by text default null
) returns setof public.my_entries
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('write an entry');
  v_id uuid;
begin
  -- Two sends of one key at once (two tabs coming back online together) wait for each other here.
  perform pg_advisory_xact_lock(hashtextextended(v_user::text || '/' || create_entry_once.client_key::text, 0));
  select k.entry_id into v_id from private.entry_keys k
   where k.user_id = v_user and k.client_key = create_entry_once.client_key;
  if v_id is null then
    select e.id into v_id from private.create_entry(
      create_entry_once.mood, create_entry_once.prompt_used, create_entry_once.journal_text,
      create_entry_once.visibility, create_entry_once.ai_reflection, create_entry_once.category,
      create_entry_once.emotional_intensity, create_entry_once.tags, create_entry_once.safety_level,
      create_entry_once.safety_reasons, create_entry_once.shared_text, create_entry_once.reflection_by) e;
    insert into private.entry_keys (user_id, client_key, entry_id) values (v_user, create_entry_once.client_key, v_id);
  end if;
  return query select m.* from public.my_entries m where m.id = v_id;
end;
$$;
comment on function private.create_entry_once(uuid, text, text, text, text, text, text, text, text[], text, text[], text, text) is
  'private.create_entry, once per (caller, key): a send repeated with the same key returns the entry the first one wrote.';

-- ---------------------------------------------------------------------------------------------
-- Privileges: the API's door only
-- ---------------------------------------------------------------------------------------------
revoke all on table private.entry_keys from public, anon, authenticated;
revoke all on function private.entry_for_key(uuid) from public, anon, authenticated;
revoke all on function
  private.create_entry_once(uuid, text, text, text, text, text, text, text, text[], text, text[], text, text)
  from public, anon, authenticated;
grant execute on function private.entry_for_key(uuid) to hearth_writer;
grant execute on function
  private.create_entry_once(uuid, text, text, text, text, text, text, text, text[], text, text[], text, text)
  to hearth_writer;
