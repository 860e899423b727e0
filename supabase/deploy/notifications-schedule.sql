-- Deploy configuration, not a migration: run once in the hosted project's SQL editor, after
-- deploying supabase/functions/deliver-notifications (README, "Email notifications on a hosted
-- project"). The migrations stay free of pg_cron and pg_net, which PGlite and a plain PostgreSQL
-- lack. Replace the two placeholders; the secret is the function's NOTIFICATIONS_CRON_SECRET.

create extension if not exists pg_cron;
create extension if not exists pg_net;

select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
select vault.create_secret('<NOTIFICATIONS_CRON_SECRET>', 'notifications_cron_secret');

-- Every minute: one delivery run (digests due, then every due email, retries included).
select cron.schedule(
  'deliver-notifications',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/deliver-notifications',
    headers := jsonb_build_object(
      'Authorization',
      'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'notifications_cron_secret')
    ),
    timeout_milliseconds := 60000
  );
  $$
);

-- Optional, for delivery within seconds rather than within the minute: a Database Webhook
-- (Database → Webhooks) on INSERT into public.outbox that POSTs to the same function with the
-- same Authorization header. The minute schedule stays, for retries and digests.

-- Every five minutes: one storage sweep (supabase/functions/sweep-media): the files an approved
-- change dropped or a deleted account left, and uploads no row names after 24 hours, removed
-- through the Storage API. Same secret.
select cron.schedule(
  'sweep-media',
  '*/5 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/sweep-media',
    headers := jsonb_build_object(
      'Authorization',
      'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'notifications_cron_secret')
    ),
    timeout_milliseconds := 60000
  );
  $$
);

-- To stop them: select cron.unschedule('deliver-notifications'); select cron.unschedule('sweep-media');
