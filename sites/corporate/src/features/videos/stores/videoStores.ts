import type { ApiClient } from '@brokerage/shared/api/client.ts';
import { VideosStore } from './VideosStore';

/** The videos feature's stores, as the RootStore names them. */
export interface VideoFeatureStores {
  /** NEWS_VIDEOS: the paged list. */
  videos: VideosStore;
  /** The home video block: the first four only. */
  homeVideos: VideosStore;
}

export function createVideoFeatureStores(api: ApiClient): VideoFeatureStores {
  return {
    videos: new VideosStore(api, 'videos'),
    homeVideos: new VideosStore(api, 'home.videos'),
  };
}
