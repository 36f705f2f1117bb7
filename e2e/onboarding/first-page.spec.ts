import { test } from '../fixtures';
import { expectFirstPage } from '../support/first-page';

test.describe('account opening (eKYC) through the proxy', () => {
  test('renders /ekyc in Vietnamese', async ({ site }) => {
    await expectFirstPage(site, 'onboarding', '/ekyc', 'vi');
  });

  test('renders /en/ekyc in English', async ({ site }) => {
    await expectFirstPage(site, 'onboarding', '/en/ekyc', 'en');
  });
});
