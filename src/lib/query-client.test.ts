import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  const queries = createQueryClient().getDefaultOptions().queries;

  it('retries failed queries 3 times', () => {
    expect(queries?.retry).toBe(3);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    const retryDelay = queries?.retryDelay;
    if (typeof retryDelay !== 'function') throw new Error('retryDelay is not a function');
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, new Error('failed')));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('garbage-collects unused queries after 5 minutes', () => {
    expect(queries?.gcTime).toBe(300_000);
  });

  it('creates an independent client each time', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
