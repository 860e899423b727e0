import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

/**
 * Supabase Realtime for the local stack (issue #43): `/realtime/v1/websocket`, spoken as
 * @supabase/realtime-js speaks it (the Phoenix channel protocol, vsn 1.0.0 and 2.0.0), with
 * Broadcast and Presence on private channels authorised by the RLS policies on realtime.messages,
 * and Broadcast from the database (realtime.send, realtime.broadcast_changes). The schema is
 * realtime-shim.sql's. docs/decisions.md says why it is built this way.
 *
 * Private only, as production is set (Realtime settings → public channels off): a public join is
 * refused, as the hosted server refuses it with that setting.
 */

export const REALTIME_PATH = '/realtime/v1/websocket';
/** No message from a socket for this long (heartbeats every 25 s): the socket is gone. */
const IDLE_TIMEOUT_MS = 60_000;
/** A frame's size limit (hosted Realtime caps a message's payload well under this). */
const MAX_FRAME_BYTES = 1024 * 1024;
/** The NOTIFY channel of realtime-shim.sql's trigger. */
const NOTIFY_CHANNEL = 'realtime_local_messages';
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

type Extension = 'broadcast' | 'presence';
interface Permissions {
  read: Record<Extension, boolean>;
  write: Record<Extension, boolean>;
}

/** The claims a channel acts with: a verified access token's, or the API key's role. */
type Claims = Record<string, unknown> & { role: string; exp?: number };

interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

interface Subscription {
  socket: Client;
  topic: string;
  /** The topic without `realtime:`: what policies, realtime.topic() and realtime.send name. */
  subTopic: string;
  joinRef: string | null;
  claims: Claims;
  permissions: Permissions;
  self: boolean;
  ack: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  /** This subscription's tracked presence (its phx_ref and state), if any. */
  tracked: { ref: string; meta: Record<string, unknown> } | null;
  expiry: NodeJS.Timeout | null;
}

interface Client {
  ws: WebSocket;
  vsn: '1.0.0' | '2.0.0';
  /** The claims of the key the socket connected with (a join without a token acts with these). */
  keyClaims: Claims;
  /** A token offered as a WebSocket subprotocol (Phoenix's `base64url.bearer.phx.…`). */
  protocolToken: string | null;
  subscriptions: Map<string, Subscription>;
  idle: NodeJS.Timeout | null;
}

/** A row that realtime.send inserted, as the notify trigger reports it. */
interface DatabaseMessage {
  id: string;
  topic: string;
  event: string | null;
  private: boolean;
  payload: unknown;
}

