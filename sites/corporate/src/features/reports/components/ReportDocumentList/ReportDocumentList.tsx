import { Badge, Button, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import rows from '../../../../lib/styles/rows.module.css';
import classes from './ReportDocumentList.module.css';

export interface ReportDocument {
  id: number;
  title: string;
  /** yyyy-mm-dd */
  date: string;
  /** Short labels: year, quarter, audited… */
  labels: string[];
  pages: number;
  /** The PDF's URL; null when it is not published yet. */
  file: string | null;
}

/**
 * Published documents (annual, financial and governance reports) as rows on wide screens and
 * cards on phones: date, title, labels, page count and a download link named after the report.
 */
export function ReportDocumentList({ documents }: { documents: readonly ReportDocument[] }) {
  const { t } = useTranslation('corporate');
  return (
    <ul className={rows.list}>
      {documents.map((doc) => (
        <li key={doc.id} className={classes.row}>
          <IconFileTypePdf className={classes.icon} size={36} stroke={1.3} aria-hidden />
          <div className={rows.text}>
            <h2 className={rows.title}>{doc.title}</h2>
            <div className={classes.meta}>
              <Text size="sm" component="span" className={classes.muted}>
                {t('reports.documents.releasedOn')}:{' '}
                <time dateTime={doc.date}>{formatDate(doc.date)}</time>
              </Text>
              <Text size="sm" component="span" className={classes.muted}>
                {t('reports.documents.pages', { count: doc.pages })}
              </Text>
              {doc.labels.map((label) => (
                <Badge key={label} variant="light" radius="sm">
                  {label}
                </Badge>
              ))}
            </div>
          </div>
          <div className={classes.action}>
            {doc.file ? (
              <Button
                component="a"
                href={doc.file}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconDownload size={18} aria-hidden />}
                aria-label={t('reports.documents.downloadLabel', { title: doc.title })}
              >
                {t('reports.documents.download')}
              </Button>
            ) : (
              <Text size="sm" className={classes.muted}>
                {t('reports.documents.noFile')}
              </Text>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
