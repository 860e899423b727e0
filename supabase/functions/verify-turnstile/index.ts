// The Edge Function's entry on the hosted project (Deno). Off unless TURNSTILE_SECRET_KEY is set;
// the local stack does not mount it (no Turnstile locally). README: "Forms anyone may send".
import { optionalSecret, serve } from '../_shared/deno-env.ts';
import { createTurnstileHandler } from './handler.ts';

serve(createTurnstileHandler({ secretKey: optionalSecret('TURNSTILE_SECRET_KEY') }));
