import { Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { BlockItem } from '@brokerage/shared/validation/content.ts';
import { DownloadButton } from '../../../../lib/content/DownloadButton/DownloadButton';
import classes from './DocumentsBlock.module.css';

/** Downloadable documents: name, date text and a download link to the PDF. */
export function DocumentsBlock({ items }: { items: readonly BlockItem[] }) {
  const { t } = useTranslation('corporate');
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.id} className={classes.row}>
          <ThemeIcon
            size={40}
            radius="md"
            variant="light"
            color="red"
            aria-hidden
            className={classes.icon}
          >
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
            <DownloadButton
              href={item.link}
              hint={
                <>
                  {': '}
                  {item.title} {t('about.newTab')}
                </>
              }
              className={classes.action}
            >
              {t('about.download')}
            </DownloadButton>
          )}
        </li>
      ))}
    </ul>
  );
}
