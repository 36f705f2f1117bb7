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
import { Link } from '@brokerage/shared/routing';
import { RichContent, menuIcon } from '@brokerage/shared/ui';
import type { BlockItem, PageBlock } from '@brokerage/shared/validation';
import classes from './PageBlocks.module.css';

interface PageBlocksProps {
  blocks: readonly PageBlock[];
  moreLabel: string;
}

/**
 * CMS blocks of the portal's pages ("why join us", career areas…): title, HTML and item cards
 * with their picture or Tabler icon. Used by the landing page and by RECRUITMENT* templates.
 */
export function PageBlocks({ blocks, moreLabel }: PageBlocksProps) {
  if (blocks.length === 0) return null;
  return (
    <Stack gap="xl">
      {blocks.map((block) => (
        <Stack key={block.id} component="section" gap="md" aria-label={block.title ?? undefined}>
          {block.title && <Title order={2}>{block.title}</Title>}
          {block.content && <RichContent html={block.content} />}
          {block.items.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {block.items.map((item) => (
                <BlockCard key={item.id} item={item} moreLabel={moreLabel} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function BlockCard({ item, moreLabel }: { item: BlockItem; moreLabel: string }) {
  const Icon = item.image ? null : menuIcon(item.icon);
  return (
    <Card withBorder padding="lg" className={classes.card}>
      {item.image && (
        <Card.Section>
          {/* The card title names it; the picture is decoration. */}
          <Image src={item.image} alt="" className={classes.image} loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={item.image ? 'md' : 0} style={{ flex: 1 }}>
        {Icon && (
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon size={24} stroke={1.6} />
          </ThemeIcon>
        )}
        <Text fw={700} size="lg" component="h3" m={0}>
          {item.title}
        </Text>
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
