// The Edge Function's entry on the hosted project (Deno). The local stack mounts the same handler
// (supabase/local/functions.ts). Secrets: README, "Email notifications on a hosted project".
import { requiredSecret, senderFromSecrets, serve, smtpFromSecrets } from '../_shared/deno-env.ts';
import { createDeliveryHandler } from './handler.ts';

serve(
  createDeliveryHandler({
    supabaseUrl: requiredSecret('SUPABASE_URL'),
    serviceKey: requiredSecret('SUPABASE_SERVICE_ROLE_KEY'),
    cronSecret: requiredSecret('NOTIFICATIONS_CRON_SECRET'),
    siteUrl: requiredSecret('SITE_URL'),
    from: senderFromSecrets(),
    smtp: smtpFromSecrets(),
  }),
);
