// The Edge Function's entry on the hosted project (Deno); deploy with --no-verify-jwt, since mail
// clients call it without a key. The local stack mounts the same handler (supabase/local/functions.ts).
import { createUnsubscribeHandler } from './handler.ts';

declare const Deno: {
  env: { get: (name: string) => string | undefined };
  serve: (handler: (request: Request) => Promise<Response>) => void;
};

const required = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function needs the secret ${name}`);
  return value;
};

Deno.serve(
  createUnsubscribeHandler({
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    siteUrl: required('SITE_URL'),
  }),
);
