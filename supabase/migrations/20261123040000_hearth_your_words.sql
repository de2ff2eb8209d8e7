-- Your words, your control (issue 17): edit and delete an entry, leave for good, choose what the AI
-- sees, and find what you wrote. Reads run as the caller (SECURITY INVOKER, row-level security
-- decides); writes go through the one door (SECURITY DEFINER in private, hearth_writer only).

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table private.user_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  ai_reflections text check (ai_reflections in ('provider', 'builtin', 'off')),
  updated_at timestamptz not null default now()
);
alter table private.user_settings enable row level security;
comment on table private.user_settings is
  'A person''s choices about their words: who writes their reflections. Read and written only through private.my_settings() and private.save_settings() (hearth_writer).';
comment on column private.user_settings.user_id is 'The person (auth.users.id); removed with them.';
comment on column private.user_settings.ai_reflections is
  'provider (the configured AI provider), builtin (Hearth''s offline guide: no text leaves Hearth) or off (no reflection; the safety check still runs). Null: the default (provider when one is configured, otherwise builtin).';
comment on column private.user_settings.updated_at is 'When the choice last changed.';

-- Editing re-runs the reflection, which may cost a provider call: edits have a limit of their own.
insert into private.rate_limits (action, max_events, per) values ('entry_edit', 60, interval '1 hour');

-- ---------------------------------------------------------------------------------------------
-- Indexes
-- ---------------------------------------------------------------------------------------------
-- entry_texts.search_vector uses 'simple': it neither stems nor drops stop words, so it finds words in
-- any language as written.
create index entry_texts_search_idx on public.entry_texts using gin (search_vector);
comment on index public.entry_texts_search_idx is 'Searching a writer''s own words (public.search_entries), in any language.';

-- ---------------------------------------------------------------------------------------------
-- Reading, as the caller
-- ---------------------------------------------------------------------------------------------
create function public.search_entries(query text, page_limit integer default 20, page_offset integer default 0)
returns table (id uuid, rank double precision, highlight text)
language plpgsql stable rows 20 set search_path = '' as $$
declare
  v_query tsquery := websearch_to_tsquery('simple'::regconfig, left(coalesce(search_entries.query, ''), 2000));
begin
  if numnode(v_query) = 0 then
    return;
  end if;
  -- Marks \x01 … \x02 around the matches (the API escapes everything else and turns them into <mark>):
  -- the writer's own text can never hold them, they are taken out first.
  return query
    select page.entry_id, page.rank,
           ts_headline('simple'::regconfig, translate(page.journal_text, E'\x01\x02', ''), v_query,
                       'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')
      from (select t.entry_id, t.journal_text, t.created_at,
                   ts_rank(t.search_vector, v_query)::double precision as rank
              from public.entry_texts t
             where t.user_id = (select auth.uid())
               and t.search_vector @@ v_query
             order by 4 desc, t.created_at desc, t.entry_id desc
             limit least(greatest(coalesce(search_entries.page_limit, 20), 1), 50)
            offset least(greatest(coalesce(search_entries.page_offset, 0), 0), 10000)) page
     order by page.rank desc, page.created_at desc, page.entry_id desc;
end;
$$;
comment on function public.search_entries(text, integer, integer) is
  'The caller''s own entries matching a web-search style query (quotes, or, -word), best first, in any language (''simple''): id, rank and a short excerpt with the matches between \x01 and \x02. Pages of 1..50.';

create function public.on_this_day(on_day date, time_zone text default 'UTC')
returns setof public.my_entries
language plpgsql stable set search_path = '' as $$
begin
  return query
    select m.*
      from public.my_entries m
     where extract(day from m.created_at at time zone on_this_day.time_zone) = extract(day from on_this_day.on_day)
       and (m.created_at at time zone on_this_day.time_zone)::date < on_this_day.on_day
     order by m.created_at desc, m.id desc
     limit 20;
