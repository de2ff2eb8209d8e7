-- Cost before work: the API asks whether an entry would be accepted before it pays for a reflection;
-- asking records nothing, and only the API's door may ask.
begin;
set local search_path = public, extensions;
select plan(6);

select tests.create_user('dana');
select tests.clear_authentication();
insert into private.rate_limit_events (action, subject) select 'entry', tests.uid('dana')::text from generate_series(1, 29);
select tests.write_as('dana');
select lives_ok($$select private.check_entry_limits('private')$$, 'the 30th entry of the hour may be written');
select lives_ok($$select private.check_entry_limits('private')$$, 'asking again records nothing');
select lives_ok($$select * from private.create_entry('sad', null, 'The thirtieth entry this hour.', 'private', null, null, null, null, null, null, null)$$,
  'and the 30th is written');
select throws_ok($$select private.check_entry_limits('private')$$, 'HR429', 'Too many requests',
  'the 31st is refused before any work is done');
select tests.write_as_nobody();
select throws_ok($$select private.check_entry_limits('private')$$, '42501', null, 'without a verified caller there is nothing to check');
select tests.authenticate_as('dana');
select throws_ok($$select private.check_entry_limits('private')$$, '42501', null, 'a client cannot call it');

select * from finish();
rollback;
