// Accounts: who am I, username login, registration (upgrading the anonymous user in place), logout,
// and leaving for good (issue 17 item 3).
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { asCaller, asWriter, type Claims } from '../../db.ts';
import { passwordProblem } from '../../domain/passwords.ts';
import { isEmailTaken, type AuthUser, type Session } from '../auth-server.ts';
import type { Deps } from '../deps.ts';
import { AuthServerError, fail, RetryLater } from '../errors.ts';
import { isRegistered, requireRegistered, requireUser } from '../identity.ts';
import type { ApiEnv } from '../types.ts';
import { isModerator } from './moderation.ts';
import { schemas, validate } from '../validation.ts';

/** Asked for when a username is unknown, so that answer costs what a wrong password does ('.invalid': RFC 2606). */
const NO_ACCOUNT_EMAIL = 'no-account@unlisted.hearth.invalid';

const publicUser = (user: AuthUser, username: string) => ({ id: user.id, username, email: user.email ?? '' });

const factory = createFactory<ApiEnv>();

export function accountRoutes(deps: Deps) {
  return new Hono<ApiEnv>()
    .get('/user', ...currentUser(deps))
    .post('/login', ...login(deps))
    .post('/register', ...register(deps))
    .delete('/account', ...deleteAccount(deps));
}

function currentUser({ db }: Deps) {
  return factory.createHandlers(async (c) => {
    const claims = requireRegistered(c.get('claims'));
    const [row] = await asCaller(db, claims, (q) =>
      q.query<{ username: string | null }>('select username from public.profiles where id = (select auth.uid())'),
    );
    // "Registered" = not anonymous and a profile with a username (docs/contracts.md).
    if (!row?.username) fail(401, 'Not logged in');
    // Moderators (issue 16) are told so, for the navigation; everyone else's shape is unchanged.
    const moderator = isModerator(claims) ? { isModerator: true } : {};
    return c.json({ id: claims.sub, username: row!.username, email: claims.email ?? '', ...moderator });
  });
}

function login({ db, auth, feedCache, clientAddress }: Deps) {
  return factory.createHandlers(validate('json', schemas.login), async (c) => {
    const caller = c.get('claims');
    const { username, password } = c.req.valid('json');
    const found = await asWriter(db, caller, async (q) => {
      // Counted per account and address: the owner on a new address is never kept out by others.
      const [attempt] = await q.query<{ wait: number }>('select private.login_attempt($1, $2) as wait', [
        username,
        clientAddress(c.req.raw) ?? '',
      ]);
      if (attempt!.wait > 0) return { wait: attempt!.wait };
      const [row] = await q.query<{ email: string | null }>('select private.email_for_username($1) as email', [
        username,
      ]);
      return row ?? { email: null };
    });
    if ('wait' in found) throw new RetryLater(found.wait, 'Too many login attempts. Please wait a moment.');
    // Unknown username and wrong password answer alike, and in the same time: an unknown one asks
    // the Auth server too, for an address no account holds, so both take one path (a lookup and a
    // bcrypt comparison there, and on Supabase the same network round trip). Whatever it answers,
    // the answer here is 401.
    if (!found?.email) {
      await auth.passwordGrant(NO_ACCOUNT_EMAIL, password).catch(() => undefined);
      fail(401, 'Invalid username or password');
    }
    const session = await auth.passwordGrant(found!.email!, password);
    await mergeAnonymousCaller({ db, feedCache }, caller, session);
    return c.json({
      user: publicUser(session.user, String(session.user.user_metadata?.username ?? username)),
      session,
    });
  });
}

/** Logging in on a device that wrote anonymously brings that device's data into the account. */
async function mergeAnonymousCaller(
  { db, feedCache }: Pick<Deps, 'db' | 'feedCache'>,
  caller: Claims | null,
  session: Session,
): Promise<void> {
  if (caller?.is_anonymous !== true || caller.sub === session.user.id) return;
  await asWriter(db, caller, (q) =>
    q.query('select private.merge_anonymous_user($1,$2)', [caller.sub, session.user.id]),
  );
  // Entries and reactions changed hands, and a reaction both had was dropped (the counts changed).
  feedCache.changedBy(caller.sub, session.user.id);
}

