// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asPostgrestError,
  postgrestStatus,
  recordDatabaseErrors,
  withErrorRecord,
} from './postgrest-errors.ts';

describe('postgrestStatus', () => {
  it.each([
    ['23514', 400],
    ['23502', 400],
    ['23P01', 400],
    ['22001', 400],
    ['P0001', 400],
    ['23503', 409],
    ['23505', 409],
    ['25006', 405],
    ['42883', 404],
    ['42P01', 404],
    ['42P17', 500],
    ['08006', 503],
    ['53300', 503],
    ['53400', 500],
    ['40001', 500],
    ['57014', 500],
    ['P0002', 500],
    ['XX000', 500],
    ['28000', 403],
  ])('%s → %i, as PostgREST maps it', (code, status) => {
    expect(postgrestStatus(code)).toBe(status);
  });
});

const sup = (message: string) =>
  Response.json({ code: 'SUP', details: null, hint: null, message }, { status: 500 });

/** A stand-in connection whose errors go through the wrapped normalizeDbError, as lite's do. */
function connectionMeeting(error: unknown) {
  const connection = { normalizeDbError: (value: unknown) => value };
  recordDatabaseErrors(connection);
  return () => connection.normalizeDbError(error);
}

describe('asPostgrestError', () => {
  const checkViolation = Object.assign(
    new Error(
      'new row for relation "listings" violates check constraint "listings_url_name_check"',
    ),
    { code: '23514', detail: 'Failing row contains (…).', hint: undefined },
  );

  it('turns lite’s 500/SUP for a check violation into 400/23514 with the message and detail', async () => {
    const meet = connectionMeeting(checkViolation);
    const response = await withErrorRecord(async (record) => {
      meet();
      const answer = sup(`error: ${checkViolation.message}`);
      answer.headers.set('access-control-allow-origin', '*');
      return asPostgrestError(answer, record);
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      code: '23514',
      details: 'Failing row contains (…).',
      hint: null,
      message: checkViolation.message,
    });
  });

  it('leaves a 500/SUP alone when the request met no database error with a SQLSTATE', async () => {
    const meet = connectionMeeting(new TypeError('undefined is not a function'));
    const response = await withErrorRecord(async (record) => {
      meet();
      return asPostgrestError(sup('TypeError: undefined is not a function'), record);
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'SUP' });
  });

  it('leaves other answers alone, and keeps errors of one request out of another', async () => {
    const meet = connectionMeeting(checkViolation);
    const answered = await withErrorRecord(async (record) => {
      meet();
      return asPostgrestError(
        Response.json({ code: '23505', message: 'duplicate' }, { status: 409 }),
        record,
      );
    });
    expect(answered.status).toBe(409);
    const unrelated = await withErrorRecord((record) =>
      asPostgrestError(sup('something else'), record),
    );
    expect(unrelated.status).toBe(500);
  });
});
