import { expect, inject } from 'vitest';

/**
 * One run of the mounted delivery function (supabase/functions/deliver-notifications), as the
 * schedule calls it: the stack's own schedule is off in the integration tests (global-setup.ts),
 * so a test that waits for an outbox email sends it with this.
 */
export async function deliverNow(): Promise<Record<string, number>> {
  const response = await fetch(`${inject('supabaseUrl')}/functions/v1/deliver-notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('secretKey')}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, number>;
}

/**
 * Runs the delivery function until the outbox has nothing due. The integration files before a
 * test's own queue their emails too, with nobody sending them (the schedule is off), so a file
 * that waits for one particular email clears that backlog first, in its `beforeAll`: one run
 * sends for up to 50 s, longer than a test may take.
 */
export async function deliverEverythingDue(): Promise<void> {
  for (let runs = 0; runs < 20; runs += 1) {
    const report = await deliverNow();
    if ((report.claimed ?? 0) === 0) return;
  }
  throw new Error('The outbox was still delivering after 20 runs of the delivery function');
}
