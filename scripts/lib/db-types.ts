/**
 * Emits `src/types/database.ts` in the shape `supabase gen types typescript` produces (Tables with
 * Row/Insert/Update/Relationships, Views, Functions, Enums), read from the live catalog of the
 * migrated local database. The Supabase CLI needs Docker for a local database; this needs nothing.
 */
export type Query = <Row = Record<string, unknown>>(statement: string) => Promise<Row[]>;

interface Column {
  table_name: string;
  column_name: string;
  udt_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}
interface ForeignKey {
  constraint_name: string;
  table_name: string;
  columns: string[] | string;
  referenced_table: string;
  referenced_columns: string[] | string;
  one_to_one: boolean;
}
interface Relation {
  table_name: string;
  kind: 'r' | 'v' | 'm';
}
interface FunctionRow {
  name: string;
  arg_names: string[] | string | null;
  /** i (in), o (out), b (inout), v (variadic), t (a `returns table` column); null: all in. */
  arg_modes: string[] | string | null;
  /** Every argument's type, out and table columns too, in the order of arg_names. */
  arg_types: string[] | string | null;
  /** How many of the last input arguments have a default (optional in Args). */
  arg_defaults: number;
  return_type: string;
  /** The table or view a `setof <table>` (or a function returning one row of it) returns. */
  return_relation: string | null;
  returns_set: boolean;
}
interface EnumRow {
  name: string;
  labels: string[] | string;
}

const pgArray = (value: string[] | string | null): string[] =>
  value === null
    ? []
    : Array.isArray(value)
      ? value
      : value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
};

function tsType(udt: string, enums: Set<string>): string {
  if (udt.startsWith('_')) return `${tsType(udt.slice(1), enums)}[]`;
  if (enums.has(udt)) return `Database['public']['Enums']['${udt}']`;
  return SCALARS[udt] ?? (udt === 'void' ? 'undefined' : 'string');
}

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name));

