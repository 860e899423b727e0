// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('createQueryClient', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const queries = defaults.queries;

  it('retries a retryable failure 3 times, then gives up', () => {
    const outage = { code: '', message: 'Service Unavailable', status: 503 };
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, outage))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(queries?.retry).toBe(shouldRetryQuery);
  });

  it('never retries a request the server refused', () => {
    const refused = { code: '23514', message: 'check', status: 400 };
    expect(shouldRetryQuery(0, refused)).toBe(false);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    const retryDelay = queries?.retryDelay;
    if (typeof retryDelay !== 'function') throw new Error('retryDelay is not a function');
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, new Error('failed')));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("waits at least the server's Retry-After, still at most 30 s", () => {
    expect(queryRetryDelay(0, { status: 429, retryAfter: 5 })).toBe(5000);
    expect(queryRetryDelay(3, { status: 429, retryAfter: 5 })).toBe(8000);
    expect(queryRetryDelay(0, { status: 503, retryAfter: 120 })).toBe(30000);
  });

  it('runs a failing query 1 + 3 times for an outage and once for a bad request', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    let outageCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['outage'],
        queryFn: () => {
          outageCalls += 1;
          throw Object.assign(new Error('down'), { status: 503 });
        },
      }),
    ).rejects.toThrow('down');
    let badCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['bad'],
        queryFn: () => {
          badCalls += 1;
          throw Object.assign(new Error('bad'), { status: 400 });
        },
      }),
    ).rejects.toThrow('bad');
    expect({ outageCalls, badCalls }).toEqual({ outageCalls: 4, badCalls: 1 });
  });

  it('does not repeat a write behind the user', () => {
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('garbage-collects unused queries after 5 minutes', () => {
    expect(queries?.gcTime).toBe(300_000);
  });

  it('creates an independent client each time', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
