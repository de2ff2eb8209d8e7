// The attack matrix's machinery (tests/db/attack-matrix.test.ts): which cells a caller can use,
// tried as PostgREST would try them. See the test for what it proves.
import { readFileSync } from 'node:fs';
import type { Database, Statement } from '../../supabase/functions/_shared/db.ts';

export type Actor = 'anon' | 'anonymous user' | 'registered user';

/** One caller's allowed cells: per operation, relation → columns (select/insert/update) or objects. */
type Cells = Record<string, Record<string, string[]> | string[]>;

const allowedFile = new URL('./allowed-privileges.json', import.meta.url);
export const ACTORS: Actor[] = ['anon', 'anonymous user', 'registered user'];

/**
 * The reviewed list, expanded to one cell per line: "<op> <object>". Privileges cannot tell an
 * anonymous user from a registered one (both are `authenticated`), so both read "signed-in user".
 */
export function expectedCells(actor: Actor): string[] {
  const file = JSON.parse(readFileSync(allowedFile, 'utf8')) as Record<string, Cells>;
  const cells = file[actor === 'anon' ? 'anon' : 'signed-in user']!;
  return Object.entries(cells)
    .flatMap(([op, objects]) =>
      Array.isArray(objects)
        ? objects.map((object) => `${op} ${object}`)
        : Object.entries(objects).flatMap(([relation, columns]) => columns.map((c) => `${op} ${relation}.${c}`)),
    )
    .sort();
}

/** Supabase's default privileges of older projects: everything in public to the API roles. */
export const HISTORIC_DEFAULTS = `
  grant usage on schema public to anon, authenticated, service_role;
  grant all on all tables in schema public to anon, authenticated, service_role;
  grant all on all functions in schema public to anon, authenticated, service_role;
  grant all on all sequences in schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;`;

const SYSTEM = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname !~ '^pg_(temp|toast_temp)_'`;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Column = {
  schema: string;
  relation: string;
  column: string;
  type: string;
};

/** The objects to try, read as the database owner. */
async function inventory(db: Database) {
  const relations = await db.query<{ schema: string; relation: string }>(
    `select n.nspname as schema, c.relname as relation from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f') and ${SYSTEM} order by 1, 2`,
  );
  const columns = await db.query<Column>(
    `select n.nspname as schema, c.relname as relation, a.attname as column,
            pg_catalog.format_type(a.atttypid, a.atttypmod) as type
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped and ${SYSTEM}
      order by 1, 2, a.attnum`,
  );
  return { relations, columns };
}

/** Runs one attempt in its own transaction as the caller: true when it ran, false when refused. */
async function attempt(db: Database, caller: Statement, sql: string): Promise<boolean> {
  try {
    await db.transaction((q) => q.query(sql), caller);
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    // 42501: no privilege. 55000/0A000/428C9: a write the object cannot take at all (a view that
    // is not updatable, a generated or identity column): refused just the same.
    if (code && ['42501', '55000', '0A000', '428C9'].includes(code)) return false;
    throw new Error(`${sql}: ${(error as Error).message}`, { cause: error });
  }
}

/** Every cell that succeeds for one actor, as "<op> <object>". */
export async function granted(db: Database, actor: Actor, users: Record<Actor, string | null>): Promise<string[]> {
  const { relations, columns } = await inventory(db);
  const claims =
    actor === 'anon'
      ? { role: 'anon' }
      : { sub: users[actor], role: 'authenticated', aud: 'authenticated', is_anonymous: actor === 'anonymous user' };
  // Exactly what PostgREST sets for a request.
  const caller: Statement = {
    text: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
    params: [actor === 'anon' ? 'anon' : 'authenticated', JSON.stringify(claims)],
  };
  const cells: string[] = [];
  for (const { schema, relation, column, type } of columns) {
    const target = `${ident(schema)}.${ident(relation)}`;
    const name = `${schema}.${relation}.${column}`;
    if (await attempt(db, caller, `select ${ident(column)} from ${target} where false`)) cells.push(`select ${name}`);
    if (await attempt(db, caller, `insert into ${target} (${ident(column)}) select null::${type} where false`))
      cells.push(`insert ${name}`);
    if (await attempt(db, caller, `update ${target} set ${ident(column)} = default where false`))
      cells.push(`update ${name}`);
  }
  for (const { schema, relation } of relations) {
    if (await attempt(db, caller, `delete from ${ident(schema)}.${ident(relation)} where false`))
      cells.push(`delete ${schema}.${relation}`);
  }
  // Functions and sequences: the checks PostgreSQL makes when one is called (schema usage and
  // EXECUTE; USAGE/SELECT/UPDATE on a sequence), asked as the actor.
  const asked = await db.transaction(
    (q) =>
      q.query<{ cell: string }>(
        `select 'execute ' || n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as cell
           from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
          where ${SYSTEM} and p.prokind in ('f', 'p')
            and pg_catalog.has_schema_privilege(n.oid, 'usage') and pg_catalog.has_function_privilege(p.oid, 'execute')
         union all
         select privilege || ' sequence ' || n.nspname || '.' || c.relname
           from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace,
                unnest(array['usage', 'select', 'update']) privilege
          where c.relkind = 'S' and ${SYSTEM}
            and pg_catalog.has_schema_privilege(n.oid, 'usage') and pg_catalog.has_sequence_privilege(c.oid, privilege)
         union all
         -- A role the caller may become (set role), e.g. hearth_writer, would be every write at once.
         select 'set role ' || r.rolname from pg_catalog.pg_roles r
          where r.rolname <> current_user and pg_catalog.pg_has_role(current_user, r.oid, 'member')`,
      ),
    caller,
  );
  cells.push(...asked.map((a) => a.cell));
  return cells.sort();
}

/** Two users a browser could be: an anonymous one and a registered one. */
export async function createUsers(db: Database): Promise<Record<Actor, string | null>> {
  const rows = await db.query<{ id: string; is_anonymous: boolean }>(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, is_anonymous)
     values (gen_random_uuid(), 'authenticated', 'authenticated', null, '{}', true),
            (gen_random_uuid(), 'authenticated', 'authenticated', 'matrix@hearth.test', '{"username": "matrix"}', false)
     returning id, is_anonymous`,
  );
  return {
    anon: null,
    'anonymous user': rows.find((r) => r.is_anonymous)!.id,
    'registered user': rows.find((r) => !r.is_anonymous)!.id,
  };
}
