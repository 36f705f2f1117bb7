import { makeAutoObservable, observableRef } from 'mobx';
import { PagedListStore, type PageLoader } from '../../../lib/content';
import type { VideoItem } from '../api/videosApi';

/** Spec §9: videos 4 a page, 1 main plus 3 smaller ones. */
export const VIDEOS_PAGE_SIZE = 4;

/** A page of videos and the one playing in the modal player. */
export class VideosStore {
  readonly list: PagedListStore<VideoItem, Record<string, never>>;
  /** The video in the player; null when the player is closed. */
  playing: VideoItem | null = null;

  constructor(loader: PageLoader<VideoItem, Record<string, never>>, context = 'videos') {
    this.list = new PagedListStore(loader, { limit: VIDEOS_PAGE_SIZE, context });
    makeAutoObservable(this, { list: false, playing: observableRef }, { autoBind: true });
  }

  play(video: VideoItem): void {
    this.playing = video;
  }

  stop(): void {
    this.playing = null;
  }
}
