import type { RequestHandler } from 'msw';

/** Handlers every unit test starts with; tests add their own with `server.use(...)`. */
export const handlers: RequestHandler[] = [];
