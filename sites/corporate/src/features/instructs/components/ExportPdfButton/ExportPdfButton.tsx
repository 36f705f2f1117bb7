import { Button, VisuallyHidden } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { InstructsStore } from '../../stores/InstructsStore';

/** "Tải PDF": exports the guide, shows the progress on the button and a notice when it fails. */
export const ExportPdfButton = observer(function ExportPdfButton({
  store,
  instruct,
}: {
  store: InstructsStore;
  instruct: { id: number; slug: string };
}) {
  const { ui } = useStores();
  const { t } = useTranslation('corporate');
  const busy = store.exportingId === instruct.id;

  const handleExport = async () => {
    const outcome = await store.exportPdf(instruct);
    if (outcome === 'saved') return;
    void ui.notify({
      title: t('instructs.export.failedTitle'),
      message: outcome === 'maintenance' ? t('instructs.export.maintenance') : t('instructs.export.failed'),
    });
  };

  return (
    <>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={busy}
        disabled={store.exporting && !busy}
        aria-busy={busy || undefined}
        loaderProps={{ 'aria-hidden': true }}
        onClick={() => void handleExport()}
      >
        {t('instructs.export.button')}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {busy ? t('instructs.export.working') : ''}
      </VisuallyHidden>
    </>
  );
});
