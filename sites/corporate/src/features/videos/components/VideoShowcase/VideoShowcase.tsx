import type { VideoItem } from '../../api/videosApi';
import { VideoCard } from '../VideoCard/VideoCard';
import classes from './VideoShowcase.module.css';

export interface VideoShowcaseProps {
  /** Up to four: the first is the main video, the others sit beside it. */
  videos: readonly VideoItem[];
  onPlay: (video: VideoItem) => void;
}

/** Spec §2 video block: one main video plus up to three smaller ones. */
export function VideoShowcase({ videos, onPlay }: VideoShowcaseProps) {
  const [main, ...others] = videos;
  if (!main) return null;
  return (
    <div className={classes.root} data-count={videos.length}>
      <div className={classes.main}>
        <VideoCard video={main} variant="main" onPlay={onPlay} />
      </div>
      {others.length > 0 && (
        <ul className={classes.others}>
          {others.slice(0, 3).map((video) => (
            <li key={video.id}>
              <VideoCard video={video} onPlay={onPlay} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