end;
$$;
comment on function public.on_this_day(date, text) is
  'The caller''s own entries written on this day of the month (in their time zone) in earlier months and years, newest first, at most 20.';

-- ---------------------------------------------------------------------------------------------
-- Writing, through the one door
-- ---------------------------------------------------------------------------------------------
create function private.update_entry(
  entry_id uuid,
  mood text,
  journal_text text,
  visibility text,
  ai_reflection text,
  category text,
  emotional_intensity text,
  tags text[],
  safety_level text,
  safety_reasons text[],
  shared_text text,
  reflection_by text
) returns setof public.my_entries
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('edit an entry');
  v_text text := btrim(update_entry.journal_text, E' \t\n\r\f');
  v_visibility text := coalesce(nullif(btrim(update_entry.visibility), ''), 'private');
  v_level text := coalesce(update_entry.safety_level, 'none');
  v_reasons text[] := coalesce((select (array_agg(left(btrim(r), 200) order by o))[1:20]
                                  from unnest(update_entry.safety_reasons) with ordinality as x (r, o)
                                 where nullif(btrim(r), '') is not null), '{}'::text[]);
  v_entry public.entries;
begin
  select * into v_entry from public.entries e where e.id = update_entry.entry_id and e.user_id = v_user for update;
  if not found then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  perform private.check_entry_input(update_entry.mood, v_text, v_visibility, update_entry.emotional_intensity,
                                    v_level, update_entry.shared_text);

  perform private.count_action('entry_edit', v_user::text);
  if v_visibility = 'public' and v_entry.visibility = 'private' then
    perform private.count_action('public_entry', v_user::text);
  end if;

  update public.entries e set
    mood = update_entry.mood,
    shared_text = case when v_visibility = 'public' then left(btrim(update_entry.shared_text), 2000) end,
    visibility = v_visibility,
    ai_reflection = left(update_entry.ai_reflection, 4000),
    reflection_by = case when update_entry.ai_reflection is not null
                         then left(nullif(btrim(update_entry.reflection_by), ''), 100) end,
    category = left(nullif(lower(btrim(update_entry.category)), ''), 60),
    emotional_intensity = update_entry.emotional_intensity,
    tags = coalesce((select (array_agg(distinct left(lower(btrim(t)), 40)))[1:20] from unnest(update_entry.tags) t
                      where nullif(btrim(t), '') is not null), '{}'::text[]),
    safety_level = v_level,
    safety_reasons = v_reasons,
    -- A hidden entry stays hidden, and a held one stays held until a person looks. Any risk signal
    -- holds it again, as on insert (prepare_entry); on what the edit shares, any reason at all does.
    moderation_status = case
      when e.moderation_status = 'hidden' then 'hidden'
      when v_level <> 'none' then 'held'
      when v_visibility = 'public' and cardinality(v_reasons) > 0 then 'held'
      else e.moderation_status
    end
   where e.id = v_entry.id;

  update public.entry_texts t set journal_text = v_text where t.entry_id = v_entry.id;

  return query select m.* from public.my_entries m where m.id = v_entry.id;
end;
$$;
comment on function private.update_entry(uuid, text, text, text, text, text, text, text[], text, text[], text, text) is
  'Rewrites one of the caller''s entries with what the API computed again (reflection, safety, the redacted shared text) and returns it as the timeline shows it. A public edit with any risk signal is held again; hidden stays hidden. P0002 when it is not the caller''s. 60 edits per hour.';

-- Cost before work (issue 14) for edits too: asked before the reflection is paid for.
create function private.check_edit_limits() returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('edit an entry');
begin
  -- update_entry's own rule, counted and taken back: HR429 (with its Retry-After hint) or nothing recorded.
  perform private.count_action('entry_edit', v_user::text);
  raise exception 'only a check' using errcode = 'HRCHK';
exception
  when sqlstate 'HRCHK' then
    return;
end;
$$;
comment on function private.check_edit_limits() is
  'Raises HR429 Too many requests when the caller could not edit an entry now (the limit of private.update_entry); records nothing. The API asks before calling the AI provider.';

