import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
} from '@/config/site';
import { isRetryableError, retryAfterMs } from '@/lib/retryable';

/**
 * Exponential backoff: min(1000 * 2^attempt, 30000) ms; longer when the server asked for it
 * (Retry-After in seconds), still capped at 30 s.
 */
export function queryRetryDelay(attempt: number, error?: unknown): number {
  const backoff = QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt;
  return Math.min(Math.max(backoff, retryAfterMs(error) ?? 0), QUERY_RETRY_MAX_DELAY_MS);
}

/** Up to 3 retries, of failures that can heal only (src/lib/retryable.ts): never a 4xx. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY_COUNT && isRetryableError(error);
}

/** The app's QueryClient with the spec's defaults; per-query timings live in the queryOptions. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
      },
      // A write is not repeated behind the user's back (it may have landed before the answer
      // was lost): the form keeps the edit and offers a retry.
      mutations: { retry: false },
    },
  });
}
