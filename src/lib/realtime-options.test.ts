import { describe, expect, it } from 'vitest';
import { REALTIME_CLIENT_OPTIONS, realtimeReconnectAfterMs } from './realtime-options';

describe('the realtime client settings (spec §9)', () => {
  it('beats every 25 s and gives up on an answer after 10 s', () => {
    expect(REALTIME_CLIENT_OPTIONS.heartbeatIntervalMs).toBe(25_000);
    expect(REALTIME_CLIENT_OPTIONS.timeout).toBe(10_000);
  });

  it('reconnects after 1, 2, 5, then 10 s for every later try', () => {
    expect([1, 2, 3, 4, 5, 9].map(realtimeReconnectAfterMs)).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000, 10_000,
    ]);
  });
});
