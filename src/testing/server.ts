import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The MSW server for unit tests: any request without a handler fails the test. */
export const server = setupServer(...handlers);
