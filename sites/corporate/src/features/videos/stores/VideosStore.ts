import { makeAutoObservable, observableRef } from 'mobx';
import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { PagedListStore } from '@brokerage/shared/app/data/PagedListStore.ts';
import type { VideoItem } from '../api/videosApi';

/** Spec §9: videos 4 a page, 1 main plus 3 smaller ones. */
export const VIDEOS_PAGE_SIZE = 4;

/** A page of videos and the one playing in the modal player. */
export class VideosStore {
  /** The video in the player; null when the player is closed. */
  playing: VideoItem | null = null;

  readonly #api: ApiClient;
  readonly #context: string;
  #list: PagedListStore<VideoItem, Record<string, never>> | undefined;

  constructor(api: ApiClient, context = 'videos') {
    this.#api = api;
    this.#context = context;
    makeAutoObservable(this, { list: false, playing: observableRef }, { autoBind: true });
  }

  /** Made on first use: the RootStore builds every store before the first render. */
  get list(): PagedListStore<VideoItem, Record<string, never>> {
    return (this.#list ??= new PagedListStore(
      async (request, signal) => {
        // The call and its zod schemas load with the first list, not with the site's entry.
        const { listVideos } = await import('../api/videosApi');
        return listVideos(this.#api, request, signal);
      },
      { limit: VIDEOS_PAGE_SIZE, context: this.#context },
    ));
  }

  play(video: VideoItem): void {
    this.playing = video;
  }

  stop(): void {
    this.playing = null;
  }
}
