// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, type Query } from './db-types.ts';

/** The catalog as the generator's queries read it: a table `posts` and the functions given. */
function catalog(functions: Record<string, unknown>[]): Query {
  return async <Row>(statement: string) => {
    const rows = (): Record<string, unknown>[] => {
      if (statement.includes('information_schema.columns'))
        return [
          {
            table_name: 'posts',
            column_name: 'id',
            udt_name: 'uuid',
            data_type: 'uuid',
            is_nullable: 'NO',
            has_default: true,
            is_identity: 'NO',
            is_generated: 'NEVER',
          },
        ];
      if (statement.includes('from pg_proc')) return functions;
      if (statement.includes("c.relkind in ('r', 'v', 'm')"))
        return [{ table_name: 'posts', kind: 'r' }];
      return [];
    };
    return rows() as Row[];
  };
}

const fn = (row: Record<string, unknown>) => ({
  arg_names: null,
  arg_modes: null,
  arg_types: [],
  arg_defaults: 0,
  return_relation: null,
  returns_set: false,
  ...row,
});

const typeOf = async (row: Record<string, unknown>) => {
  const source = await generateDatabaseTypes(catalog([fn(row)]));
  return /Functions: \{ (.*?) \};\n/.exec(source)?.[1];
};

describe('generateDatabaseTypes: functions', () => {
  it('types `returns table (…)` as a list of rows, and has no Args without input arguments', async () => {
    expect(
      await typeOf({
        name: 'category_counts',
        arg_names: ['id', 'posts'],
        arg_modes: ['t', 't'],
        arg_types: ['uuid', 'integer'],
        return_type: 'record',
        returns_set: true,
      }),
    ).toBe('category_counts: { Args: never; Returns: { id: string; posts: number }[] }');
  });

  it('types out parameters as one row, beside the input arguments', async () => {
    expect(
      await typeOf({
        name: 'invite',
        arg_names: ['application_id', 'token', 'expires_at'],
        arg_modes: ['i', 'o', 'o'],
        arg_types: ['uuid', 'text', 'timestamp with time zone'],
        return_type: 'record',
      }),
    ).toBe(
      'invite: { Args: { application_id: string }; Returns: { token: string; expires_at: string } }',
    );
  });

  it('makes the arguments with a default optional', async () => {
    expect(
      await typeOf({
        name: 'claim',
        arg_names: ['batch_size', 'lease_seconds'],
        arg_types: ['integer', 'integer'],
        arg_defaults: 1,
        return_type: 'int4',
      }),
    ).toBe('claim: { Args: { batch_size: number; lease_seconds?: number }; Returns: number }');
  });

  it("types `setof <table>` as the table's rows and `setof uuid` as a list of strings", async () => {
    expect(
      await typeOf({
        name: 'my_posts',
        return_type: 'posts',
        return_relation: 'posts',
        returns_set: true,
      }),
    ).toBe("my_posts: { Args: never; Returns: Database['public']['Tables']['posts']['Row'][] }");
    expect(await typeOf({ name: 'my_ids', return_type: 'uuid', returns_set: true })).toBe(
      'my_ids: { Args: never; Returns: string[] }',
    );
  });

  it('keeps a jsonb document as Json and a table-typed argument as its Row', async () => {
    expect(
      await typeOf({
        name: 'snapshot',
        arg_names: ['post'],
        arg_types: ['posts'],
        return_type: 'jsonb',
      }),
    ).toBe(
      "snapshot: { Args: { post: Database['public']['Tables']['posts']['Row'] }; Returns: Json }",
    );
  });
});
