import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { deferredModule } from '../../hooks/useDeferredModule';
import { useDeferredOverlay } from '../../hooks/useDeferredOverlay';

// The dialog (with the modal's focus trap and scroll lock) loads when the visitor reaches for
// the button, not with every page that has one.
const shareDialog = deferredModule(() => import('./ShareModal'));
const preload = () => void shareDialog.load().catch(() => undefined);

export interface ShareButtonProps {
  /** Default: the page's own title. */
  title?: string;
}

/** Opens the share modal for the current page (its address as the browser shows it). */
export function ShareButton({ title }: ShareButtonProps) {
  const { t } = useTranslation('common');
  // The address and title as they are when the visitor opens it (the server has neither).
  const [shared, setShared] = useState({ opened: false, url: '', title: '' });
  const { module, opened } = useDeferredOverlay(shared.opened, shareDialog);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() =>
          setShared({ opened: true, url: window.location.href, title: title ?? document.title })
        }
        aria-haspopup="dialog"
      >
        {t('share.button')}
      </Button>
      {module && (
        <module.ShareModal
          opened={opened}
          // The address stays while the dialog fades out.
          onClose={() => setShared((last) => ({ ...last, opened: false }))}
          url={shared.url}
          title={shared.title}
        />
      )}
    </>
  );
}