function register({ db, auth }: Deps) {
  return factory.createHandlers(validate('json', schemas.register), async (c) => {
    const caller = c.get('claims');
    const { username, email, password } = c.req.valid('json');
    const weak = await passwordProblem(password);
    if (weak) fail(400, weak.message);
    const usernameFree = async () => {
      const [free] = await asWriter(db, caller, (q) =>
        q.query<{ available: boolean }>('select private.username_available($1) as available', [username]),
      );
      return free?.available === true;
    };
    if (!(await usernameFree())) fail(409, 'Username is already taken');
    let signedUp: Session | { user: AuthUser; session: null } | undefined;
    try {
      if (caller?.is_anonymous === true) {
        // Upgrading in place keeps the anonymous user's id, so entries, reactions and messages stay theirs.
        await auth.updateUser(c.get('token')!, { email, password, data: { username } });
      } else {
        signedUp = await auth.signUp(email, password, username);
      }
    } catch (err) {
      // Two registrations with one username can both pass the check above; the unique index lets
      // one win and the Auth server answers the other with some failure (GoTrue: 500, "Database
      // error saving new user"; ours: 422). If the name is taken now, that was the reason.
      if (err instanceof AuthServerError && !(await usernameFree())) fail(409, 'Username is already taken');
      // Supabase's Auth refuses an upgrade to a taken address with email_exists, whatever its
      // settings. Answer as it answers a fresh address with confirmations on (README): 201 and no
      // session yet, so the answer does not tell (the link that would finish it never comes).
      if (caller?.is_anonymous === true && isEmailTaken(err)) {
        return c.json({ user: { id: caller.sub, username, email: email.toLowerCase() }, session: null }, 201);
      }
      throw err;
    }
    let session: Session | null;
    let user: AuthUser;
    if (signedUp) {
      session = 'access_token' in signedUp ? signedUp : null;
      user = signedUp.user;
    } else {
      // PUT /user issues no new token; a fresh one drops is_anonymous from the claims. It signs in
      // with the email the account holds, found by username as /api/login does: when the address
      // asked for was taken, the Auth server kept it off the account without saying so.
      const [held] = await asWriter(db, caller, (q) =>
        q.query<{ email: string | null }>('select private.email_for_username($1) as email', [username]),
      );
      try {
        session = await auth.passwordGrant(held?.email ?? email, password);
      } catch (err) {
        // With email confirmations on (Supabase, README), the address waits for its link and the
        // visitor stays signed in as they were: no new session yet, as for a fresh sign-up.
        if (!(err instanceof AuthServerError && err.code === 'email_not_confirmed')) throw err;
        session = null;
      }
      user = session?.user ?? { id: caller!.sub };
    }
    // The address asked for, taken or not: the answer must not tell (issue 14).
    return c.json({ user: { id: user.id, username, email: email.toLowerCase() }, session }, 201);
  });
}

function deleteAccount({ db, auth, feedCache, endSessions }: Deps) {
  return factory.createHandlers(validate('json', schemas.deleteAccount), async (c) => {
    const claims = requireUser(c.get('claims'));
    const { password } = c.req.valid('json');
    if (isRegistered(claims)) {
      // A registered person proves it is them with their current password; a wrong one changes nothing.
      if (!password) fail(400, 'Please enter your current password.');
      if (!claims.email) fail(403, 'That password is not right.');
      try {
        await auth.passwordGrant(claims.email!, password!);
      } catch (err) {
        if (err instanceof AuthServerError && (err.status === 400 || err.status === 401)) {
          fail(403, 'That password is not right.');
        }
        throw err;
      }
    }
    // Every session of the account (this device, others, and the one the password check opened).
    const sessions = await db.query<{ id: string }>('select id::text as id from auth.sessions where user_id = $1', [
      claims.sub,
    ]);
    await asWriter(db, claims, (q) => q.query('select private.delete_account()'));
    endSessions(
      [...sessions.map((s) => s.id), ...(typeof claims.session_id === 'string' ? [claims.session_id] : [])],
      c.get('token'),
    );
    // Their public entries and reactions were on the feed's pages.
    feedCache.changedBy(claims.sub);
    return c.json({ deleted: true });
  });
}
