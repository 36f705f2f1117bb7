// @brokerage/shared/testing: test helpers for shared/ and the sites (setupTests.ts is wired by
// the vitest configs). The implementations sit in ui/test-utils so ui's own tests can use them.
export {
  fixtureGeneral,
  fixtureMenuItem,
  fixtureMenus,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from '../ui/test-utils';
export * from './fakeApiClient';
