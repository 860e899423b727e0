import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { server } from './server';

beforeAll(() => {
  // MSW 3 renamed v2's `onUnhandledRequest` to `onUnhandledFrame` (it covers WebSockets too).
  server.listen({ onUnhandledFrame: 'error' });
});

afterEach(() => {
  server.resetHandlers();
  cleanup();
});

afterAll(() => {
  server.close();
  // Files share a worker's modules and page (vitest.config.ts, `isolate: false`): each leaves
  // them as a fresh one would find them.
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document !== 'undefined') {
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const { name } of [...document.documentElement.attributes]) {
      document.documentElement.removeAttribute(name);
    }
    localStorage.clear();
    sessionStorage.clear();
  }
});

// Files that need no page say `// @vitest-environment node` at their top: no jsdom to build for
// them (a second or so each, most of the unit step's time); the rest run in jsdom.
if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; the layout scrolls to the top on every path change.
  window.scrollTo = () => {};
  // Nor `scrollIntoView`: the listing pages bring their results into view on a page change.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
