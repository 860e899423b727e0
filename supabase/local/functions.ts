import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDeliveryHandler } from '../functions/deliver-notifications/handler.ts';
import { createUnsubscribeHandler } from '../functions/email-unsubscribe/handler.ts';
import { createMailEventsHandler } from '../functions/mail-events/handler.ts';
import { createSendAuthEmailHandler } from '../functions/send-auth-email/handler.ts';
import { createSweepHandler } from '../functions/sweep-media/handler.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './keys.ts';

/**
 * The Edge Functions of supabase/functions/, mounted by the local stack at /functions/v1/<name>
 * (@supabase/lite runs no Edge Functions of its own), built from the very handlers the hosted
 * project deploys, with the local stack's URL, keys and mailbox in place of the project's secrets.
 */
export type FunctionHandler = (request: Request) => Promise<Response>;

/**
 * Every email Perféte sends comes from one address, auth emails (sign-in links, password resets)
 * and notifications (invitations, inquiries, receipts) alike: a reader who sees one sender
 * recognises the next (#41). The hosted project's SMTP sender and the functions' sender are set to
 * the same address (README, "Email").
 */
export const LOCAL_SENDER = { name: 'Perféte', address: 'notifications@perfete.local' };
export const LOCAL_AUTH_SENDER = LOCAL_SENDER;
/** The Send Email Hook's secret on the local stack, in the form Auth gives (`v1,whsec_<base64>`). */
export const LOCAL_SEND_EMAIL_HOOK_SECRET =
  'v1,whsec_cGVyZmV0ZSBsb2NhbCBzZW5kLWVtYWlsIGhvb2sgc2VjcmV0LCAzMmI=';
/**
 * The mail provider's webhook secret on the local stack (MAIL_WEBHOOK_SECRET on the hosted
 * project), in the form Resend shows it (`whsec_<base64>`): tests sign their bounces with it.
 */
export const LOCAL_MAIL_WEBHOOK_SECRET = `whsec_${Buffer.from(
  'perfete local mail webhook secret',
).toString('base64')}`;
const TEMPLATES = fileURLToPath(new URL('../templates/', import.meta.url));

export function localFunctions(options: {
  url: string;
  siteUrl: string;
  smtp: { host: string; port: number };
}): Map<string, FunctionHandler> {
  return new Map<string, FunctionHandler>([
    [
      'deliver-notifications',
      createDeliveryHandler({
        supabaseUrl: options.url,
        serviceKey: LOCAL_SECRET_KEY,
        // The schedule authenticates with the secret key locally; the hosted project has its own.
        cronSecret: LOCAL_SECRET_KEY,
        siteUrl: options.siteUrl,
        from: LOCAL_SENDER,
        smtp: options.smtp,
      }),
    ],
    [
      // Auth's Send Email Hook: the local auth mailer (auth-mailer.ts) signs and hands it each email.
      'send-auth-email',
      createSendAuthEmailHandler({
        supabaseUrl: options.url,
        serviceKey: LOCAL_SECRET_KEY,
        hookSecret: LOCAL_SEND_EMAIL_HOOK_SECRET,
        siteUrl: options.siteUrl,
        from: LOCAL_AUTH_SENDER,
        smtp: options.smtp,
        readTemplate: (file) => fs.readFile(path.join(TEMPLATES, file), 'utf8'),
      }),
    ],
    [
      'sweep-media',
      createSweepHandler({
        supabaseUrl: options.url,
        serviceKey: LOCAL_SECRET_KEY,
        cronSecret: LOCAL_SECRET_KEY,
      }),
    ],
    [
      'email-unsubscribe',
      createUnsubscribeHandler({
        supabaseUrl: options.url,
        anonKey: LOCAL_PUBLISHABLE_KEY,
        siteUrl: options.siteUrl,
      }),
    ],
    [
      // The mail provider's bounces and complaints (Resend's webhook), signed with its secret.
      'mail-events',
      createMailEventsHandler({
        supabaseUrl: options.url,
        serviceKey: LOCAL_SECRET_KEY,
        signingSecret: process.env.MAIL_WEBHOOK_SECRET ?? LOCAL_MAIL_WEBHOOK_SECRET,
      }),
    ],
  ]);
}

/** `/functions/v1/<name>[/…]` → the name, else null. */
export function functionName(pathname: string): string | null {
  return /^\/functions\/v1\/([a-z0-9-]+)(?:\/|$)/.exec(pathname)?.[1] ?? null;
}

/** How often the local schedule runs the delivery (the hosted project: pg_cron, README). */
export const LOCAL_DELIVERY_INTERVAL_MS = 1_000;
/** How often it runs the storage sweep (the hosted project: every five minutes). */
export const LOCAL_SWEEP_INTERVAL_MS = 10_000;

/**
 * The local stand-in for pg_cron + pg_net: every interval, one delivery run. The stack's schedule
 * calls `POST <url>/functions/v1/deliver-notifications` with the secret, over HTTP as the hosted
 * schedule does (`invokeOverHttp`); the crash check calls the handler in its own process, beside
 * the stack it kills, as an Edge runtime lives beside the database. A run still going when the
 * next is due is not doubled (the hosted schedule may overlap; the claim's lease makes that safe
 * too). Returns a stop function that waits for the run in progress.
 */
export function startDeliverySchedule(options: {
  invoke: () => Promise<Response>;
  intervalMs?: number;
  /** How the log names a run (default "Delivery run"). */
  label?: string;
  log?: (message: string) => void;
}): () => Promise<void> {
  const label = options.label ?? 'Delivery run';
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const response = await options.invoke();
      const body = await response.text();
      if (!response.ok && !stopped) options.log?.(`${label} answered ${response.status}: ${body}`);
    } catch (error) {
      if (!stopped) options.log?.(`${label} failed: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = run().finally(() => {
      running = undefined;
    });
  }, options.intervalMs ?? LOCAL_DELIVERY_INTERVAL_MS);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** One run of a scheduled function (the delivery unless named) over HTTP, as pg_net posts it. */
export const invokeOverHttp =
  (url: string, secret: string, name = 'deliver-notifications') =>
  () =>
    fetch(`${url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
    });
