// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, realtimeSocketSource } from './csp-plugin.ts';

const connectSrc = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')!
    .slice(1);

describe('the Realtime socket in connect-src (issue #43)', () => {
  it('is the backend’s socket path: ws locally, wss hosted', () => {
    expect(realtimeSocketSource('http://127.0.0.1:54321')).toBe(
      'ws://127.0.0.1:54321/realtime/v1/websocket',
    );
    expect(realtimeSocketSource('https://abcd.supabase.co')).toBe(
      'wss://abcd.supabase.co/realtime/v1/websocket',
    );
  });

  it('is the only socket the policy allows', () => {
    const sources = connectSrc(contentSecurityPolicy('<html></html>', 'https://abcd.supabase.co'));
    expect(sources).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co/realtime/v1/websocket',
    ]);
  });
});
