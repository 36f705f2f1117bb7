import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import type { BondRegistration } from '@brokerage/shared/validation/bonds.ts';
import { Link } from 'react-router-dom';
import { FiguresPanel } from '../FiguresPanel/FiguresPanel';
import { formatDay } from '../../lib/format';

interface CompletionProps {
  result: BondRegistration;
  couponKind: 'fixed' | 'floating';
  locale: Locale;
  onStartOver: () => void;
}

/** The booked registration (step 3): its reference, the figures the server booked, the PDF. */
export function Completion({ result, couponKind, locale, onStartOver }: CompletionProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg" component="section" aria-labelledby="bond-done-heading">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={32} color="var(--mantine-color-green-6)" aria-hidden />
              <Title order={2} size="h3" id="bond-done-heading">
                {t('bonds.done.heading')}
              </Title>
            </Group>
            <Alert color="green" variant="light" role="status">
              {t('bonds.done.reference')}{' '}
              <Text component="strong" fw={700} data-testid="bond-reference">
                {result.reference}
              </Text>
            </Alert>
            <dl>
              <Text component="dt" size="sm" c="dimmed">
                {t('bonds.done.product')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {result.productCode} — {result.productName}
              </Text>
              <Text component="dt" size="sm" c="dimmed" mt="xs">
                {t('bonds.done.order')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {result.side === 'buy'
                  ? result.holding === 'flexible'
                    ? t('bonds.done.buyFlexible', { date: formatDay(result.exitDate) })
                    : t('bonds.done.buyMaturity')
                  : t('bonds.done.sell')}
              </Text>
              <Text component="dt" size="sm" c="dimmed" mt="xs">
                {t('bonds.done.registrationDate')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {formatDay(result.registrationDate)}
              </Text>
              <Text component="dt" size="sm" c="dimmed" mt="xs">
                {t('bonds.customer.accountNumber')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {result.customer.accountNumber} — {result.customer.fullName}
              </Text>
            </dl>
            <Text>{t('bonds.done.emailed', { email: result.customer.email })}</Text>
            <Text size="sm" c="dimmed">
              {t('bonds.done.next')}
            </Text>
            <Group>
              <Button
                component="a"
                href={result.summaryUrl}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t('bonds.done.pdf')}
              </Button>
              <Anchor component={Link} to={buildPath('transactionRegister', locale)} onClick={onStartOver}>
                {t('bonds.done.another')}
              </Anchor>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <FiguresPanel
          figures={result}
          side={result.side}
          holding={result.holding}
          quantity={result.quantity}
          coupon={couponKind}
          locale={locale}
          headingId="bond-done-figures"
        />
      </Grid.Col>
    </Grid>
  );
}
