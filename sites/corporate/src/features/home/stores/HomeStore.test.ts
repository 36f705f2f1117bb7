import { describe, expect, it } from 'vitest';
import { fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixturePage, fixturePageBlock } from '@brokerage/shared/testing/fixtures.ts';
import { HomeStore } from './HomeStore';

describe('HomeStore.sections', () => {
  it('lists report, video and one news section in block order, the news tabs in their own order', async () => {
    const page = fixturePage({
      templateCode: 'HOME',
      blocks: [
        fixturePageBlock({ id: 1, type: 'banner' }),
        fixturePageBlock({ id: 2, type: 'news_sgdck' }),
        fixturePageBlock({ id: 3, type: 'report' }),
        fixturePageBlock({ id: 4, type: 'news' }),
        fixturePageBlock({ id: 5, type: 'video' }),
        fixturePageBlock({ id: 6, type: 'news' }),
        fixturePageBlock({ id: 7, type: 'html' }),
      ],
    });
    const store = new HomeStore(fakeApiClient(() => ok(page)));
    await store.content.load('vi');
    expect(
      store.sections.map((s) =>
        s.kind === 'news'
          ? `news:${s.blocks.map((b) => b.id).join(',')}`
          : `${s.kind}:${s.block.id}`,
      ),
    ).toEqual(['news:2,4', 'report:3', 'video:5']);
  });
});