export interface RealtimeOptions {
  server: Server;
  database: Kysely<unknown>;
  jwtSecret: string;
  publishableKey: string;
  secretKey: string;
  /** LISTEN on a channel; resolves to its unlisten. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  log?: (message: string) => void;
}

export interface Realtime {
  stop: () => Promise<void>;
}

class Refusal extends Error {}

/** Verifies an HS256 access token with the stack's secret, as Auth signed it; refuses expired. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): Claims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Refusal('InvalidJWTToken: Malformed token');
  const [header, body, signature] = parts as [string, string, string];
  let alg: unknown;
  let claims: Record<string, unknown>;
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new Refusal('InvalidJWTToken: Malformed token');
  }
  if (alg !== 'HS256') throw new Refusal('InvalidJWTToken: Unsupported signing algorithm');
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new Refusal('InvalidJWTToken: Signature error');
  if (typeof claims.exp !== 'number') throw new Refusal('InvalidJWTToken: Token has no expiry');
  const seconds = Math.floor(now / 1000);
  if (claims.exp <= seconds)
    throw new Refusal(`InvalidJWTToken: Token has expired ${seconds - claims.exp} seconds ago`);
  if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role))
    throw new Refusal('InvalidJWTToken: The token has no role the API knows');
  return claims as Claims;
}

/**
 * Realtime Authorization as the platform does it: in a transaction rolled back at the end, one
 * row per extension is put in realtime.messages for the topic; then, as the user's role with their
 * claims and realtime.topic() set to the topic, reading them back is the read permission and
 * inserting one is the write permission.
 */
async function authorise(
  database: Kysely<unknown>,
  subTopic: string,
  claims: Claims,
): Promise<Permissions> {
  const permissions: Permissions = {
    read: { broadcast: false, presence: false },
    write: { broadcast: false, presence: false },
  };
  const done = new Error('rolled back on purpose');
  try {
    await database.transaction().execute(async (trx) => {
      const probes = await sql<{ id: string; extension: Extension }>`
        insert into realtime.messages (topic, extension, private)
        values (${subTopic}, 'broadcast', true), (${subTopic}, 'presence', true)
        returning id, extension`.execute(trx);
      await sql`
        select
          set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
          set_config('request.jwt.claim.sub', ${typeof claims.sub === 'string' ? claims.sub : ''}, true),
          set_config('request.jwt.claim.role', ${claims.role}, true),
          set_config('realtime.topic', ${subTopic}, true),
          set_config('role', ${claims.role}, true)`.execute(trx);
      const ids = probes.rows.map((row) => row.id);
      await sql`savepoint realtime_read`.execute(trx);
      try {
        const visible = await sql<{ extension: Extension }>`
          select extension from realtime.messages
          where id in (${sql.join(ids)}) and extension in ('broadcast', 'presence')`.execute(trx);
        for (const row of visible.rows) permissions.read[row.extension] = true;
      } catch {
        // a policy that fails for this role (a function it may not run) lets nothing in
        await sql`rollback to savepoint realtime_read`.execute(trx);
      }
      for (const extension of ['broadcast', 'presence'] as const) {
        await sql`savepoint realtime_write`.execute(trx);
        try {
          await sql`
            insert into realtime.messages (topic, extension, private)
            values (${subTopic}, ${extension}, true)`.execute(trx);
          permissions.write[extension] = true;
        } catch {
          // refused by the policies (42501): no write permission
        }
        await sql`rollback to savepoint realtime_write`.execute(trx);
      }
      throw done;
    });
  } catch (error) {
    if (error !== done) throw error;
  }
  return permissions;
}

/** Binary frames of realtime-js's 2.0.0 serializer: a client's broadcast (kind 3). */
function decodeBinary(data: Buffer): Message | null {
  if (data.length < 7 || data[0] !== 3) return null;
  const sizes = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  const encoding = data[6]!;
  let offset = 7;
  const [joinRef, ref, topic, event, metadata] = sizes.map((size) => {
    const text = data.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return text;
  }) as [string, string, string, string, string];
  const body = data.subarray(offset);
  const payload: Record<string, unknown> = {
    type: 'broadcast',
    event,
    payload: encoding === 1 ? JSON.parse(body.toString('utf8')) : body,
  };
  if (metadata) Object.assign(payload, JSON.parse(metadata) as object);
  return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
}

/** A broadcast to a 2.0.0 client, as the server sends one: kind 4, JSON or binary payload. */
function encodeBroadcast(topic: string, event: string, payload: unknown, meta?: object): Buffer {
  const binary = Buffer.isBuffer(payload);
  const parts = [topic, event, meta ? JSON.stringify(meta) : ''].map((text) =>
    Buffer.from(text, 'utf8'),
  );
  const body = binary ? payload : Buffer.from(JSON.stringify(payload ?? {}), 'utf8');
  const header = Buffer.from([
    4,
    parts[0]!.length,
    parts[1]!.length,
    parts[2]!.length,
    binary ? 0 : 1,
  ]);
  return Buffer.concat([header, ...parts, body]);
}

function decode(client: Client, data: RawData, isBinary: boolean): Message | null {
  const buffer = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data);
  if (isBinary) return client.vsn === '2.0.0' ? decodeBinary(buffer) : null;
  const parsed = JSON.parse(buffer.toString('utf8')) as unknown;
  if (Array.isArray(parsed)) {
    const [join_ref, ref, topic, event, payload] = parsed as [
      string | null,
      string | null,
      string,
      string,
      unknown,
    ];
    return { join_ref, ref, topic, event, payload };
  }
  return parsed as Message;
}

function send(client: Client, message: Message): void {
  if (client.ws.readyState !== client.ws.OPEN) return;
  const { join_ref, ref, topic, event, payload } = message;
  client.ws.send(
    JSON.stringify(client.vsn === '2.0.0' ? [join_ref, ref, topic, event, payload] : message),
  );
}

