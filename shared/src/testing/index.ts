// @brokerage/shared/testing: test helpers for shared/ and the sites (setupTests.ts is wired by
// the vitest configs). The implementations sit in ui/test-utils so ui's own tests can use them:
// render helper, fixtures (system settings, menus, pages, redirects) and the locale parity check.
export * from '../ui/test-utils';
export * from './fakeApiClient';
// The API client's fake transport, for pages whose stores post (renderWithProviders' apiAdapter).
export {
  createFakeServer as createFakeTransport,
  type FakeHandler as FakeTransportHandler,
  type FakeReply as FakeTransportReply,
  type FakeServer as FakeTransport,
} from '../api/testServer';

/**
 * Runs `read` with the server render's HTML parser (parse5) in place of the browser's, for code
 * that reads CMS markup while rendering and must read it the same on both sides.
 */
export { withServerHtmlParser } from './serverHtmlParser';
