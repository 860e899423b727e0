import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
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
});

// jsdom does not implement scrolling; the layout scrolls to the top on every path change.
window.scrollTo = () => {};
// Nor `scrollIntoView`: the listing pages bring their results into view on a page change.
Element.prototype.scrollIntoView = function scrollIntoView() {};
