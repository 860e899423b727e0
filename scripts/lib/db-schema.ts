/**
 * Emits `supabase/schema.sql`: the whole migrated schema in one file, for reading — every table of
 * `public` with its columns, constraints, row-level security, indexes, policies, triggers and
 * grants in one place; then the views, the functions with their grants, and the storage policies
 * the migrations add. Read from the catalog of a freshly migrated database (no pg_dump here),
 * printed with Postgres's own `pg_get_*def` functions, sorted, with no OIDs or timestamps, so the
 * same migrations always give the same file.
 */
import type { Query } from './db-types.ts';

interface Table {
  name: string;
  rls: boolean;
  force_rls: boolean;
  comment: string | null;
}
interface Column {
  table_name: string;
  name: string;
  type: string;
  not_null: boolean;
  default_expr: string | null;
  identity: string;
  generated: string;
  comment: string | null;
}
interface Named {
  table_name: string;
  name: string;
  def: string;
}
interface Policy {
  schema_name: string;
  table_name: string;
  name: string;
  permissive: string;
  roles: string;
  cmd: string;
  qual: string | null;
  with_check: string | null;
}
interface Grant {
  target: string;
  grantee: string;
  privileges: string;
}
interface Fn {
  signature: string;
  def: string;
  comment: string | null;
}
interface View {
  name: string;
  kind: 'v' | 'm';
  def: string;
  options: string | null;
  comment: string | null;
}

/** Objects an extension owns are the extension's, not ours. */
const NOT_EXTENSION = (oid: string) =>
  `not exists (select 1 from pg_depend dep where dep.objid = ${oid} and dep.deptype = 'e')`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const ident = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : JSON.stringify(name));

export async function generateSchemaSql(query: Query): Promise<string> {
  // An empty search_path makes Postgres print every name with its schema (public.is_admin()).
  const [setting] = await query<{ search_path: string }>(
    `select current_setting('search_path') as search_path`,
  );
  const searchPath = setting?.search_path ?? '"$user", public';
  await query(`select set_config('search_path', '', false)`);
  try {
    return await printSchema(query);
  } finally {
    await query(`select pg_catalog.set_config('search_path', ${literal(searchPath)}, false)`);
  }
}

