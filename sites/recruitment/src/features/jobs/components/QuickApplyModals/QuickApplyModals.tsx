import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useLocale } from '@brokerage/shared/i18n/useLocale.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { DialogModal } from '@brokerage/shared/ui/components/DialogModal/DialogModal.tsx';
import { QuickApplyForm } from '../QuickApplyForm/QuickApplyForm';

/**
 * The recruit layout's dialogs: the quick application (from the footer or a posting) and the
 * open positions. The form stays mounted while closed, so nothing typed is lost by closing it.
 */
export const QuickApplyModals = observer(function QuickApplyModals() {
  const { quickApply } = useStores();
  const { t } = useTranslation('recruitment');
  const locale = useLocale();
  return (
    <>
      <DialogModal
        opened={quickApply.opened}
        onClose={quickApply.close}
        title={t('jobs.apply.title')}
        size="lg"
        keepMounted
      >
        <QuickApplyForm store={quickApply} locale={locale} />
      </DialogModal>
      <DialogModal
        opened={quickApply.positionsOpened}
        onClose={quickApply.closePositions}
        title={t('jobs.positions.title')}
      >
        <PositionsList />
      </DialogModal>
    </>
  );
});

const PositionsList = observer(function PositionsList() {
  const { quickApply } = useStores();
  const { t } = useTranslation('recruitment');
  const locale = useLocale();
  const positions = quickApply.positions;
  useEffect(() => {
    void quickApply.loadPositions(locale);
  }, [quickApply, locale]);
  if (positions.failure) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('jobs.positions.failed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void positions.retry()}>
            {t('jobs.search.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!positions.hasAnswer) {
    return (
      <Group justify="center" py="md">
        <Loader role="status" aria-label={t('jobs.positions.loading')} />
      </Group>
    );
  }
  const items = positions.value ?? [];
  return (
    <Stack gap="md">
      <Text size="sm">
        {items.length === 0 ? t('jobs.positions.empty') : t('jobs.positions.intro')}
      </Text>
      {items.length > 0 && (
        <List spacing="xs">
          {items.map((position) => (
            <List.Item key={position.id}>
              {/* Postings name their position in their title: the search finds them by it. */}
              <Anchor
                component={Link}
                route="recruitment"
                options={{ query: { keyword: position.name } }}
                onClick={quickApply.closePositions}
              >
                {position.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end">
        <Button variant="light" onClick={() => quickApply.open()} aria-haspopup="dialog">
          {t('jobs.positions.apply')}
        </Button>
      </Group>
    </Stack>
  );
});
