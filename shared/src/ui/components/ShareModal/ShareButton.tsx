import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { ShareModal } from './ShareModal';

export interface ShareButtonProps {
  /** Default: the page's own title. */
  title?: string;
}

/** Opens the share modal for the current page (its address as the browser shows it). */
export function ShareButton({ title }: ShareButtonProps) {
  const { t } = useTranslation('common');
  // The address and title as they are when the visitor opens it (the server has neither).
  const [shared, setShared] = useState({ opened: false, url: '', title: '' });
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() =>
          setShared({ opened: true, url: window.location.href, title: title ?? document.title })
        }
        aria-haspopup="dialog"
      >
        {t('share.button')}
      </Button>
      <ShareModal
        opened={shared.opened}
        // The address stays while the dialog fades out.
        onClose={() => setShared((last) => ({ ...last, opened: false }))}
        url={shared.url}
        title={shared.title}
      />
    </>
  );
}
