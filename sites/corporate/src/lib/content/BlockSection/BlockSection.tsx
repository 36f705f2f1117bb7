import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';

export interface BlockSectionProps {
  /** Id of the heading, which names the section and the "see all" link. */
  headingId: string;
  title: string;
  /** Where "see all" goes; no link without it. */
  more?: string | null;
  children: ReactNode;
}

/** A home block that shows the start of a list: its h2, a "see all" link beside it, the items. */
export function BlockSection({ headingId, title, more, children }: BlockSectionProps) {
  const { t } = useTranslation('corporate');
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} href={more} aria-describedby={headingId}>
            {t('contentList.seeAll')}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}
