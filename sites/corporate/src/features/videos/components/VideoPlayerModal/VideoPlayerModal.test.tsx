import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import { fakeContentClient } from '../../../../lib/catalog/testing/fakeContentClient';
import { fixtureVideo } from '../../../../lib/content/testing/fixtures';
import { corporateTexts } from '../../../../locales/texts';
import type { VideoItem } from '../../api/videosApi';
import { VideosStore } from '../../stores/VideosStore';
import { VideoShowcase } from '../VideoShowcase/VideoShowcase';
import { VideoPlayerModal, embedUrl } from './VideoPlayerModal';

const Player = observer(function Player({ store }: { store: VideosStore }) {
  return (
    <>
      <VideoShowcase videos={store.list.items} onPlay={store.play} />
      <VideoPlayerModal video={store.playing} onClose={store.stop} />
    </>
  );
});

async function renderShowcase(videos: VideoItem[], path = '/video') {
  const store = new VideosStore(fakeContentClient({ 'news-videos': videos }));
  await store.list.load(1, {}, path.startsWith('/en') ? 'en' : 'vi');
  return {
    store,
    ...renderWithProviders(<Player store={store} />, { path, resources: corporateTexts }),
  };
}

const LIVE = fixtureVideo(1, {
  linkType: 5,
  isLive: true,
  urlLink: '/_site/corporate/player/embed.html?v=demo-market-open',
});
const FILE = fixtureVideo(2, {
  urlLink: '/api/v1/files/demo-app-guide.webm',
  thumbnail: '/api/v1/files/app.jpg',
});

describe('VideoPlayerModal', () => {
  it('shows one main video and the smaller ones, with a live badge on live ones', async () => {
    await renderShowcase([LIVE, FILE, fixtureVideo(3), fixtureVideo(4)]);
    expect(screen.getAllByRole('button', { name: /^Xem/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Xem trực tiếp: Video 1' })).toBeTruthy();
    expect(screen.getByText('Trực tiếp')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xem video: Video 2' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('plays linkType 5 in the embeddable player (an iframe with a title)', async () => {
    const user = userEvent.setup();
    await renderShowcase([LIVE, FILE]);
    await user.click(screen.getByRole('button', { name: 'Xem trực tiếp: Video 1' }));
    const dialog = await screen.findByRole('dialog');
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      '/_site/corporate/player/embed.html?v=demo-market-open&live=1',
    );
    expect(frame?.getAttribute('title')).toBe('Trình phát video: Video 1');
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('plays any other linkType in a video element with controls, and gives focus back on close', async () => {
    const user = userEvent.setup();
    await renderShowcase([LIVE, FILE]);
    const opener = screen.getByRole('button', { name: 'Xem video: Video 2' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/api/v1/files/demo-app-guide.webm');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('poster')).toBe('/api/v1/files/app.jpg');
    expect(dialog.querySelector('iframe')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng trình phát video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('tells the player page the language and leaves other players alone', () => {
    expect(embedUrl(LIVE, 'en')).toBe(
      '/_site/corporate/player/embed.html?v=demo-market-open&lang=en&live=1',
    );
    const other = fixtureVideo(5, { linkType: 5, urlLink: 'https://player.example/embed/x' });
    expect(embedUrl(other, 'en')).toBe('https://player.example/embed/x');
  });
});
