import { Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

interface ExportButtonProps {
  label: string;
  /** This export is on its way. */
  loading: boolean;
  /** Another export is on its way, or there is nothing to export yet. */
  disabled?: boolean;
  onClick: () => void;
}

/** One .xlsx download. */
export function ExportButton({ label, loading, disabled = false, onClick }: ExportButtonProps) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={loading}
      disabled={disabled && !loading}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

interface ExportStatusProps {
  working: boolean;
  failure: LoadFailure | null;
  onDismiss: () => void;
}

/**
 * Where the exports say how they went: a polite region that announces the file being prepared,
 * then, if it failed, why (the button is the retry).
 */
export function ExportStatus({ working, failure, onDismiss }: ExportStatusProps) {
  const { t } = useTranslation('analysis');
  return (
    <div role="status" aria-live="polite">
      {working ? (
        <Text size="sm">{t('recommendations.export.working')}</Text>
      ) : failure ? (
        <Alert color="red" variant="light" py="xs">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">
              {failure === 'maintenance'
                ? t('recommendations.export.maintenance')
                : t('recommendations.export.failed')}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('recommendations.export.dismiss')}
              onClick={onDismiss}
            />
          </Group>
        </Alert>
      ) : null}
    </div>
  );
}
