import { test } from '../fixtures';
import { expectFirstPage } from '../support/first-page';

test.describe('analysis centre through the proxy', () => {
  test('renders /trung-tam-phan-tich in Vietnamese', async ({ site }) => {
    await expectFirstPage(site, 'analysis', '/trung-tam-phan-tich', 'vi');
  });

  test('renders /en/analysis-center in English', async ({ site }) => {
    await expectFirstPage(site, 'analysis', '/en/analysis-center', 'en');
  });
});
