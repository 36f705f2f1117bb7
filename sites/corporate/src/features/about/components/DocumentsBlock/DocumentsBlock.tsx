import { Button, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import classes from './DocumentsBlock.module.css';

/** Downloadable documents: name, date text and a download link to the PDF. */
export function DocumentsBlock({ items }: { items: readonly BlockItem[] }) {
  const { t } = useTranslation('corporate');
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.id} className={classes.row}>
          <ThemeIcon size={40} radius="md" variant="light" color="red" aria-hidden className={classes.icon}>
            <IconFileTypePdf size={22} stroke={1.6} />
          </ThemeIcon>
          <div className={classes.text}>
            <Text fw={600} className={classes.title}>
              {item.title}
            </Text>
            {item.description && (
              <Text size="sm" className={classes.muted}>
                {item.description}
              </Text>
            )}
          </div>
          {item.link && (
            <Button
              component={Link}
              href={item.link}
              target="_blank"
              variant="light"
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              className={classes.action}
            >
              {t('about.download')}
              <VisuallyHidden>
                {': '}
                {item.title} {t('about.newTab')}
              </VisuallyHidden>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
