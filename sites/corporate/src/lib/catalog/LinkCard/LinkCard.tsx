import type { ReactNode } from 'react';
import { Card, type MantineSpacing } from '@mantine/core';
import { Link } from '@brokerage/shared/routing/Link.tsx';

interface LinkCardProps {
  /** The page the card leads to; without one the card is not a link. */
  href?: string | null;
  /** `_blank` opens the link in a new tab (CMS items may ask for it). */
  target?: string | null;
  padding: MantineSpacing;
  className?: string;
  children: ReactNode;
}

/** A bordered card that is, as a whole, the link to its page when it has one. */
export function LinkCard({ href, target, padding, className, children }: LinkCardProps) {
  if (!href) {
    return (
      <Card withBorder padding={padding} className={className}>
        {children}
      </Card>
    );
  }
  return (
    <Card
      withBorder
      padding={padding}
      className={className}
      component={Link}
      href={href}
      target={target === '_blank' ? '_blank' : undefined}
    >
      {children}
    </Card>
  );
}
