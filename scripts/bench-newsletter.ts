import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import { queueNewsletterIssues } from '../supabase/functions/_shared/outbox.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { startLocalStack } from '../supabase/local/stack.ts';

/**
 * `npm run bench:newsletter`: an issue of The Edit sent to SUBSCRIBERS confirmed readers (default
 * 50,000) on a scratch, unseeded PGlite stack with its local mailbox.
 *
 * 1. Queueing: from the admin's "Send now" (newsletter_send_issue) until every reader has their
 *    outbox message and the issue is `sent`, through the delivery function's own first step
 *    (`queueNewsletterIssues`, the code production runs), called as the schedule calls it.
 * 2. Delivery: the mounted delivery function run again and again for DELIVER_SECONDS (default 60),
 *    as the schedule runs it, over SMTP into the local mailbox; the rate is the outbox messages
 *    marked sent (accepted by the SMTP server) per second, and the mailbox, which keeps its newest
 *    500, is read to show they arrived.
 *
 * Prints the figures; asserts nothing but that each reader was queued exactly once. Options:
 * BENCH_SUBSCRIBERS, BENCH_DELIVER_SECONDS, BENCH_PORT (default 54481).
 */
process.env.EXPERIMENTAL_STORAGE = '1';
process.env.LITE_TELEMETRY = '0';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 50_000);
const DELIVER_SECONDS = Number(process.env.BENCH_DELIVER_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 54481);
const INSERT_CHUNK = 5000;
const PASSWORD = 'Bench-newsletter-2026';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'perfete-bench-newsletter-'));
const stack = await startLocalStack({
  dataDir,
  reset: true,
  seed: false,
  port: PORT,
  schedule: false,
  log: () => {},
});
/** One number, counted by the database owner. */
const count = async (statement: string): Promise<number> =>
  Number((await stack.query<{ n: number | string }>(statement))[0]?.n ?? 0);
try {
  const service = createClient(stack.url, LOCAL_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  // An admin, as the composer's user: signed up, confirmed by the owner (no email to click here).
  const adminEmail = 'bench-admin@bench.example';
  const admin = createClient(stack.url, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedUp = await admin.auth.signUp({ email: adminEmail, password: PASSWORD });
  if (signedUp.error || !signedUp.data.user) throw signedUp.error ?? new Error('No user');
  await stack.sql(
    `update auth.users set email_confirmed_at = now() where id = '${signedUp.data.user.id}'`,
  );
  const inserted = await service.from('admin_users').insert({ id: signedUp.data.user.id });
  if (inserted.error) throw inserted.error;
  const signedIn = await admin.auth.signInWithPassword({ email: adminEmail, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;

  // The readers (set-up, not measured): confirmed subscribers of The Edit.
  const setUp = performance.now();
  for (let start = 0; start < SUBSCRIBERS; start += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, SUBSCRIBERS - start) }, (_, i) => {
      const email = `reader-${start + i}@bench.example`;
      return {
        email,
        mailbox: email,
        status: 'confirmed',
        letters: ['the_edit'],
        confirmed_at: new Date().toISOString(),
      };
    });
    const { error } = await service.from('newsletter_subscribers').insert(rows);
    if (error) throw error;
  }
  console.log(
    `${SUBSCRIBERS.toLocaleString('en')} readers added in ${seconds(performance.now() - setUp)} (set-up).`,
  );

  const draft = await admin
    .from('newsletter_issues')
    .insert({
      slug: 'the-edit-bench',
      subject: 'The Edit — a benchmark',
      editor_note: 'Hello from the benchmark.',
      content_blocks: [{ type: 'paragraph', text: 'One paragraph, as a short issue has.' }],
    })
    .select('id')
    .single();
  if (draft.error) throw draft.error;
  const issueId = (draft.data as { id: string }).id;

  // 1. Queueing.
  const sendClicked = performance.now();
  const sent = await admin.rpc('newsletter_send_issue', { issue_id: issueId });
  if (sent.error) throw sent.error;
  let runs = 0;
  for (;;) {
    runs += 1;
    await queueNewsletterIssues(service, 30_000);
    const status = await count(
      `select count(*) as n from public.newsletter_issues where id = '${issueId}' and status = 'sent'`,
    );
    if (status === 1) break;
  }
  const queuedMs = performance.now() - sendClicked;
  const queued = await count(
    `select count(*) as n from public.outbox where kind = 'newsletter_issue' and data->>'issue_id' = '${issueId}'`,
  );
  const readers = await count(
    `select count(distinct subscriber_id) as n from public.newsletter_issue_sends where issue_id = '${issueId}'`,
  );
  if (queued !== SUBSCRIBERS || readers !== SUBSCRIBERS)
    throw new Error(
      `Queued ${queued} messages to ${readers} readers, not ${SUBSCRIBERS} once each`,
    );
  console.log(
    `Queued: ${queued.toLocaleString('en')} messages, one per reader, in ${seconds(queuedMs)} from "Send now" (the queue step of ${runs} delivery run${runs === 1 ? '' : 's'}; ${Math.round(queued / (queuedMs / 1000)).toLocaleString('en')} a second).`,
  );

  // 2. Delivery, through the mounted function, for DELIVER_SECONDS.
  const sentSoFar = () =>
    count(
      `select count(*) as n from public.outbox where kind = 'newsletter_issue' and status = 'sent' and data->>'issue_id' = '${issueId}'`,
    );
  const deliveryStarted = performance.now();
  let deliveryRuns = 0;
  while (performance.now() - deliveryStarted < DELIVER_SECONDS * 1000) {
    const response = await fetch(`${stack.url}/functions/v1/deliver-notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_SECRET_KEY}` },
    });
    if (response.status !== 200)
      throw new Error(`The delivery function answered ${response.status}`);
    await response.arrayBuffer();
    deliveryRuns += 1;
    if ((await sentSoFar()) === SUBSCRIBERS) break;
  }
  const deliveredMs = performance.now() - deliveryStarted;
  const delivered = await sentSoFar();
  // The local mailbox keeps the newest 500 emails (supabase/local/mailbox.ts): those are checked.
  const caught = (await (await fetch(`${stack.mailboxUrl}/api/email`)).json()) as {
    subject: string;
  }[];
  const ofThisIssue = caught.filter((email) => email.subject === 'The Edit — a benchmark').length;
  const rate = delivered / (deliveredMs / 1000);
  console.log(
    `Delivered: ${delivered.toLocaleString('en')} in ${seconds(deliveredMs)} (${deliveryRuns} run${deliveryRuns === 1 ? '' : 's'} of the delivery function), ${rate.toFixed(1)} a second; the local mailbox holds ${caught.length.toLocaleString('en')} (its newest, up to 500), ${ofThisIssue.toLocaleString('en')} of them this issue. At that rate all ${SUBSCRIBERS.toLocaleString('en')} take ${seconds((SUBSCRIBERS / rate) * 1000)}.`,
  );
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
