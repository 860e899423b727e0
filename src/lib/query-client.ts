import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
} from '@/config/site';

/** Exponential backoff: min(1000 * 2^attempt, 30000) ms. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

/** The app's QueryClient with the spec's defaults; per-query timings live in the queryOptions. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRY_COUNT,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
      },
    },
  });
}
