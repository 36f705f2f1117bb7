/**
 * Issue 21 item 8: the check the accessibility gate runs on every English page it visits
 * (support/english.ts) finds Vietnamese text and labels, and lets only the allowed proper names
 * through. The pages themselves are read in platform/a11y.spec.ts, on the visit axe makes.
 */
import { expect } from '../fixtures';
import { allowedNames, vietnameseTexts, type AllowedNames } from '../support/english';
import { test as base } from '../support/tour';

const test = base.extend<object, { allowed: AllowedNames }>({
  allowed: [
    async ({ stackApi }, use) => {
      await use(await allowedNames(stackApi));
    },
    { scope: 'worker' },
  ],
});

test('the check finds Vietnamese text and labels, and lets only the allowed names through', async ({
  tour,
  allowed,
}) => {
  expect(allowed.people.length, 'leaders and advisers').toBeGreaterThan(5);
  expect(allowed.addresses.length, 'branch addresses').toBeGreaterThan(5);
  const [person] = allowed.people;
  const [address] = allowed.addresses;
  await tour.open('/en');
  const { page } = tour;
  await expect(tour.site.main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(
    ([person, address]) => {
      const probe = (tag: string, text: string, label?: string) => {
        const element = document.createElement(tag);
        element.textContent = text;
        if (label) element.setAttribute('aria-label', label);
        document.querySelector('main')!.prepend(element);
      };
      probe('p', 'Công ty Cổ phần Năng lượng Sao Mai');
      probe('button', 'x', 'Đóng');
      probe('span', 'Liên hệ');
      probe('p', `${person}, Chief Executive Officer`);
      probe('button', 'x', `View adviser ${person}`);
      probe('p', `Address: ${address}`);
      probe('p', 'Tiếng Việt');
      probe('p', 'Tiếng Việt và tiếng Anh');
    },
    [person!, address!] as const,
  );
  expect((await vietnameseTexts(page, allowed)).sort()).toEqual([
    'aria-label: Đóng',
    'text: Công ty Cổ phần Năng lượng Sao Mai',
    'text: Liên hệ',
    'text: Tiếng Việt và tiếng Anh',
  ]);
  await page.reload();
});
