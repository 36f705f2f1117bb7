import { makeAutoObservable, observableRef } from 'mobx';
import { PagedListStore, type PageLoader } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { VideoItem } from '../api/videosApi';

/** Spec §9: videos 4 a page, 1 main plus 3 smaller ones. */
export const VIDEOS_PAGE_SIZE = 4;

/** A page of videos and the one playing in the modal player. */
export class VideosStore {
  /** The video in the player; null when the player is closed. */
  playing: VideoItem | null = null;

  readonly #loader: PageLoader<VideoItem, Record<string, never>>;
  readonly #context: string;
  #list: PagedListStore<VideoItem, Record<string, never>> | undefined;

  constructor(loader: PageLoader<VideoItem, Record<string, never>>, context = 'videos') {
    this.#loader = loader;
    this.#context = context;
    makeAutoObservable(this, { list: false, playing: observableRef }, { autoBind: true });
  }

  /** Made on first use: the RootStore builds every store before the first render. */
  get list(): PagedListStore<VideoItem, Record<string, never>> {
    return (this.#list ??= new PagedListStore(this.#loader, {
      limit: VIDEOS_PAGE_SIZE,
      context: this.#context,
    }));
  }

  play(video: VideoItem): void {
    this.playing = video;
  }

  stop(): void {
    this.playing = null;
  }
}
