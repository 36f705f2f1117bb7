import { Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { CvEditorStore } from '../../stores/CvEditorStore';

const timeOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'vi-VN', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso));

/**
 * "Đã lưu lúc…/Saved at…", or why not: a polite live region, so the candidate hears a failure
 * without losing their place; a failed save offers a retry that sends what is typed now.
 */
export const SaveStatus = observer(function SaveStatus({
  editor,
}: {
  editor: CvEditorStore<object>;
}) {
  const { t, i18n } = useTranslation('recruitment');
  const { status, savedAt } = editor;
  const failed = status === 'error' || status === 'invalid';
  let message: string;
  if (status === 'saved' || (status === 'idle' && savedAt))
    message = savedAt ? t('cv.saveStatus.saved', { time: timeOf(savedAt, i18n.language) }) : '';
  else message = t(`cv.saveStatus.${status}`);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-save-status={status}>
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        {status === 'saved' && (
          <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-7)" />
        )}
        {failed && <IconAlertCircle size={18} aria-hidden color="var(--mantine-color-error)" />}
        <Text
          size="sm"
          c={failed ? 'var(--mantine-color-error)' : undefined}
          fw={failed ? 600 : undefined}
        >
          {message}
        </Text>
      </Group>
      {status === 'error' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void editor.retry()}
        >
          {t('cv.saveStatus.retry')}
        </Button>
      )}
    </Group>
  );
});
