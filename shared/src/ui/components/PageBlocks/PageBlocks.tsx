import {
  Anchor,
  Card,
  Image,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../routing/Link';
import type { BlockItem, PageBlock } from '../../../validation/content';
import { menuIcon } from '../../icons/menuIcons';
import { RichContent } from '../RichContent/RichContent';
import classes from './PageBlocks.module.css';

export interface PageBlocksProps {
  blocks: readonly PageBlock[];
  /** Heading level of each block title; the item titles sit one level below. */
  headingOrder?: 2 | 3;
}

/**
 * Any CMS block rendered plainly: its title, its HTML and its items as cards (picture or Tabler
 * icon, title, description, link). For pages whose template has no dedicated screen yet.
 */
export function PageBlocks({ blocks, headingOrder = 2 }: PageBlocksProps) {
  const { t } = useTranslation('common');
  if (blocks.length === 0) return null;
  return (
    <Stack gap="xl">
      {blocks.map((block) => (
        <Stack key={block.id} component="section" gap="md" aria-label={block.title ?? undefined}>
          {block.title && <Title order={headingOrder}>{block.title}</Title>}
          {block.content && <RichContent html={block.content} />}
          {block.items.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {block.items.map((item) => (
                <BlockCard
                  key={item.id}
                  item={item}
                  headingOrder={headingOrder === 2 ? 3 : 4}
                  moreLabel={t('page.openLink')}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

interface BlockCardProps {
  item: BlockItem;
  headingOrder: 3 | 4;
  moreLabel: string;
}

function BlockCard({ item, headingOrder, moreLabel }: BlockCardProps) {
  const Icon = item.image ? null : menuIcon(item.icon);
  return (
    <Card withBorder padding="lg" className={classes.card}>
      {item.image && (
        <Card.Section>
          {/* The title next to it names the card; the picture is decoration. */}
          <Image src={item.image} alt="" className={classes.image} loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={item.image ? 'md' : 0} style={{ flex: 1 }}>
        {Icon && (
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon size={24} stroke={1.6} />
          </ThemeIcon>
        )}
        <Title order={headingOrder} size="h4">
          {item.title}
        </Title>
        {item.description && <Text className={classes.muted}>{item.description}</Text>}
        {item.link && (
          <Anchor
            component={Link}
            href={item.link}
            target={item.target === '_blank' ? '_blank' : undefined}
            mt="auto"
            fw={600}
          >
            {moreLabel}
            <VisuallyHidden>: {item.title}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
