import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockHour4,
  IconDeviceMobile,
  IconPhoneCall,
} from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { EkycCompletion } from '@brokerage/shared/api/ekycApi.ts';
import { QrCode } from '../../QrCode/QrCode';
import { StepCard } from '../../StepCard/StepCard';
import { FlowAlert } from '../../FlowAlert/FlowAlert';

interface CompletedStepProps {
  completion: EkycCompletion | null;
  hotline: string;
}

/**
 * Step 7 (`completed`), in its two variants: the account opened (customer number, the new 009C
 * account, the app to sign the e-contract in within the given days), or the registration taken
 * and waiting for a person to review it.
 */
export const CompletedStep = observer(function CompletedStep({
  completion,
  hotline,
}: CompletedStepProps) {
  const { t } = useTranslation('onboarding');
  const opened = completion?.variant === 'opened' && completion.accountNumber !== null;
  return (
    <StepCard
      headingId="ekyc-step-completed"
      title={t(opened ? 'ekyc.completed.opened.heading' : 'ekyc.completed.review.heading')}
    >
      <FlowAlert
        role="group"
        color={opened ? 'teal' : 'blue'}
        variant="light"
        icon={opened ? <IconCircleCheck aria-hidden /> : <IconClockHour4 aria-hidden />}
      >
        {t(opened ? 'ekyc.completed.opened.text' : 'ekyc.completed.review.text')}
      </FlowAlert>
      {completion && (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <div>
            <Text component="dt" size="sm" c="dimmed">
              {t('ekyc.completed.customerId')}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {completion.customerId}
            </Text>
          </div>
          {opened && (
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('ekyc.completed.accountNumber')}
              </Text>
              <Text component="dd" m={0} fw={700} size="xl">
                {completion.accountNumber}
              </Text>
            </div>
          )}
        </SimpleGrid>
      )}
      {opened && completion ? (
        <Card withBorder padding="md" component="section" aria-labelledby="ekyc-app">
          <Group align="flex-start" gap="lg">
            <QrCode value={completion.appUrl} label={t('ekyc.completed.app.qrAlt')} />
            <Stack gap="xs" maw={420}>
              <Title order={3} size="h4" id="ekyc-app">
                {t('ekyc.completed.app.heading')}
              </Title>
              <Text size="sm">{t('ekyc.completed.app.text')}</Text>
              <Text size="sm" fw={700}>
                {t('ekyc.completed.app.signWithin', { count: completion.signWithinDays })}
              </Text>
              <div>
                <Button
                  component="a"
                  href={completion.appUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  leftSection={<IconDeviceMobile size={18} aria-hidden />}
                >
                  {t('ekyc.completed.app.open')}
                </Button>
              </div>
            </Stack>
          </Group>
        </Card>
      ) : (
        <Text>
          {t('ekyc.completed.review.hotline', { hotline })}{' '}
          <Anchor href={telHref(hotline)} underline="always">
            <IconPhoneCall size={16} aria-hidden /> {hotline}
          </Anchor>
        </Text>
      )}
      <Group>
        <Button component={Link} route="home" variant="default">
          {t('ekyc.completed.home')}
        </Button>
      </Group>
    </StepCard>
  );
});
