import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { listEmails } from '../supabase/local/mailbox-client.ts';
import { REPO_ROOT, startLocalStack } from '../supabase/local/stack.ts';

/**
 * `npm run bench:notifications`: how long a couple's inquiry takes to reach the vendor's mailbox
 * on the local stack, from the insert's acknowledgement (201) to the email in MailDev, with the
 * stack's own delivery schedule (every second) and SMTP. A scratch, unseeded PGlite database on
 * its own port; RUNS inquiries one after another. Prints median and worst. Measures; asserts
 * nothing. Options: BENCH_RUNS (default 20), BENCH_PORT (default 54471).
 */
process.env.EXPERIMENTAL_STORAGE = '1';
process.env.LITE_TELEMETRY = '0';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 54471);
const POLL_MS = 10;
const PHOTOGRAPHY = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'supabase/reference-ids.json'), 'utf8')) as {
    businessCategories: Record<string, string>;
  }
).businessCategories.photography!;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'perfete-bench-mail-'));
const stack = await startLocalStack({
  dataDir,
  reset: true,
  seed: false,
  port: PORT,
  log: () => {},
});
try {
  const headers = { apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` };
  const vendor = `vendor-${randomUUID().slice(0, 8)}@bench.example`;
  const created = await fetch(`${stack.url}/rest/v1/listings?select=id`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({
      name: 'Bench Studio',
      url_name: 'bench-studio',
      business_category_id: PHOTOGRAPHY,
      status: 'published',
      contact_email: vendor,
    }),
  });
  const [listing] = (await created.json()) as { id: string }[];
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const marker = randomUUID();
    const started = performance.now();
    const sent = await fetch(`${stack.url}/rest/v1/inquiries`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        listing_id: listing!.id,
        name: 'Bench Couple',
        email: `couple-${run}-${marker.slice(0, 8)}@bench.example`,
        message: `A timing inquiry ${marker}`,
      }),
    });
    if (sent.status !== 201) throw new Error(`The inquiry answered ${sent.status}`);
    for (;;) {
      const emails = await listEmails(stack.mailboxUrl!);
      if (emails.some((email) => email.text?.includes(marker) && email.to[0]?.address === vendor))
        break;
      if (performance.now() - started > 30_000) throw new Error('No email within 30 s');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    timings.push(performance.now() - started);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  console.log(
    `Inquiry → vendor's email in the local mailbox, ${RUNS} inquiries: median ${median.toFixed(0)} ms, worst ${sorted.at(-1)!.toFixed(0)} ms (schedule every 1 s).`,
  );
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
