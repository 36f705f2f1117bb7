import { test } from '../fixtures';
import { expectFirstPage } from '../support/first-page';

test.describe('recruitment portal through the proxy', () => {
  test('renders /tuyen-dung in Vietnamese', async ({ site }) => {
    await expectFirstPage(site, 'recruitment', '/tuyen-dung', 'vi');
  });

  test('renders /en/recruitment in English', async ({ site }) => {
    await expectFirstPage(site, 'recruitment', '/en/recruitment', 'en');
  });
});
