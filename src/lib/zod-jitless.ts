/**
 * zod 4 probes whether it may compile validators with `new Function`. The probe's error is caught,
 * but a Content Security Policy without 'unsafe-eval' (ours, scripts/lib/csp-plugin.ts) reports it
 * as a violation. `jitless` (what `z.config({ jitless: true })` sets) skips the probe. zod keeps
 * its config on this global, so boot.tsx sets it before any form loads zod, without loading zod.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