async function printSchema(query: Query): Promise<string> {
  const enums = await query<{ name: string; labels: string }>(`
    select t.typname as name,
      (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' and t.typtype = 'e' and ${NOT_EXTENSION('t.oid')}
    order by t.typname`);
  const tables = await query<Table>(`
    select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as force_rls,
      obj_description(c.oid, 'pg_class') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and ${NOT_EXTENSION('c.oid')}
    order by c.relname`);
  const columns = await query<Column>(`
    select c.relname as table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default_expr,
      a.attidentity::text as identity, a.attgenerated::text as generated,
      col_description(c.oid, a.attnum) as comment
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  const constraints = await query<Named>(`
    select c.relname as table_name, con.conname as name, pg_get_constraintdef(con.oid, true) as def
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and con.contype in ('p', 'u', 'f', 'c', 'x')
    order by c.relname, array_position(array['p', 'u', 'f', 'c', 'x']::"char"[], con.contype), con.conname`);
  const indexes = await query<Named>(`
    select c.relname as table_name, ic.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid and con.conrelid = i.indrelid)
    order by c.relname, ic.relname`);
  const policies = await query<Policy>(`
    select p.schemaname as schema_name, p.tablename as table_name, p.policyname as name,
      p.permissive, array_to_string(p.roles, ', ') as roles, p.cmd, p.qual, p.with_check
    from pg_policies p
    where p.schemaname in ('public', 'storage')
    order by p.schemaname, p.tablename, p.policyname`);
  const triggers = await query<Named>(`
    select n.nspname || '.' || c.relname as table_name, t.tgname as name, pg_get_triggerdef(t.oid, true) as def
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid join pg_namespace pn on pn.oid = p.pronamespace
    where not t.tgisinternal and (n.nspname = 'public' or pn.nspname = 'public')
    order by n.nspname, c.relname, t.tgname`);
  // Privileges, one line per grantee; the owner's own are left out, and every privilege the
  // kind of object has is written `all`.
  const relationGrants = await query<Grant>(`
    select c.relname as target, case when a.grantee = 0 then 'public' else r.rolname::text end as grantee,
      case when count(*) = (select count(*) from aclexplode(acldefault('r', c.relowner)))
        then 'all' else string_agg(lower(a.privilege_type), ', ' order by a.privilege_type) end as privileges
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    cross join lateral aclexplode(c.relacl) a
    left join pg_roles r on r.oid = a.grantee
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.grantee <> c.relowner
    group by c.relname, c.relowner, a.grantee, r.rolname
    order by 1, 2`);
  const columnGrants = await query<Grant>(`
    select c.relname || '|' || lower(a.privilege_type) as target,
      case when a.grantee = 0 then 'public' else r.rolname::text end as grantee,
      string_agg(quote_ident(att.attname), ', ' order by att.attnum) as privileges
    from pg_attribute att
    join pg_class c on c.oid = att.attrelid join pg_namespace n on n.oid = c.relnamespace
    cross join lateral aclexplode(att.attacl) a
    left join pg_roles r on r.oid = a.grantee
    where n.nspname = 'public' and att.attnum > 0 and not att.attisdropped and a.grantee <> c.relowner
    group by c.relname, a.privilege_type, a.grantee, r.rolname
    order by 1, 2`);
  const views = await query<View>(`
    select c.relname as name, c.relkind::text as kind, pg_get_viewdef(c.oid, true) as def,
      array_to_string(c.reloptions, ', ') as options, obj_description(c.oid, 'pg_class') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('v', 'm') and ${NOT_EXTENSION('c.oid')}
    order by c.relname`);
  const functions = await query<Fn>(`
    select 'public.' || quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
      pg_get_functiondef(p.oid) as def, obj_description(p.oid, 'pg_proc') as comment
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p') and ${NOT_EXTENSION('p.oid')}
    order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  const functionGrants = await query<Grant>(`
    select 'public.' || quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')' as target,
      case when a.grantee = 0 then 'public' else r.rolname::text end as grantee, 'execute' as privileges
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
    left join pg_roles r on r.oid = a.grantee
    where n.nspname = 'public' and p.prokind in ('f', 'p') and a.grantee <> p.proowner and ${NOT_EXTENSION('p.oid')}
    order by 1, 2`);

  const byTable = <Row extends { table_name: string }>(rows: Row[], table: string) =>
    rows.filter((row) => row.table_name === table);
  const commentLine = (target: string, comment: string | null) =>
    comment === null ? [] : [`comment on ${target} is ${literal(comment)};`];
  const grantLines = (grants: Grant[], on: (target: string) => string) =>
    grants.map((grant) => `grant ${grant.privileges} on ${on(grant.target)} to ${grant.grantee};`);
  const policyLine = (policy: Policy) =>
    [
      `create policy ${JSON.stringify(policy.name)} on ${policy.schema_name}.${ident(policy.table_name)}`,
      ...(policy.permissive === 'PERMISSIVE' ? [] : ['  as restrictive']),
      `  for ${policy.cmd.toLowerCase()} to ${policy.roles}`,
      ...(policy.qual === null ? [] : [`  using (${policy.qual})`]),
      ...(policy.with_check === null ? [] : [`  with check (${policy.with_check})`]),
    ].join('\n') + ';';

  const tableBlocks = tables.map((table) => {
    const name = `public.${ident(table.name)}`;
    const columnLines = byTable(columns, table.name).map((column) =>
      [
        `  ${ident(column.name)} ${column.type}`,
        column.identity === 'a' ? ' generated always as identity' : '',
        column.identity === 'd' ? ' generated by default as identity' : '',
        column.generated === 's' ? ` generated always as (${column.default_expr}) stored` : '',
        column.generated !== 's' && column.default_expr !== null
          ? ` default ${column.default_expr}`
          : '',
        column.not_null ? ' not null' : '',
      ].join(''),
    );
    const constraintLines = byTable(constraints, table.name).map(
      (constraint) => `  constraint ${ident(constraint.name)} ${constraint.def}`,
    );
    const security = table.rls
      ? [
          `alter table ${name} enable row level security;`,
          ...(table.force_rls ? [`alter table ${name} force row level security;`] : []),
        ]
      : [];
    const columnComments = byTable(columns, table.name).flatMap((column) =>
      commentLine(`column ${name}.${ident(column.name)}`, column.comment),
    );
    const tableGrants = grantLines(
      relationGrants.filter((grant) => grant.target === table.name),
      () => `table ${name}`,
    );
    const perColumn = columnGrants
      .filter((grant) => grant.target.startsWith(`${table.name}|`))
      .map(
        (grant) =>
          `grant ${grant.target.split('|')[1]} (${grant.privileges}) on table ${name} to ${grant.grantee};`,
      );
    return [
      `create table ${name} (\n${[...columnLines, ...constraintLines].join(',\n')}\n);`,
      ...commentLine(`table ${name}`, table.comment),
      ...columnComments,
      ...security,
      ...byTable(indexes, table.name).map((index) => `${index.def};`),
      ...policies
        .filter((policy) => policy.schema_name === 'public' && policy.table_name === table.name)
        .map(policyLine),
      ...byTable(triggers, `public.${table.name}`).map((trigger) => `${trigger.def};`),
      ...tableGrants,
      ...perColumn,
    ].join('\n');
  });

  const viewBlocks = views.map((view) => {
    const name = `public.${ident(view.name)}`;
    const kind = view.kind === 'm' ? 'materialized view' : 'view';
    const options = view.options ? ` with (${view.options})` : '';
    return [
      `create ${kind} ${name}${options} as\n${view.def.trimEnd().replace(/;$/, '')};`,
      ...commentLine(`${kind} ${name}`, view.comment),
      ...byTable(indexes, view.name).map((index) => `${index.def};`),
      ...grantLines(
        relationGrants.filter((grant) => grant.target === view.name),
        () => name,
      ),
    ].join('\n');
  });

  const functionBlocks = functions.map((fn) => {
    const grants = functionGrants.filter((grant) => grant.target === fn.signature);
    const toPublic = grants.some((grant) => grant.grantee === 'public');
    const roles = grants.filter((grant) => grant.grantee !== 'public').map((g) => g.grantee);
    return [
      `${fn.def.trimEnd()};`,
      ...commentLine(`function ${fn.signature}`, fn.comment),
      toPublic
        ? `-- executable by public (the default)`
        : `revoke all on function ${fn.signature} from public;`,
      ...(roles.length
        ? [`grant execute on function ${fn.signature} to ${roles.join(', ')};`]
        : []),
    ].join('\n');
  });

  const otherTriggers = triggers.filter((trigger) => !trigger.table_name.startsWith('public.'));
  const storagePolicies = policies.filter((policy) => policy.schema_name === 'storage');
  const section = (title: string, blocks: string[]) =>
    blocks.length ? [`-- ${'='.repeat(95)}\n-- ${title}\n-- ${'='.repeat(95)}`, ...blocks] : [];

  return `${[
    `-- Generated by \`npm run db:types\` from a freshly migrated database (supabase/migrations).
-- Do not edit by hand: it is for reading; the migrations are what runs. \`npm test\` fails when it
-- no longer matches them. Grants are the ones the database holds after the local stack starts,
-- which gives anon, authenticated and service_role the table privileges hosted Supabase gives.`,
    ...section(
      'Types',
      enums.map((row) => `create type public.${ident(row.name)} as enum (${row.labels});`),
    ),
    ...section(
      'Tables (public), each with its security, indexes, policies, triggers and grants',
      tableBlocks,
    ),
    ...section('Views (public)', viewBlocks),
    ...section('Functions (public), each with who may execute it', functionBlocks),
    ...section(
      'Triggers on other schemas that call our functions',
      otherTriggers.map((trigger) => `${trigger.def};`),
    ),
    ...section('Storage policies', storagePolicies.map(policyLine)),
  ].join('\n\n')}\n`;
}
