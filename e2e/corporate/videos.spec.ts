/**
 * NEWS_VIDEOS (spec §2 videos, §9 paging): four videos a page (one main, three small), a live
 * badge on live ones, and the modal player.
 */
import type { Page } from '@playwright/test';
import { expect, test, type StackApi } from '../fixtures';
import { apiList, templatePage, titles } from '../support/content';
import { corporatePattern, corporateText } from '../support/locales';

/** Spec §9: videos are paged four at a time. */
const PAGE_SIZE = 4;

interface Video {
  id: number;
  title: string;
  attrs: { linkType: number; isLive: boolean; urlLink: string };
}

const playName = (video: Video) =>
  corporateText('vi', video.attrs.isLive ? 'videos.playLive' : 'videos.play', {
    title: video.title,
  });

async function videosPage(stackApi: StackApi, page: Page) {
  const cms = await templatePage(stackApi, 'NEWS_VIDEOS');
  const pageOf = async (n: number) =>
    apiList<Video>(stackApi, 'news-videos', { page: n, limit: PAGE_SIZE });
  const list = page.getByRole('region', { name: corporateText('vi', 'videos.listLabel') });
  // The video cards, not the pagination's buttons beside them.
  const cards = list.getByRole('button', {
    name: corporatePattern('vi', 'videos.play', 'videos.playLive'),
  });
  return { path: cms.path, title: cms.title, pageOf, list, cards };
}

test.describe('videos page', () => {
  test('pages four videos at a time in ?page=', async ({ page, site, stackApi }) => {
    const videos = await videosPage(stackApi, page);
    const first = await videos.pageOf(1);
    expect(first.meta.totalPages, 'the seed has more than one page of videos').toBeGreaterThan(1);
    const second = await videos.pageOf(2);

    await site.open(videos.path);
    await expect(site.main.getByRole('heading', { level: 1, name: videos.title })).toBeVisible();
    await expect(videos.cards).toHaveCount(PAGE_SIZE);
    for (const [index, video] of first.data.entries()) {
      await expect(videos.cards.nth(index)).toHaveAccessibleName(playName(video));
    }
    const pagination = page.getByRole('navigation', {
      name: corporateText('vi', 'contentList.pagination'),
    });
    await pagination
      .getByRole('button', {
        name: corporateText('vi', 'contentList.pages.page', { page: 2 }),
        exact: true,
      })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === videos.path && url.search === '?page=2');
    await expect(videos.cards).toHaveCount(second.data.length);
    for (const [index, video] of second.data.entries()) {
      await expect(videos.cards.nth(index)).toHaveAccessibleName(playName(video));
    }
    expect(titles(second.data)).not.toEqual(titles(first.data));
  });

  test('the live video carries a live badge and plays in the modal player', async ({
    page,
    site,
    stackApi,
  }) => {
    const videos = await videosPage(stackApi, page);
    const shown = (await videos.pageOf(1)).data;
    const live = shown.find((v) => v.attrs.isLive);
    expect(live, 'the first page has a live video').toBeDefined();
    const liveText = corporateText('vi', 'videos.live');

    await site.open(videos.path);
    const liveCard = videos.list.getByRole('button', { name: playName(live!) });
    await expect(liveCard.getByText(liveText, { exact: true })).toBeVisible();
    // Only live videos carry the badge.
    for (const video of shown.filter((v) => !v.attrs.isLive)) {
      await expect(
        videos.list
          .getByRole('button', { name: playName(video) })
          .getByText(liveText, { exact: true }),
      ).toHaveCount(0);
    }

    await liveCard.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(liveText, { exact: true })).toBeVisible();
    await expect(dialog).toContainText(live!.title);
    const frame = dialog.getByTitle(
      corporateText('vi', 'videos.playerTitle', { title: live!.title }),
    );
    await expect(frame).toHaveJSProperty('tagName', 'IFRAME');
    // The embeddable player shows its own live overlay and plays without an error.
    await expect(frame.contentFrame().locator('#live')).toBeVisible();
    await expect(frame.contentFrame().getByRole('alert')).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(liveCard).toBeFocused();
  });
});
