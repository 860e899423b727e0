// The Edge Function's entry on the hosted project (Deno): Supabase Auth's Send Email Hook. The
// local stack hands its auth emails to the same handler (supabase/local/auth-mailer.ts). Secrets
// and the hook's settings: README, "Auth emails through the mail gate". The templates are bundled
// with the function (supabase/config.toml, [functions.send-auth-email] static_files).
import {
  readTextFile,
  requiredSecret,
  senderFromSecrets,
  serve,
  smtpFromSecrets,
} from '../_shared/deno-env.ts';
import { createSendAuthEmailHandler } from './handler.ts';

serve(
  createSendAuthEmailHandler({
    supabaseUrl: requiredSecret('SUPABASE_URL'),
    serviceKey: requiredSecret('SUPABASE_SERVICE_ROLE_KEY'),
    hookSecret: requiredSecret('SEND_EMAIL_HOOK_SECRET'),
    siteUrl: requiredSecret('SITE_URL'),
    from: senderFromSecrets(),
    smtp: smtpFromSecrets(),
    readTemplate: (file) => readTextFile(new URL(`../../templates/${file}`, import.meta.url)),
  }),
);
