import { Badge, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useLocale } from '@brokerage/shared/i18n/useLocale.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { VideoItem } from '../../api/videosApi';
import classes from './VideoPlayerModal.module.css';

export interface VideoPlayerModalProps {
  /** The video to play; null keeps the player closed. */
  video: VideoItem | null;
  onClose: () => void;
}

/** `linkType` 5: `urlLink` is an embeddable player page (spec §2), shown in an iframe. */
const EMBED_LINK_TYPE = 5;

/** Our own embeddable player page (public/player/embed.html). */
const OWN_PLAYER = '/_site/corporate/player/';

/**
 * The player page's URL with the page language and the live flag, so its overlay speaks the
 * visitor's language. Other players' URLs are used as the CMS gave them.
 */
export function embedUrl(video: VideoItem, locale: Locale): string {
  const link = video.attrs.urlLink;
  if (!link.startsWith(OWN_PLAYER)) return link;
  const url = new URL(link, 'http://same.origin');
  if (locale === 'en') url.searchParams.set('lang', 'en');
  if (video.attrs.isLive && !url.searchParams.has('live')) url.searchParams.set('live', '1');
  return url.pathname + url.search;
}

/**
 * The modal video player (spec §2): the embeddable player in an iframe when linkType is 5,
 * otherwise a plain video element with controls. Escape and the close button close it, and
 * focus returns to the card that opened it.
 */
export function VideoPlayerModal({ video, onClose }: VideoPlayerModalProps) {
  const { t } = useTranslation('corporate');
  const locale = useLocale();
  return (
    <Modal
      opened={video !== null}
      onClose={onClose}
      size="xl"
      centered
      returnFocus
      title={
        video ? (
          <Group gap="xs" wrap="nowrap">
            {video.attrs.isLive && (
              <Badge color="red.9" variant="filled" radius="sm">
                {t('videos.live')}
              </Badge>
            )}
            <Text fw={600} component="span" className={classes.title}>
              {video.title}
            </Text>
          </Group>
        ) : (
          t('videos.player')
        )
      }
      closeButtonProps={{ 'aria-label': t('videos.close') }}
      classNames={{ body: classes.body }}
    >
      {video && (
        <div className={classes.frame}>
          {video.attrs.linkType === EMBED_LINK_TYPE ? (
            <iframe
              src={embedUrl(video, locale)}
              title={t('videos.playerTitle', { title: video.title })}
              className={classes.media}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <video
              src={video.attrs.urlLink}
              poster={video.attrs.thumbnail}
              controls
              autoPlay
              playsInline
              preload="metadata"
              className={classes.media}
              aria-label={video.title}
            >
              {t('videos.unsupported')}
            </video>
          )}
        </div>
      )}
      {video?.summary && (
        <Text size="sm" mt="sm">
          {video.summary}
        </Text>
      )}
    </Modal>
  );
}
