import type { Json } from '@/types/database';

/** One field of a function's json answer, or undefined when the answer is not an object. */
export const jsonField = (data: Json, key: string) =>
  data && typeof data === 'object' && !Array.isArray(data) ? data[key] : undefined;
