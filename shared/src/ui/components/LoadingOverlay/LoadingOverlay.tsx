import { LoadingOverlay as MantineLoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';

export interface LoadingOverlayProps {
  visible: boolean;
  /** Cover the viewport (the shell while a page has not chosen its layout) instead of the parent. */
  fullScreen?: boolean;
}

/** Mantine's overlay, announced to screen readers; the parent needs `position: relative`. */
export function LoadingOverlay({ visible, fullScreen = false }: LoadingOverlayProps) {
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <>
      <MantineLoadingOverlay
        visible
        zIndex={fullScreen ? 300 : 10}
        pos={fullScreen ? 'fixed' : 'absolute'}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-hidden': true }}
      />
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
    </>
  );
}
