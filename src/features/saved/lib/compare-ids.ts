import { COMPARE_LIMIT } from '@/config/saved';
import { isUuid } from './ids';

/** /saved/compare?ids=a,b,c: the vendors to compare, ids only, at most COMPARE_LIMIT, once each. */
export function compareIdsFrom(param: string | null): string[] {
  const ids = (param ?? '').split(',').filter(isUuid);
  return [...new Set(ids.map((id) => id.toLowerCase()))].slice(0, COMPARE_LIMIT);
}
