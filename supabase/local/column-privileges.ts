/**
 * @supabase/lite grants every browser role ALL on every table of a schema with row-level security,
 * once per process, on the first request (`ensureRlsContext`). Hosted Supabase grants once, when a
 * table is created, so a migration's later `revoke select ... ; grant select (columns) ...` holds
 * there. Here the whole-table grant would undo it at each start, making private columns readable
 * (SELECT) and server-owned columns writable (INSERT, UPDATE: profiles.is_writer, has_account).
 *
 * The rule this puts back: a role that holds column-level SELECT, INSERT or UPDATE on a table in
 * `public` is meant to use those columns only. Right after the migrations, the statements that
 * restore that are worked out, lite's one-time grant is made to happen at once, and the statements
 * run: the table-level privilege is revoked (which drops the column grants too) and the columns
 * re-granted.
 */
const RESTORE_SQL = `
  select coalesce(string_agg(statement, E';\\n' order by position), '') as statements
  from (
    select 1 as position,
      format('revoke %s on table %s from %I; grant %s (%s) on table %s to %I',
        privilege.privilege_type, c.oid::regclass, r.rolname, privilege.privilege_type,
        string_agg(quote_ident(att.attname), ', ' order by att.attnum),
        c.oid::regclass, r.rolname) as statement
    from pg_catalog.pg_class c
    join pg_catalog.pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped
    cross join lateral aclexplode(att.attacl) privilege
    join pg_catalog.pg_roles r on r.oid = privilege.grantee
    where c.relnamespace = 'public'::regnamespace
      and privilege.privilege_type in ('SELECT', 'INSERT', 'UPDATE')
      and r.rolname in ('anon', 'authenticated')
    group by c.oid, r.rolname, privilege.privilege_type
  ) restore
`;

interface RlsContext {
  ensureRlsContext?: () => Promise<boolean>;
}

export async function keepColumnPrivileges(
  connection: unknown,
  query: <Row>(statement: string) => Promise<Row[]>,
  sql: (statement: string) => Promise<void>,
): Promise<void> {
  const [row] = await query<{ statements: string }>(RESTORE_SQL);
  const ensure = (connection as RlsContext).ensureRlsContext;
  if (typeof ensure !== 'function')
    throw new Error('@supabase/lite changed: keepColumnPrivileges cannot run its one-time grant');
  await ensure.call(connection);
  if (row?.statements) await sql(row.statements);
}
