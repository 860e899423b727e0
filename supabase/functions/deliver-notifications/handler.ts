import { createClient } from '@supabase/supabase-js';
import { deliverOutbox, type DeliveryOptions, type Mailer } from '../_shared/outbox.ts';
import { refuseUnscheduled } from '../_shared/cron-secret.ts';
import { smtpMailer, type SmtpSettings } from '../_shared/smtp.ts';

export interface DeliveryConfig {
  supabaseUrl: string;
  /** The service role's key: claim_messages and the marks are granted to it alone. */
  serviceKey: string;
  /** What the caller (the schedule) must send as `Authorization: Bearer …`. */
  cronSecret: string;
  siteUrl: string;
  from: { name: string; address: string };
  smtp: SmtpSettings;
  /** Tests and the crash check pass their own; otherwise SMTP with `smtp`. */
  mailer?: Mailer;
  tuning?: Pick<DeliveryOptions, 'batchSize' | 'leaseSeconds' | 'budgetMs' | 'markRetryMs'>;
}

/**
 * `POST /functions/v1/deliver-notifications`: one delivery run over the outbox. Called by the
 * schedule (pg_cron + pg_net on the hosted project; the local stack's timer here), with the
 * cron secret as its bearer token. Answers the run's figures as JSON.
 */
export function createDeliveryHandler(
  config: DeliveryConfig,
): (request: Request) => Promise<Response> {
  const db = createClient(config.supabaseUrl, config.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const mailer = config.mailer ?? smtpMailer(config.smtp);
  return async (request) => {
    const refused = refuseUnscheduled(request, config.cronSecret);
    if (refused) return refused;
    try {
      const report = await deliverOutbox({
        db,
        mailer,
        siteUrl: config.siteUrl,
        functionsUrl: `${config.supabaseUrl.replace(/\/$/, '')}/functions/v1`,
        from: config.from,
        ...config.tuning,
      });
      return Response.json(report);
    } catch (error) {
      return Response.json(
        { message: error instanceof Error ? error.message : String(error) },
        { status: 503 },
      );
    }
  };
}
