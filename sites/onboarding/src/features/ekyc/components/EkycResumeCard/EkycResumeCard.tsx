import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { EkycFlowStore } from '../../stores/EkycFlowStore';
import { STEP_TITLES } from '../EkycStepper/EkycStepper';

interface EkycResumeCardProps {
  store: EkycFlowStore;
  onContinue?: () => void;
}

/**
 * A case of this browser that the server still knows: go on where it stands, or start over
 * (after a confirmation: the case's data is dropped).
 */
export const EkycResumeCard = observer(function EkycResumeCard({
  store,
  onContinue,
}: EkycResumeCardProps) {
  const { t } = useTranslation('onboarding');
  const { ui } = useStores();
  if (!store.restored || !store.hasCase || !store.step) return null;
  const completed = store.completed;
  const handleContinue = () => {
    onContinue?.();
    store.continueCase();
  };
  const handleStartOver = async () => {
    const confirmed = await ui.notify({
      title: t('ekyc.resume.confirmTitle'),
      message: t('ekyc.resume.confirmMessage'),
      confirmLabel: t('ekyc.resume.startOver'),
      cancelLabel: t('ekyc.resume.keep'),
    });
    if (!confirmed) return;
    onContinue?.();
    await store.startOver();
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="ekyc-resume">
      <Title order={2} id="ekyc-resume" mb="sm">
        {t(completed ? 'ekyc.resume.completedHeading' : 'ekyc.resume.heading')}
      </Title>
      <Text mb="md">
        {completed
          ? t('ekyc.resume.completedText')
          : t('ekyc.resume.text', { step: t(`ekyc.steps.${STEP_TITLES[store.step]}.title`) })}
      </Text>
      <Group gap="sm">
        <Button onClick={handleContinue} leftSection={<IconPlayerPlay size={18} aria-hidden />}>
          {t(completed ? 'ekyc.resume.view' : 'ekyc.resume.continue')}
        </Button>
        <Button
          variant="default"
          onClick={() => void handleStartOver()}
          loading={store.starting}
          leftSection={<IconRefresh size={18} aria-hidden />}
        >
          {t(completed ? 'ekyc.resume.startNew' : 'ekyc.resume.startOver')}
        </Button>
      </Group>
    </Card>
  );
});
