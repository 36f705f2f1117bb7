import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { ShareModal } from './ShareModal';

export interface ShareButtonProps {
  /** Default: the page's own title. */
  title?: string;
}

/** Opens the share modal for the current page (its address as the browser shows it). */
export function ShareButton({ title }: ShareButtonProps) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)} aria-haspopup="dialog">
        {t('share.button')}
      </Button>
      <ShareModal
        opened={opened}
        onClose={() => setOpened(false)}
        url={window.location.href}
        title={title ?? document.title}
      />
    </>
  );
}
