import type { ReactNode } from 'react';
import { Button, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from '@brokerage/shared/routing/Link.tsx';

interface DownloadButtonProps {
  /** The file, opened in a new tab. */
  href: string;
  /** The visible text ("Tải về"). */
  children: ReactNode;
  /** Read after the text, to screen readers only: which file it is, that a new tab opens. */
  hint: ReactNode;
  className?: string;
}

/** A document's download: a light button with the download icon, opening the file in a new tab. */
export function DownloadButton({ href, children, hint, className }: DownloadButtonProps) {
  return (
    <Button
      component={Link}
      href={href}
      target="_blank"
      variant="light"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
      className={className}
    >
      {children}
      <VisuallyHidden>{hint}</VisuallyHidden>
    </Button>
  );
}
