/** What the upload control says about a file: its size in words, and whether a field takes it. */

const ONE_DECIMAL = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const KIB = 1024;
const MIB = KIB * 1024;
const GIB = MIB * 1024;

/** A file's size as people read it: "820 bytes", "45 KB", "3.4 MB", "1.2 GB" (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < KIB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MIB) return `${Math.round(bytes / KIB)} KB`;
  if (bytes < GIB) return `${ONE_DECIMAL.format(bytes / MIB)} MB`;
  return `${ONE_DECIMAL.format(bytes / GIB)} GB`;
}

/**
 * Whether `file` is one an input's `accept` names: a MIME type (`image/png`), a family
 * (`image/*`) or an extension (`.mp4`). A dropped file bypasses the picker's filter, so the
 * control asks this of every file.
 */
export function accepts(accept: string | undefined, file: Pick<File, 'name' | 'type'>): boolean {
  const kinds = (accept ?? '')
    .split(',')
    .map((kind) => kind.trim().toLowerCase())
    .filter(Boolean);
  if (kinds.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return kinds.some((kind) =>
    kind.startsWith('.')
      ? name.endsWith(kind)
      : kind.endsWith('/*')
        ? type.startsWith(kind.slice(0, -1))
        : type === kind,
  );
}

/** A file refused before (or instead of) sending it: trying the same file again would not help. */
export function refusedFile(message: string): Error & { retry: false } {
  return Object.assign(new Error(message), { retry: false as const });
}

/**
 * Why an upload failed, in words: a refusal's own message; for a request that failed (the
 * storage upload's `status`, or a network TypeError) what happened rather than its code.
 */
export function failureWords(failure: unknown): { message: string; retryable: boolean } {
  const { message, retry, status, name } = (failure ?? {}) as {
    message?: string;
    retry?: boolean;
    status?: number;
    name?: string;
  };
  if (retry === false) return { message: message || 'This file cannot be used.', retryable: false };
  if (status === 413)
    return { message: 'This file is larger than the site accepts.', retryable: false };
  if (typeof status === 'number')
    return { message: 'The server did not take it just now. Please retry.', retryable: true };
  if (name === 'TypeError')
    return { message: 'The connection dropped. Please retry.', retryable: true };
  return { message: message || 'It didn’t upload. Please retry.', retryable: true };
}
