import { Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceMobile } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { EkycFlowStore } from '../../stores/EkycFlowStore';
import { useEkycErrorText } from '../../hooks/useEkycErrorText';
import { QrCode } from '../QrCode/QrCode';
import { FlowAlert } from '../FlowAlert/FlowAlert';

interface HandoffPanelProps {
  store: EkycFlowStore;
  /** This device has no camera: the phone is the way on, said first and plainly. */
  noCamera: boolean;
}

/**
 * Issue 22 item 5: a QR code of a short-lived signed link to this very case, to go on with the
 * photos and the video on a phone when the computer has no camera (or a worse one).
 */
export const HandoffPanel = observer(function HandoffPanel({ store, noCamera }: HandoffPanelProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useEkycErrorText();
  const { handoff } = store;
  const minutes = handoff
    ? Math.max(1, Math.round((Date.parse(handoff.expiresAt) - Date.now()) / 60_000))
    : 0;
  return (
    <FlowAlert
      role="group"
      color={noCamera ? 'orange' : 'blue'}
      variant="light"
      icon={<IconDeviceMobile aria-hidden />}
      title={
        <Title order={3} size="h5">
          {t(noCamera ? 'ekyc.handoff.noCameraTitle' : 'ekyc.handoff.title')}
        </Title>
      }
    >
      <Stack gap="sm">
        <Text size="sm">{t(noCamera ? 'ekyc.handoff.noCamera' : 'ekyc.handoff.intro')}</Text>
        {handoff ? (
          <Group align="flex-start" gap="md">
            <QrCode value={handoff.url} label={t('ekyc.handoff.qrAlt')} />
            <Stack gap="xs" maw={320}>
              <Text size="sm">{t('ekyc.handoff.scan')}</Text>
              <Text size="sm" fw={700}>
                {t('ekyc.handoff.expires', { count: minutes })}
              </Text>
              <CopyButton value={handoff.url}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    size="xs"
                    onClick={copy}
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )
                    }
                  >
                    {t(copied ? 'ekyc.handoff.copied' : 'ekyc.handoff.copy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Group>
        ) : (
          <Group>
            <Button
              variant={noCamera ? 'filled' : 'light'}
              onClick={() => void store.createHandoff()}
              loading={store.handoffLoading}
            >
              {t('ekyc.handoff.create')}
            </Button>
          </Group>
        )}
        {store.handoffError && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorText(store.handoffError)}
          </Text>
        )}
      </Stack>
    </FlowAlert>
  );
});
