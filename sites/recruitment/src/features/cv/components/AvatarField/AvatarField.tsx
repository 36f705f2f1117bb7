import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { fileErrorText } from '../../lib/fileErrorText';
import type { CvStore } from '../../stores/CvStore';

/**
 * The CV's photo (spec §5: png or jpg under 500 KB), checked in the browser before it is sent;
 * a refusal, the browser's or the server's, sits on the field. The photo is fetched with the
 * token (an `<img>` cannot send it) and shown from an object URL.
 */
export const AvatarField = observer(function AvatarField({ store }: { store: CvStore }) {
  const { t } = useTranslation('recruitment');
  const [url, setUrl] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const { hasAvatar, avatarStatus } = store;

  useEffect(() => {
    if (!hasAvatar || avatarStatus === 'uploading') return;
    let current: string | null = null;
    let live = true;
    store
      .getAvatar()
      .then(({ blob }) => {
        if (!live) return;
        current = URL.createObjectURL(blob);
        setUrl(current);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [store, hasAvatar, avatarStatus]);

  const error = fileErrorText(t, store.avatarError, 'avatar');
  const errorId = 'cv-avatar-error';
  return (
    <Input.Wrapper
      label={t('cv.avatar.label')}
      description={t('cv.avatar.hint')}
      error={error}
      errorProps={{ id: errorId }}
      id="cv-avatar"
    >
      <Group gap="md" mt={6} align="center">
        <Avatar src={url} alt={t('cv.avatar.alt')} size={72} radius="md">
          {t('cv.avatar.none')}
        </Avatar>
        <Stack gap={4}>
          <FileButton
            resetRef={resetRef}
            accept="image/png,image/jpeg"
            onChange={(file) => {
              if (file) void store.uploadAvatar(file).then(() => resetRef.current?.());
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                loading={avatarStatus === 'uploading' || avatarStatus === 'checking'}
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                aria-describedby={error ? errorId : undefined}
              >
                {hasAvatar ? t('cv.avatar.replace') : t('cv.avatar.choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" role="status" aria-live="polite">
            {avatarStatus === 'uploading' ? t('cv.avatar.uploading') : ''}
            {avatarStatus === 'done' ? t('cv.avatar.uploaded') : ''}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
});
