/*
 * Two variables, checked with the platform (URL) rather than a schema library: this module is on
 * the first-paint path, and zod's core weighed 14 KB gzip there for these two checks. Forms,
 * which load with their pages, keep zod.
 */
const ENV_FILE_HINT = 'Copy .env.example to .env.';
const NOT_SET = 'is not set';

const isUnset = (input: unknown) => input === undefined || input === '';

/** Why the URL is unusable, or null when it is an http(s) URL. */
function urlProblem(input: unknown): string | null {
  if (isUnset(input)) return NOT_SET;
  const invalid = 'must be an http(s) URL';
  if (typeof input !== 'string') return invalid;
  try {
    // (URL.canParse would read better, but Safari has it only from 17.)
    const { protocol } = new URL(input);
    return protocol === 'http:' || protocol === 'https:' ? null : invalid;
  } catch {
    return invalid;
  }
}

/** Why the key is unusable, or null when it is a non-blank string. */
function keyProblem(input: unknown): string | null {
  if (input === undefined) return NOT_SET;
  if (typeof input !== 'string') return 'must be a string';
  return input.trim() === '' ? NOT_SET : null;
}

export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The environment is missing a variable or holds a malformed one; the message names each. */
export class EnvError extends Error {
  readonly variables: readonly string[];

  constructor(problems: ReadonlyMap<string, string>) {
    const lines = [...problems].map(
      ([name, reason]) => `Missing or invalid environment variable ${name}: ${reason}.`,
    );
    super([...lines, ENV_FILE_HINT].join('\n'));
    this.name = 'EnvError';
    this.variables = [...problems.keys()];
  }
}

/** Validates raw variables (normally `import.meta.env`); throws an EnvError naming every problem. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const problems = new Map<string, string>();
  const url = raw.VITE_SUPABASE_URL;
  const key = raw.VITE_SUPABASE_ANON_KEY;
  const badUrl = urlProblem(url);
  const badKey = keyProblem(key);
  if (badUrl) problems.set('VITE_SUPABASE_URL', badUrl);
  if (badKey) problems.set('VITE_SUPABASE_ANON_KEY', badKey);
  if (problems.size > 0 || typeof url !== 'string' || typeof key !== 'string') {
    throw new EnvError(problems);
  }
  return { supabaseUrl: url, supabaseAnonKey: key.trim() };
}

let cachedEnv: Env | undefined;

/** The validated build environment, parsed once. boot.tsx calls this first and reports failures. */
export function getEnv(): Env {
  cachedEnv ??= parseEnv(import.meta.env);
  return cachedEnv;
}
