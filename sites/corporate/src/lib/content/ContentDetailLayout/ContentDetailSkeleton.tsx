import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';

/** The shape of a detail page while its item loads (the main layout is already up). */
export function ContentDetailSkeleton() {
  useLayout('main');
  const { t } = useTranslation('corporate');
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('contentList.loading')}>
        <Skeleton height={16} width={280} maw="100%" />
        <Skeleton height={40} width="70%" />
        <Skeleton height={16} width={160} />
        <Skeleton height={240} />
      </Stack>
    </Container>
  );
}
