/**
 * Environment @supabase/lite reads once, when its module is first evaluated: storage is behind
 * EXPERIMENTAL_STORAGE. stack.ts imports this file before @supabase/lite, so every entry point
 * (start, reset, dev, tests) gets storage whatever order it sets its own variables in.
 */
process.env.EXPERIMENTAL_STORAGE ??= '1';
process.env.LITE_TELEMETRY ??= '0';
