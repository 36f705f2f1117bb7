import { deferredModule } from '@brokerage/shared/ui/hooks/useDeferredModule.ts';
import { useDeferredOverlay } from '@brokerage/shared/ui/hooks/useDeferredOverlay.ts';
import type { VideoPlayerModalProps } from './VideoPlayerModal';

const playerModal = deferredModule(() => import('./VideoPlayerModal'));

/**
 * The video player modal, loaded when the first video is played: the modal (focus trap, scroll
 * lock) is not part of the pages that list videos until then.
 */
export function VideoPlayer({ video, onClose }: VideoPlayerModalProps) {
  const { module, opened } = useDeferredOverlay(video !== null, playerModal);
  return module && <module.VideoPlayerModal video={opened ? video : null} onClose={onClose} />;
}
