import { Fragment, useId } from 'react';
import { Box, Text, Title } from '@mantine/core';
import type { EkycContractText } from '@brokerage/shared/api/ekycApi.ts';
import classes from './ContractStep.module.css';

type Block = EkycContractText['blocks'][number];

/** Consecutive items make one list; headings and paragraphs stand alone. */
function groupBlocks(blocks: readonly Block[]): (Block | Block[])[] {
  const groups: (Block | Block[])[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'item' && Array.isArray(last)) last.push(block);
    else groups.push(block.kind === 'item' ? [block] : block);
  }
  return groups;
}

/**
 * The agreement in the page, as the PDF prints it: a scrolling region that the keyboard can
 * reach (it scrolls with the arrow keys once focused), read by screen readers as text.
 */
export function ContractText({ text, label }: { text: EkycContractText; label: string }) {
  const titleId = useId();
  return (
    <Box
      component="section"
      className={classes.viewer}
      tabIndex={0}
      aria-label={label}
      aria-describedby={titleId}
    >
      <Title order={3} size="h4" id={titleId}>
        {text.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {text.meta}
      </Text>
      {groupBlocks(text.blocks).map((group, i) =>
        Array.isArray(group) ? (
          <ul key={i} className={classes.items}>
            {group.map((item, j) => (
              <li key={j}>
                {/* A bullet says nothing; a term's number does. */}
                <span className={classes.marker} aria-hidden={(item.marker ?? '•') === '•'}>
                  {item.marker ?? '•'}
                </span>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Fragment key={i}>
            {group.kind === 'heading' ? (
              <Title order={4} size="h5" mt="md" mb="xs">
                {group.text}
              </Title>
            ) : (
              <Text size="sm" mb="xs">
                {group.text}
              </Text>
            )}
          </Fragment>
        ),
      )}
    </Box>
  );
}
