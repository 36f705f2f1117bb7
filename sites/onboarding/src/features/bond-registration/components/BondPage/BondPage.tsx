import { useEffect, useState, type ReactNode } from 'react';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { BondStepper } from '../BondStepper/BondStepper';

interface BondPageProps {
  title: string;
  intro?: string;
  /** The stepper's step (0 order, 1 customer, 2 done); none on the product list. */
  step?: number;
  children: ReactNode;
}

/**
 * One screen of the bond registration: head, title, stepper. What it shows comes from the
 * customer's draft in this tab's sessionStorage, which the server cannot see: the server and the
 * first browser render show a loader, the content comes after mounting (no hydration mismatch).
 */
export function BondPage({ title, intro, step, children }: BondPageProps) {
  useLayout('main');
  const { t } = useTranslation('onboarding');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHead title={title} description={intro ?? t('bonds.description')} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {intro && (
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {step !== undefined && <BondStepper active={step} />}
        {mounted ? (
          children
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label={t('bonds.loading')} />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
