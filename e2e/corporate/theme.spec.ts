import { expect, test } from '../fixtures';

test.describe('theme', () => {
  test('the toggle switches to dark and the choice survives a reload', async ({ page, site }) => {
    await site.open('/');
    await expect(site.html).toHaveAttribute('data-mantine-color-scheme', 'light');

    await site.themeToggle().click();
    await expect(site.html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The button now offers the way back, by name.
    await expect(site.themeToggle()).toHaveAccessibleName(/sáng|light/i);

    await page.reload();
    await expect(site.html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await site.themeToggle().click();
    await expect(site.html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(site.html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
