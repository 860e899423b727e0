// The Edge Function's entry on the hosted project (Deno). The local stack mounts the same handler
// (supabase/local/functions.ts). Secrets and schedule: README, "Files on a hosted project".
import { optionalSecret, requiredSecret, serve } from '../_shared/deno-env.ts';
import { createSweepHandler } from './handler.ts';

serve(
  createSweepHandler({
    supabaseUrl: requiredSecret('SUPABASE_URL'),
    serviceKey: requiredSecret('SUPABASE_SERVICE_ROLE_KEY'),
    cronSecret: requiredSecret('NOTIFICATIONS_CRON_SECRET'),
    graceHours: Number(optionalSecret('MEDIA_SWEEP_GRACE_HOURS') ?? 24),
  }),
);
