import { Badge, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { VideoItem } from '../../api/videosApi';
import classes from './VideoCard.module.css';

export interface VideoCardProps {
  video: VideoItem;
  /** `main`: the large first video; `small`: the three beside it. */
  variant?: 'main' | 'small';
  onPlay: (video: VideoItem) => void;
}

/** "m:ss" (or "h:mm:ss") of a duration in seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A video's thumbnail and title as one button that opens the player (live ones carry a badge). */
export function VideoCard({ video, variant = 'small', onPlay }: VideoCardProps) {
  const { t } = useTranslation('corporate');
  const { isLive, durationSeconds, thumbnail } = video.attrs;
  return (
    <UnstyledButton
      className={classes.card}
      data-variant={variant}
      onClick={() => onPlay(video)}
      aria-haspopup="dialog"
      aria-label={
        isLive
          ? t('videos.playLive', { title: video.title })
          : t('videos.play', { title: video.title })
      }
    >
      <span className={classes.media}>
        <img src={thumbnail} alt="" loading="lazy" decoding="async" className={classes.image} />
        <span className={classes.play} aria-hidden>
          <IconPlayerPlayFilled size={variant === 'main' ? 32 : 20} />
        </span>
        {isLive && (
          <Badge className={classes.live} color="red.9" variant="filled" radius="sm" aria-hidden>
            {t('videos.live')}
          </Badge>
        )}
        {!isLive && durationSeconds !== null && (
          <span className={classes.duration} aria-hidden>
            {formatDuration(durationSeconds)}
          </span>
        )}
      </span>
      <Text component="span" className={classes.title} aria-hidden>
        {video.title}
      </Text>
    </UnstyledButton>
  );
}
