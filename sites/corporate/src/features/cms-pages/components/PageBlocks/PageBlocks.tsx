import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@brokerage/shared/routing';
import { RichContent } from '@brokerage/shared/ui';
import type { BlockItem, PageBlock } from '@brokerage/shared/validation';
import classes from './PageBlocks.module.css';

interface PageBlocksProps {
  blocks: readonly PageBlock[];
  /** Heading level of each block title; the item titles sit one level below. */
  headingOrder?: 2 | 3;
  moreLabel: string;
}

/** Any CMS block rendered plainly: title, HTML content and its items as cards. */
export function PageBlocks({ blocks, headingOrder = 2, moreLabel }: PageBlocksProps) {
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
                  moreLabel={moreLabel}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function BlockCard({
  item,
  headingOrder,
  moreLabel,
}: {
  item: BlockItem;
  headingOrder: 3 | 4;
  moreLabel: string;
}) {
  return (
    <Card withBorder padding="lg" className={classes.card}>
      {item.image && (
        <Card.Section>
          {/* The title next to it names the card; the picture is decoration. */}
          <Image src={item.image} alt="" className={classes.image} loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={item.image ? 'md' : 0} style={{ flex: 1 }}>
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
