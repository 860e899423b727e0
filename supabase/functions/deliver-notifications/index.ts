// The Edge Function's entry on the hosted project (Deno). The local stack mounts the same handler
// (supabase/local/functions.ts). Secrets: README, "Email notifications on a hosted project".
import { createDeliveryHandler } from './handler.ts';

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
  createDeliveryHandler({
    supabaseUrl: required('SUPABASE_URL'),
    serviceKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    cronSecret: required('NOTIFICATIONS_CRON_SECRET'),
    siteUrl: required('SITE_URL'),
    from: {
      name: Deno.env.get('SMTP_SENDER_NAME') ?? 'Perféte',
      address: required('SMTP_SENDER_ADDRESS'),
    },
    smtp: {
      host: required('SMTP_HOST'),
      port: Number(Deno.env.get('SMTP_PORT') ?? 465),
      user: Deno.env.get('SMTP_USER'),
      pass: Deno.env.get('SMTP_PASS'),
    },
  }),
);
