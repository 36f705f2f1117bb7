// Test helpers. They live under ui because ui's own tests use them and the layering rule lets
// ui import nothing from shared/testing; shared/testing re-exports them for the sites.
export {
  createFakeBrowser,
  renderWithProviders,
  type FakeBrowser,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './renderWithProviders';
export {
  fixtureBlockItem,
  fixtureGeneral,
  fixtureMenuItem,
  fixtureMenus,
  fixturePage,
  fixturePageBlock,
  fixtureRedirect,
} from './fixtures';
export { describeLocaleParity } from './localeParity';
export { createFakeRecaptcha, type FakeRecaptcha } from './fakeRecaptcha';
