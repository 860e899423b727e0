// The Edge Function's entry on the hosted project (Deno); it takes no JWT (config.toml), since
// mail clients call it with the email's token alone. The local stack mounts the same handler
// (supabase/local/functions.ts).
import { requiredSecret, serve } from '../_shared/deno-env.ts';
import { createUnsubscribeHandler } from './handler.ts';

serve(
  createUnsubscribeHandler({
    supabaseUrl: requiredSecret('SUPABASE_URL'),
    anonKey: requiredSecret('SUPABASE_ANON_KEY'),
    siteUrl: requiredSecret('SITE_URL'),
  }),
);
