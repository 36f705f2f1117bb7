import type { ReactNode } from 'react';
import { Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { menuIcon } from '@brokerage/shared/ui/icons/menuIcons.ts';
import { LinkCard } from '../LinkCard/LinkCard';
import classes from './ItemCard.module.css';

export interface ItemCardProps {
  title: string;
  summary?: string | null;
  /** Tabler icon name from the CMS (`attrs.icon`); ignored when there is an image. */
  icon?: string | null;
  image?: string | null;
  /** The item's page (`item.path`); without one the card is not a link. */
  href?: string | null;
  /** Heading level of the title inside the section that lists the cards. */
  headingOrder?: 2 | 3 | 4;
  /** A line under the summary (a date, a badge). */
  meta?: ReactNode;
  /** Shown at the foot of a linked card ("View details"). */
  moreLabel?: string;
  /** `_blank` opens the link in a new tab (CMS block items may ask for it). */
  target?: '_self' | '_blank';
}

/** A catalogue entry (a service, a guide, a business line): the whole card is the link. */
export function ItemCard({
  title,
  summary,
  icon,
  image,
  href,
  headingOrder = 3,
  meta,
  moreLabel,
  target,
}: ItemCardProps) {
  const Icon = image ? null : menuIcon(icon);
  const Heading = `h${headingOrder}` as const;
  const body = (
    <Stack gap="sm" className={classes.body}>
      {image ? (
        <Card.Section>
          {/* The title names the card; the picture is decoration. */}
          <Image src={image} alt="" className={classes.image} loading="lazy" />
        </Card.Section>
      ) : Icon ? (
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
      ) : null}
      <Text component={Heading} fw={700} size="lg" m={0} className={classes.title}>
        {title}
      </Text>
      {summary && <Text className={classes.muted}>{summary}</Text>}
      {meta}
      {href && moreLabel && (
        <Group gap={4} mt="auto" className={classes.more} aria-hidden>
          <Text span fw={600} size="sm">
            {moreLabel}
          </Text>
          <IconArrowRight size={16} />
        </Group>
      )}
    </Stack>
  );
  return (
    <LinkCard href={href} target={target} padding="lg" className={classes.card}>
      {body}
    </LinkCard>
  );
}
