import type { ReactNode } from 'react';
import { Flex, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { BlockItem, PageBlock } from '@brokerage/shared/validation/content.ts';
import { LinkCard } from '../../../../lib/catalog/LinkCard/LinkCard';
import { BlockIcon } from '../BlockIcon/BlockIcon';
import { linkCard as classes } from '@brokerage/shared/ui/styles/linkCard.ts';

interface ServiceCardsProps {
  block: PageBlock;
  /** Used when the CMS block has no title of its own. */
  fallbackTitle: string;
  headingId: string;
}

/** The home `customer_service` and `utilities` blocks: icon cards that each lead somewhere. */
export function ServiceCards({ block, fallbackTitle, headingId }: ServiceCardsProps) {
  if (block.items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <div>
        <Title order={2} id={headingId}>
          {block.title ?? fallbackTitle}
        </Title>
        {block.content && <RichContent html={block.content} />}
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
        {block.items.map((item) => (
          <ServiceCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ServiceCard({ item }: { item: BlockItem }) {
  // Icon beside the text on phones (a column of tall cards is a long scroll), above it from sm.
  const body: ReactNode = (
    <Flex
      direction={{ base: 'row', sm: 'column' }}
      gap="sm"
      align={{ base: 'center', sm: 'flex-start' }}
    >
      {item.image ? (
        <Image src={item.image} alt="" w={48} h={48} fit="contain" style={{ flex: 'none' }} />
      ) : (
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden style={{ flex: 'none' }}>
          <BlockIcon name={item.icon} />
        </ThemeIcon>
      )}
      <Stack gap={4}>
        <Text fw={700} size="lg" component="h3" m={0}>
          {item.title}
        </Text>
        {item.description && <Text className={classes.muted}>{item.description}</Text>}
      </Stack>
    </Flex>
  );
  return (
    <LinkCard href={item.link} target={item.target} padding="md" className={classes.card}>
      {body}
    </LinkCard>
  );
}