create function private.delete_entry(entry_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('delete an entry');
begin
  perform 1 from public.entries e where e.id = delete_entry.entry_id and e.user_id = v_user for update;
  if not found then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  -- Reactions first, while the entry is there for their triggers to count down; then the entry,
  -- whose words, reports and tallies go with it. Messages it received stay with the writer.
  delete from public.reactions r where r.entry_id = delete_entry.entry_id;
  delete from public.entries e where e.id = delete_entry.entry_id;
  return true;
end;
$$;
comment on function private.delete_entry(uuid) is
  'Deletes one of the caller''s entries with its words, reactions (and their counts), reports and tallies, in one transaction. P0002 when it is not the caller''s.';

create function private.delete_account() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('delete your account');
  v_username text;
  v_entries integer;
  v_reactions integer;
begin
  select p.username into v_username from public.profiles p where p.id = v_user;
  -- Their reactions on others' entries, so those entries' counts follow.
  delete from public.reactions r where r.user_id = v_user;
  get diagnostics v_reactions = row_count;
  -- Reactions others gave to their entries, then the entries (words, reports, tallies follow).
  delete from public.reactions r using public.entries e where e.id = r.entry_id and e.user_id = v_user;
  delete from public.entries e where e.user_id = v_user;
  get diagnostics v_entries = row_count;
  -- Rate-limit events name the user by id (or a username's hash); they are theirs too.
  delete from private.rate_limit_events ev
   where ev.subject = v_user::text
      or (v_username is not null and ev.subject = private.username_hash(v_username));
  -- The auth user last: profile, settings, messages received, reports, tallies, day counters,
  -- sessions, refresh tokens and identities go with it; messages they sent stay, without a sender.
  delete from auth.users u where u.id = v_user;
  return jsonb_build_object('entries', v_entries, 'reactions', v_reactions);
end;
$$;
comment on function private.delete_account() is
  'Removes the caller and everything that is theirs: entries, words, reactions (counts corrected), messages received, reports, profile, settings, rate-limit events, sessions and the auth user. Messages they sent stay with their recipients, without a sender.';

create function private.my_settings() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('ai_reflections',
           (select s.ai_reflections from private.user_settings s where s.user_id = private.caller('read your settings')))
$$;
comment on function private.my_settings() is 'The caller''s settings as jsonb {ai_reflections} (null: the default).';

create function private.save_settings(ai_reflections text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := private.caller('save your settings');
begin
  if save_settings.ai_reflections is null or save_settings.ai_reflections not in ('provider', 'builtin', 'off') then
    raise exception 'AI reflections must be provider, builtin or off' using errcode = 'P0001';
  end if;
  insert into private.user_settings as s (user_id, ai_reflections) values (v_user, save_settings.ai_reflections)
  on conflict (user_id) do update set ai_reflections = excluded.ai_reflections, updated_at = now();
  return jsonb_build_object('ai_reflections', save_settings.ai_reflections);
end;
$$;
comment on function private.save_settings(text) is 'Saves the caller''s choice of who writes their reflections: provider, builtin or off.';

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke all on table private.user_settings from public, anon, authenticated, service_role;
revoke all on function public.search_entries(text, integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.on_this_day(date, text) from public, anon, authenticated, service_role;
revoke all on function
  private.update_entry(uuid, text, text, text, text, text, text, text[], text, text[], text, text),
  private.check_edit_limits(),
  private.delete_entry(uuid),
  private.delete_account(),
  private.my_settings(),
  private.save_settings(text)
from public, anon, authenticated, service_role;

grant execute on function public.search_entries(text, integer, integer), public.on_this_day(date, text) to authenticated;
grant execute on function
  private.update_entry(uuid, text, text, text, text, text, text, text[], text, text[], text, text),
  private.check_edit_limits(),
  private.delete_entry(uuid),
  private.delete_account(),
  private.my_settings(),
  private.save_settings(text)
to hearth_writer;
