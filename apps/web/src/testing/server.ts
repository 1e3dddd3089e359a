import { setupServer } from "msw/node";

/**
 * The network of the component tests: MSW answers at the `fetch` level, so the app's own API client, schemas
 * and error handling run as in the browser. Each test adds the handlers it needs with `server.use(...)`; a
 * request nobody answers fails the test.
 */
export const server = setupServer();
