import { ws, type AnyHandler } from 'msw';

/**
 * The Realtime socket (issue #43), as unit tests meet it: signed-in pages join private channels.
 * By default it is accepted and confirms no join (so no live refetch happens behind a test's
 * back), and it answers a leave as the server does (so a page's next join does not wait for the
 * leave to time out); a test that wants joins and broadcasts uses `realtimeSocket` with a
 * handler of its own.
 */
export const realtimeSocket = ws.link('*/realtime/v1/websocket');

/** Handlers every unit test starts with; tests add their own with `server.use(...)`. */
export const handlers: AnyHandler[] = [
  realtimeSocket.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const [joinRef, ref, topic, kind] = JSON.parse(event.data) as unknown[];
      if (kind === 'phx_leave')
        client.send(
          JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]),
        );
    });
  }),
];
