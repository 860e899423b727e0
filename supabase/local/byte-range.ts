/** One satisfiable byte range, inclusive at both ends, as RFC 9110 §14.1.2 defines it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a `Range` header against a file of `size` bytes.
 * - `undefined`: no usable single range (absent, multi-range, other unit, malformed); serve 200.
 * - `'unsatisfiable'`: a well-formed range that starts past the end; answer 416.
 */
export function parseByteRange(
  header: string | null | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return undefined;
  return { start, end };
}
