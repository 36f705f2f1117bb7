import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { MenuNeighbours } from '../../lib/menuNeighbours';
import classes from './RelatedLinks.module.css';

/** The other pages of the section a generic page belongs to. */
export function RelatedLinks({ neighbours }: { neighbours: MenuNeighbours }) {
  const { t } = useTranslation('corporate');
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} className={classes.root}>
      <Title order={2} size="h4" id={headingId}>
        {t('about.relatedPages')}
      </Title>
      {neighbours.section && (
        <Text size="sm" className={classes.muted}>
          {neighbours.section.title}
        </Text>
      )}
      <ul className={classes.list}>
        {neighbours.links.map((link) => (
          <li key={link.id}>
            <Anchor component={Link} href={link.href} target={link.target === '_blank' ? '_blank' : undefined} className={classes.link}>
              <IconChevronRight size={16} aria-hidden className={classes.chevron} />
              <span>{link.title}</span>
            </Anchor>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