export async function generateDatabaseTypes(query: Query): Promise<string> {
  const relations = await query<Relation>(`
    select c.relname as table_name, c.relkind as kind from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm') order by c.relname`);
  const columns = await query<Column>(`
    select table_name, column_name, udt_name, data_type, is_nullable, column_default is not null as has_default,
           is_identity, is_generated
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`);
  const foreignKeys = await query<ForeignKey>(`
    select con.conname as constraint_name, src.relname as table_name,
      array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
      dst.relname as referenced_table,
      array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as referenced_columns,
      exists (select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique
              and (ix.indkey::int2[])::int2[] @> con.conkey and (ix.indkey::int2[])::int2[] <@ con.conkey) as one_to_one
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid join pg_namespace n on n.oid = src.relnamespace
    join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
    where con.contype = 'f' and n.nspname = 'public' and dn.nspname = 'public'
    order by src.relname, con.conname`);
  const functions = await query<FunctionRow>(`
    select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
      array(select a::regtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(a, i) order by i) as arg_types,
      p.pronargdefaults::int as arg_defaults,
      t.typname as return_type, p.proretset as returns_set,
      (select c.relname from pg_class c where c.oid = t.typrelid and c.relkind in ('r', 'v', 'm')) as return_relation
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')
    order by p.proname, p.oid::regprocedure::text`);
  const enumRows = await query<EnumRow>(`
    select t.typname as name, array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels
    from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typtype = 'e' order by t.typname`);
  const enums = new Set(enumRows.map((row) => row.name));

  const relationRow = (name: string) =>
    `Database['public']['${relations.find((r) => r.table_name === name)?.kind === 'r' ? 'Tables' : 'Views'}']['${name}']['Row']`;
  const argType = (regtype: string): string => {
    const base = regtype.replace(/\[\]$/, '');
    // A table's row type (an argument such as `post public.blog_posts`) is that table's Row.
    if (relations.some((r) => r.table_name === base))
      return `${relationRow(base)}${regtype.endsWith('[]') ? '[]' : ''}`;
    const udt =
      {
        boolean: 'bool',
        integer: 'int4',
        bigint: 'int8',
        smallint: 'int2',
        'double precision': 'float8',
        real: 'float4',
      }[base] ?? base;
    return tsType(regtype.endsWith('[]') ? `_${udt}` : udt, enums);
  };

  const relationBlock = (table: string, withWrites: boolean) => {
    const cols = columns.filter((column) => column.table_name === table);
    const row = cols.map(
      (c) =>
        `${key(c.column_name)}: ${tsType(c.udt_name, enums)}${c.is_nullable === 'YES' ? ' | null' : ''}`,
    );
    const writable = cols.filter((c) => c.is_generated !== 'ALWAYS');
    const optional = (c: Column) =>
      c.is_nullable === 'YES' || c.has_default || c.is_identity === 'YES';
    const insert = writable.map(
      (c) =>
        `${key(c.column_name)}${optional(c) ? '?' : ''}: ${tsType(c.udt_name, enums)}${c.is_nullable === 'YES' ? ' | null' : ''}`,
    );
    const update = writable.map(
      (c) =>
        `${key(c.column_name)}?: ${tsType(c.udt_name, enums)}${c.is_nullable === 'YES' ? ' | null' : ''}`,
    );
    const relationships = foreignKeys
      .filter((fk) => fk.table_name === table)
      .map(
        (fk) =>
          `{ foreignKeyName: ${JSON.stringify(fk.constraint_name)}; columns: ${JSON.stringify(pgArray(fk.columns))}; isOneToOne: ${fk.one_to_one}; referencedRelation: ${JSON.stringify(fk.referenced_table)}; referencedColumns: ${JSON.stringify(pgArray(fk.referenced_columns))} }`,
      );
    const parts = [`Row: { ${row.join('; ')} }`];
    if (withWrites)
      parts.push(`Insert: { ${insert.join('; ')} }`, `Update: { ${update.join('; ')} }`);
    parts.push(`Relationships: [${relationships.join(', ')}]`);
    return `${key(table)}: { ${parts.join('; ')} }`;
  };

  const tables = relations
    .filter((r) => r.kind === 'r')
    .map((r) => relationBlock(r.table_name, true));
  const views = relations
    .filter((r) => r.kind !== 'r')
    .map((r) => relationBlock(r.table_name, false));
  const fns = functions.map((fn) => {
    const names = pgArray(fn.arg_names);
    const types = pgArray(fn.arg_types);
    const modes = fn.arg_modes === null ? types.map(() => 'i') : pgArray(fn.arg_modes);
    const all = types.map((type, i) => ({
      name: names[i] ?? `arg${i}`,
      type,
      mode: modes[i] ?? 'i',
    }));
    const inputs = all.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
    const outputs = all.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
    // Arguments with a default are the last ones; PostgREST fills them in when left out.
    const firstDefaulted = inputs.length - fn.arg_defaults;
    const args = inputs.length
      ? `{ ${inputs.map((arg, i) => `${key(arg.name)}${i >= firstDefaulted ? '?' : ''}: ${argType(arg.type)}`).join('; ')} }`
      : 'never';
    // A row: `returns table (…)` or out parameters (one object over the API unless setof), or a
    // table's row type. Postgres records no nullability for these columns, so, as
    // `supabase gen types` does, each is its type without null.
    const row = outputs.length
      ? `{ ${outputs.map((arg) => `${key(arg.name)}: ${argType(arg.type)}`).join('; ')} }`
      : fn.return_relation
        ? relationRow(fn.return_relation)
        : tsType(fn.return_type, enums);
    const returns = fn.return_type === 'void' ? 'undefined' : `${row}${fn.returns_set ? '[]' : ''}`;
    return `${key(fn.name)}: { Args: ${args}; Returns: ${returns} }`;
  });
  const enumTypes = enumRows.map(
    (row) =>
      `${key(row.name)}: ${pgArray(row.labels)
        .map((label) => JSON.stringify(label))
        .join(' | ')}`,
  );
  const block = (entries: string[], empty: string) =>
    entries.length ? `{ ${entries.join('; ')} }` : empty;

  return `// Generated by \`npm run db:types\` from the migrated schema (supabase/migrations). Do not edit by hand.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: ${block(tables, '{ [_ in never]: never }')};
    Views: ${block(views, '{ [_ in never]: never }')};
    Functions: ${block(fns, '{ [_ in never]: never }')};
    Enums: ${block(enumTypes, '{ [_ in never]: never }')};
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];
`;
}
