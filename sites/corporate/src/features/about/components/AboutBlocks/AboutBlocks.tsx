import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { PageBlock } from '@brokerage/shared/validation/content.ts';
import { DocumentsBlock } from '../DocumentsBlock/DocumentsBlock';
import { LinksBlock } from '../LinksBlock/LinksBlock';
import { StatsBlock } from '../StatsBlock/StatsBlock';
import { TimelineBlock } from '../TimelineBlock/TimelineBlock';
import { ValuesBlock } from '../ValuesBlock/ValuesBlock';

/** The block types with a dedicated look; any other block keeps the generic cards. */
const RENDERERS: Record<string, (block: PageBlock) => ReactNode> = {
  links: (block) => <LinksBlock items={block.items} />,
  stats: (block) => <StatsBlock items={block.items} />,
  timeline: (block) => <TimelineBlock items={block.items} />,
  values: (block) => <ValuesBlock items={block.items} />,
  documents: (block) => <DocumentsBlock items={block.items} />,
};

/** The blocks of an about page, in CMS order, each as its own section. */
export function AboutBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Stack gap={48}>
      {blocks.map((block) => {
        const render = RENDERERS[block.type];
        return render ? (
          <BlockSection key={block.id} block={block}>
            {render(block)}
          </BlockSection>
        ) : (
          <PageBlocks key={block.id} blocks={[block]} />
        );
      })}
    </Stack>
  );
}

function BlockSection({ block, children }: { block: PageBlock; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack
      component="section"
      gap="md"
      aria-labelledby={block.title ? headingId : undefined}
      data-block={block.type}
    >
      {block.title && (
        <Title order={2} id={headingId}>
          {block.title}
        </Title>
      )}
      {block.content && <RichContent html={block.content} />}
      {block.items.length > 0 && children}
    </Stack>
  );
}
