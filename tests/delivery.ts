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