function reply(
  client: Client,
  message: Message,
  status: 'ok' | 'error',
  response: object = {},
): void {
  send(client, {
    join_ref: message.join_ref,
    ref: message.ref,
    topic: message.topic,
    event: 'phx_reply',
    payload: { status, response },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function startRealtime(options: RealtimeOptions): Promise<Realtime> {
  const log = options.log ?? (() => {});
  const clients = new Set<Client>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols) => (protocols.has('phoenix') ? 'phoenix' : false),
  });

  const keyClaims = (apikey: string | null): Claims | null => {
    if (apikey === options.publishableKey) return { role: 'anon' };
    if (apikey === options.secretKey) return { role: 'service_role' };
    return null;
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      socket.destroy();
      return;
    }
    const apikey = url.searchParams.get('apikey') ?? request.headers.apikey?.toString() ?? null;
    const claims = keyClaims(apikey);
    if (!claims) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const vsn = url.searchParams.get('vsn') === '2.0.0' ? '2.0.0' : '1.0.0';
    const offered = (request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((protocol) => protocol.trim())
      .find((protocol) => protocol.startsWith('base64url.bearer.phx.'));
    const protocolToken = offered
      ? Buffer.from(offered.slice('base64url.bearer.phx.'.length), 'base64url').toString('utf8')
      : null;
    wss.handleUpgrade(request, socket, head, (ws) => {
      const client: Client = {
        ws,
        vsn,
        keyClaims: claims,
        protocolToken,
        subscriptions: new Map(),
        idle: null,
      };
      clients.add(client);
      touch(client);
      ws.binaryType = 'nodebuffer';
      ws.on('message', (data, isBinary) => {
        touch(client);
        let message: Message | null;
        try {
          message = decode(client, data, isBinary);
        } catch {
          message = null;
        }
        if (!message || typeof message.topic !== 'string' || typeof message.event !== 'string')
          return;
        handle(client, message).catch((error: unknown) => {
          log(`Realtime: ${message.event} on ${message.topic} failed: ${String(error)}`);
          reply(client, message, 'error', { reason: 'Internal error' });
        });
      });
      ws.on('close', () => disconnect(client));
      ws.on('error', () => disconnect(client));
    });
  };
  options.server.on('upgrade', onUpgrade);

  function touch(client: Client) {
    if (client.idle) clearTimeout(client.idle);
    client.idle = setTimeout(() => client.ws.terminate(), IDLE_TIMEOUT_MS);
    client.idle.unref();
  }

  function disconnect(client: Client) {
    if (!clients.delete(client)) return;
    if (client.idle) clearTimeout(client.idle);
    for (const subscription of client.subscriptions.values()) unsubscribe(subscription);
    client.subscriptions.clear();
  }

  /** Every joined subscription on a topic, across sockets. */
  function subscribersOf(topic: string): Subscription[] {
    const found: Subscription[] = [];
    for (const client of clients) {
      const subscription = client.subscriptions.get(topic);
      if (subscription) found.push(subscription);
    }
    return found;
  }

  function presenceState(topic: string): Record<string, { metas: object[] }> {
    const state: Record<string, { metas: object[] }> = {};
    for (const subscription of subscribersOf(topic)) {
      if (!subscription.tracked) continue;
      const entry = (state[subscription.presenceKey] ??= { metas: [] });
      entry.metas.push({ phx_ref: subscription.tracked.ref, ...subscription.tracked.meta });
    }
    return state;
  }

  function presenceDiff(topic: string, key: string, joins: object[], leaves: object[]): void {
    const diff = {
      joins: joins.length > 0 ? { [key]: { metas: joins } } : {},
      leaves: leaves.length > 0 ? { [key]: { metas: leaves } } : {},
    };
    for (const subscriber of subscribersOf(topic)) {
      if (!subscriber.permissions.read.presence) continue;
      send(subscriber.socket, {
        join_ref: subscriber.joinRef,
        ref: null,
        topic,
        event: 'presence_diff',
        payload: diff,
      });
    }
  }

  function untrack(subscription: Subscription) {
    const tracked = subscription.tracked;
    if (!tracked) return;
    subscription.tracked = null;
    presenceDiff(
      subscription.topic,
      subscription.presenceKey,
      [],
      [{ phx_ref: tracked.ref, ...tracked.meta }],
    );
  }

  function unsubscribe(subscription: Subscription) {
    if (subscription.expiry) clearTimeout(subscription.expiry);
    const current = subscription.socket.subscriptions.get(subscription.topic);
    if (current === subscription) subscription.socket.subscriptions.delete(subscription.topic);
    untrack(subscription);
  }

  /** The server ends a channel: a system message saying why, then phx_close. */
  function closeChannel(subscription: Subscription, reason: string) {
    send(subscription.socket, {
      join_ref: subscription.joinRef,
      ref: null,
      topic: subscription.topic,
      event: 'system',
      payload: {
        message: reason,
        status: 'error',
        extension: 'system',
        channel: subscription.subTopic,
      },
    });
    send(subscription.socket, {
      join_ref: subscription.joinRef,
      ref: null,
      topic: subscription.topic,
      event: 'phx_close',
      payload: {},
    });
    unsubscribe(subscription);
  }

  /** A channel ends when its token does, unless refreshed before (access_token). */
  function scheduleExpiry(subscription: Subscription) {
    if (subscription.expiry) clearTimeout(subscription.expiry);
    subscription.expiry = null;
    const exp = subscription.claims.exp;
    if (typeof exp !== 'number') return;
    subscription.expiry = setTimeout(
      () => closeChannel(subscription, 'Token has expired'),
      Math.max(0, exp * 1000 - Date.now()),
    );
    subscription.expiry.unref();
  }

  function claimsFor(client: Client, token: unknown): Claims {
    const given = typeof token === 'string' && token !== '' ? token : client.protocolToken;
    // A join without a user's token acts as the key it connected with (anon for the publishable).
    if (!given || given === options.publishableKey || given === options.secretKey)
      return keyClaims(given) ?? client.keyClaims;
    return verifyAccessToken(given, options.jwtSecret);
  }

  async function join(client: Client, message: Message) {
    const payload = isRecord(message.payload) ? message.payload : {};
    const config = isRecord(payload.config) ? payload.config : {};
    const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
    const presence = isRecord(config.presence) ? config.presence : {};
    const subTopic = message.topic.replace(/^realtime:/i, '');
    if (config.private !== true) {
      reply(client, message, 'error', {
        reason: 'PrivateOnly: This project only allows private channels',
      });
      return;
    }
    let claims: Claims;
    try {
      claims = claimsFor(client, payload.access_token);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      reply(client, message, 'error', { reason: error.message });
      return;
    }
    const permissions = await authorise(options.database, subTopic, claims);
    if (!permissions.read.broadcast && !permissions.read.presence) {
      reply(client, message, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
      });
      return;
    }
    // A second join of a topic on one socket replaces the first, as Phoenix does.
    const previous = client.subscriptions.get(message.topic);
    if (previous) unsubscribe(previous);
    const subscription: Subscription = {
      socket: client,
      topic: message.topic,
      subTopic,
      joinRef: message.join_ref ?? message.ref,
      claims,
      permissions,
      self: broadcast.self === true,
      ack: broadcast.ack === true,
      presenceEnabled: presence.enabled === true,
      presenceKey:
        typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID(),
      tracked: null,
      expiry: null,
    };
    client.subscriptions.set(message.topic, subscription);
    scheduleExpiry(subscription);
    reply(client, message, 'ok', { postgres_changes: [] });
    if (subscription.presenceEnabled && permissions.read.presence)
      send(client, {
        join_ref: subscription.joinRef,
        ref: null,
        topic: message.topic,
        event: 'presence_state',
        payload: presenceState(message.topic),
      });
  }

  async function refreshToken(subscription: Subscription, message: Message) {
    const payload = isRecord(message.payload) ? message.payload : {};
    let claims: Claims;
    try {
      claims = claimsFor(subscription.socket, payload.access_token);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      reply(subscription.socket, message, 'error', { reason: error.message });
      closeChannel(subscription, error.message);
      return;
    }
    const permissions = await authorise(options.database, subscription.subTopic, claims);
    if (!permissions.read.broadcast && !permissions.read.presence) {
      const reason = `Unauthorized: You do not have permissions to read from this Channel topic: ${subscription.subTopic}`;
      reply(subscription.socket, message, 'error', { reason });
      closeChannel(subscription, reason);
      return;
    }
    subscription.claims = claims;
    subscription.permissions = permissions;
    scheduleExpiry(subscription);
    reply(subscription.socket, message, 'ok');
  }

  function deliverBroadcast(
    subscriber: Subscription,
    event: string,
    payload: unknown,
    meta?: object,
  ) {
    const client = subscriber.socket;
    if (client.vsn === '2.0.0') {
      if (client.ws.readyState === client.ws.OPEN)
        client.ws.send(encodeBroadcast(subscriber.topic, event, payload, meta));
      return;
    }
    if (Buffer.isBuffer(payload)) return; // 1.0.0 carries JSON only
    send(client, {
      join_ref: null,
      ref: null,
      topic: subscriber.topic,
      event: 'broadcast',
      payload: { type: 'broadcast', event, payload, ...(meta ? { meta } : {}) },
    });
  }

  function clientBroadcast(subscription: Subscription, message: Message) {
    const payload = isRecord(message.payload) ? message.payload : {};
    const event = typeof payload.event === 'string' ? payload.event : '';
    if (!subscription.permissions.write.broadcast) {
      reply(subscription.socket, message, 'error', {
        reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${subscription.subTopic}`,
      });
      return;
    }
    for (const subscriber of subscribersOf(subscription.topic)) {
      if (subscriber === subscription && !subscription.self) continue;
      if (!subscriber.permissions.read.broadcast) continue;
      deliverBroadcast(subscriber, event, payload.payload);
    }
    if (subscription.ack) reply(subscription.socket, message, 'ok');
  }

  function presenceMessage(subscription: Subscription, message: Message) {
    const payload = isRecord(message.payload) ? message.payload : {};
    if (payload.event === 'untrack') {
      untrack(subscription);
      reply(subscription.socket, message, 'ok');
      return;
    }
    if (payload.event !== 'track') {
      reply(subscription.socket, message, 'error', { reason: 'Unknown presence event' });
      return;
    }
    if (!subscription.permissions.write.presence) {
      reply(subscription.socket, message, 'error', {
        reason: `Unauthorized: You do not have permissions to track presence on this Channel topic: ${subscription.subTopic}`,
      });
      return;
    }
    const meta = isRecord(payload.payload) ? payload.payload : {};
    const previous = subscription.tracked;
    const ref = randomUUID();
    subscription.tracked = { ref, meta };
    presenceDiff(
      subscription.topic,
      subscription.presenceKey,
      [{ phx_ref: ref, ...(previous ? { phx_ref_prev: previous.ref } : {}), ...meta }],
      previous ? [{ phx_ref: previous.ref, ...previous.meta }] : [],
    );
    reply(subscription.socket, message, 'ok');
  }

  async function handle(client: Client, message: Message) {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') reply(client, message, 'ok');
      return;
    }
    if (message.event === 'phx_join') return join(client, message);
    const subscription = client.subscriptions.get(message.topic);
    if (!subscription) {
      // Phoenix's answer to a push on a channel the socket has not joined.
      reply(client, message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        unsubscribe(subscription);
        reply(client, message, 'ok');
        send(client, { ...message, ref: null, event: 'phx_close', payload: {} });
        return;
      case 'access_token':
        return refreshToken(subscription, message);
      case 'broadcast':
        return clientBroadcast(subscription, message);
      case 'presence':
        return presenceMessage(subscription, message);
      default:
        reply(client, message, 'error', { reason: `Unknown event ${message.event}` });
    }
  }

  // Broadcast from the database, one notification at a time so rows arrive in commit order.
  let delivery = Promise.resolve();
  const readMessage = async (id: string): Promise<DatabaseMessage | null> => {
    const rows = await sql<DatabaseMessage>`
      select id, topic, event, coalesce(private, false) as private, payload
      from realtime.messages where id = ${id}`.execute(options.database);
    return rows.rows[0] ?? null;
  };
  const fromDatabase = (message: DatabaseMessage) => {
    for (const client of clients)
      for (const subscriber of client.subscriptions.values()) {
        if (subscriber.subTopic !== message.topic) continue;
        // A private row to private channels whose subscriber may read; public rows reach none
        // (this stack refuses public channels).
        if (!message.private || !subscriber.permissions.read.broadcast) continue;
        deliverBroadcast(subscriber, message.event ?? '', message.payload, { id: message.id });
      }
  };
  const unlisten = await options.listen(NOTIFY_CHANNEL, (raw) => {
    delivery = delivery
      .then(async () => {
        const notified = JSON.parse(raw) as Partial<DatabaseMessage> & { id: string };
        const message =
          'topic' in notified ? (notified as DatabaseMessage) : await readMessage(notified.id);
        if (message) fromDatabase(message);
      })
      .catch((error: unknown) => log(`Realtime: a database broadcast failed: ${String(error)}`));
  });

  return {
    stop: async () => {
      options.server.off('upgrade', onUpgrade);
      for (const client of clients) client.ws.terminate();
      for (const client of [...clients]) disconnect(client);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await unlisten();
      await delivery;
    },
  };
}

/** LISTEN through the stack's database driver: PGlite's `listen` or postgres.js's. */
export function listenerOf(driver: unknown): RealtimeOptions['listen'] {
  const listener = driver as {
    listen?: (
      channel: string,
      onPayload: (payload: string) => void,
    ) => Promise<(() => Promise<void>) | { unlisten: () => Promise<void> }>;
  };
  if (typeof listener.listen !== 'function')
    throw new Error('This database driver cannot LISTEN: the stack cannot serve Realtime');
  return async (channel, onPayload) => {
    const handle = await listener.listen!(channel, onPayload);
    return typeof handle === 'function' ? handle : () => handle.unlisten();
  };
}
