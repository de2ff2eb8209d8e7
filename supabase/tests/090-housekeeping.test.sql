-- Housekeeping runs outside users' transactions: a write never deletes anyone's expired events,
-- private.housekeeping() does, in bounded batches, and only what no window still counts.
begin;
set local search_path = public, extensions;
select plan(7);

select tests.create_user('alice');
select tests.clear_authentication();
delete from private.rate_limit_events;
insert into private.rate_limit_events (action, subject, created_at)
select 'reaction', 'someone-' || i, now() - interval '2 hours' from generate_series(1, 25) i;
insert into private.rate_limit_events (action, subject, created_at)
select 'login', 'someone', now() - interval '10 minutes' from generate_series(1, 3);

select tests.write_as('alice');
select lives_ok($$select * from private.create_entry('sad', null, 'A write does no cleaning for others.', 'private', null, null, null, null, 'none', null, null)$$,
  'a write goes through');
select tests.clear_authentication();
select is((select count(*)::integer from private.rate_limit_events where created_at < now() - interval '1 hour'), 25,
  'and leaves expired events of others alone (no cleanup inside a user''s transaction)');
select is(private.housekeeping(10) -> 'rate_limit_events', '10'::jsonb, 'housekeeping removes at most one batch per call');
select is(private.housekeeping(10) -> 'rate_limit_events', '10'::jsonb, 'the next call the next batch');
select is(private.housekeeping(10) -> 'rate_limit_events', '5'::jsonb, 'then the rest');
select is((select count(*)::integer from private.rate_limit_events), 4,
  'events still inside their window stay (login: 15 minutes; the entry just written)');
select tests.authenticate_as('alice');
select throws_ok($$select private.housekeeping()$$, '42501', null, 'no client can run housekeeping');

select * from finish();
rollback;
