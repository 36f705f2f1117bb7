import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMessageCircle, IconPhoneCall } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { EkycFlowStore } from '../../stores/EkycFlowStore';
import { FormAlert } from '../FormAlert/FormAlert';

interface EkycStartProps {
  store: EkycFlowStore;
  hotline: string;
  /** Called on "start" before the case is made: the flow's code can start loading meanwhile. */
  onStart?: () => void;
}

/** The start of the flow, with the hotline and the contact page as help. */
export const EkycStart = observer(function EkycStart({ store, hotline, onStart }: EkycStartProps) {
  const { t } = useTranslation('onboarding');
  const handleStart = () => {
    onStart?.();
    void store.start();
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="ekyc-start">
      <Title order={2} id="ekyc-start" mb="sm">
        {t('ekyc.start.heading')}
      </Title>
      <Stack gap="md">
        {!store.hasCase && (
          <>
            <Text>{t('ekyc.start.intro')}</Text>
            <Group>
              <Button
                size="md"
                onClick={handleStart}
                loading={store.starting}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('ekyc.start.begin')}
              </Button>
            </Group>
            {!store.active && <FormAlert error={store.formError} />}
          </>
        )}
        <Text size="sm">{t('ekyc.start.help', { hotline })}</Text>
        <Group gap="sm">
          <Button
            component="a"
            href={telHref(hotline)}
            variant="default"
            leftSection={<IconPhoneCall size={18} aria-hidden />}
          >
            {t('ekyc.start.call', { hotline })}
          </Button>
          <Button
            component={Link}
            route="contact"
            variant="default"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
          >
            {t('ekyc.start.contact')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
