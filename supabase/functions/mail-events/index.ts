// The Edge Function's entry on the hosted project (Deno); it takes no JWT (config.toml): the mail
// provider signs each call with the webhook's secret instead (README, "The newsletter's mail
// provider"). The local stack mounts the same handler (supabase/local/functions.ts).
import { requiredSecret, serve } from '../_shared/deno-env.ts';
import { createMailEventsHandler } from './handler.ts';

serve(
  createMailEventsHandler({
    supabaseUrl: requiredSecret('SUPABASE_URL'),
    serviceKey: requiredSecret('SUPABASE_SERVICE_ROLE_KEY'),
    signingSecret: requiredSecret('MAIL_WEBHOOK_SECRET'),
  }),
);
