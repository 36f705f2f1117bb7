import { Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';

// The dialogs, their form and the shared schemas load when one is first opened, not with the page.
const QuickApplyModals = preloadable(() =>
  import('../QuickApplyModals/QuickApplyModals').then((m) => m.QuickApplyModals),
);

/**
 * The recruit layout's footer entries (spec §2 "recruitment footer register and position
 * modals"): "apply now" opens the quick application, "open positions" the positions dialog. The
 * dialogs also serve the job details' quick-apply button.
 */
export const RecruitFooterActions = observer(function RecruitFooterActions() {
  const { quickApply } = useStores();
  const { t } = useTranslation('recruitment');
  const wanted = quickApply.opened || quickApply.positionsOpened;
  // Once opened, the dialogs stay mounted: the form keeps what was typed.
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return (
    <>
      <nav aria-label={t('jobs.footer.label')}>
        <Group gap="sm" py="md">
          <Button variant="filled" aria-haspopup="dialog" onClick={() => quickApply.open()}>
            {t('jobs.footer.apply')}
          </Button>
          <Button variant="default" aria-haspopup="dialog" onClick={quickApply.openPositions}>
            {t('jobs.footer.positions')}
          </Button>
        </Group>
      </nav>
      {(wanted || mounted) && (
        <Suspense fallback={null}>
          <QuickApplyModals />
        </Suspense>
      )}
    </>
  );
});
