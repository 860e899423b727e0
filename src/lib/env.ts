// zod/mini: the tree-shakable build of zod 4, because this module is on the first-paint path.
import * as z from 'zod/mini';

const ENV_FILE_HINT = 'Copy .env.example to .env.';
const NOT_SET = 'is not set';

const isUnset = (input: unknown) => input === undefined || input === '';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: (issue) => (isUnset(issue.input) ? NOT_SET : 'must be an http(s) URL'),
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: (issue) => (isUnset(issue.input) ? NOT_SET : 'must be a string') })
    .check(z.trim(), z.minLength(1, NOT_SET)),
});

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
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]);
      if (!problems.has(name)) problems.set(name, issue.message);
    }
    throw new EnvError(problems);
  }
  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL,
    supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY,
  };
}

let cachedEnv: Env | undefined;

/** The validated build environment, parsed once. boot.tsx calls this first and reports failures. */
export function getEnv(): Env {
  cachedEnv ??= parseEnv(import.meta.env);
  return cachedEnv;
}
