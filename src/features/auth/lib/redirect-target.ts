import { PATHS } from '@/config/paths';

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

/**
 * Where to go after signing in: the page a guard sent the visitor from (`location.state.from`),
 * else the vendor dashboard. Only same-site paths are accepted, and never /login itself.
 */
export function redirectTarget(state: unknown, fallback: string = PATHS.vendorDashboard): string {
  const from = (state as FromState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return fallback;
  }
  if (pathname === PATHS.login) return fallback;
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
