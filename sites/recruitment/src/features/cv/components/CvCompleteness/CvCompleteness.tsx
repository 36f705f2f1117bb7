import { Alert, Anchor, Button, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { buildPath } from '@brokerage/shared/routing/paths.ts';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { CV_SECTION_KEYS, type CvSectionKey } from '@brokerage/shared/validation/recruitment/cv.ts';
import { sectionAnchor } from '../../lib/cvForm';

interface CvCompletenessProps {
  complete: boolean;
  missing: readonly string[];
  locale: Locale;
  /** On the editor the links jump within the page; elsewhere they open the editor there. */
  inEditor?: boolean;
}

/**
 * Spec §4 "CV: complete or incomplete; an incomplete online CV prompts an update": how far the
 * CV is, and a link to each section still missing something.
 */
export function CvCompleteness({
  complete,
  missing,
  locale,
  inEditor = false,
}: CvCompletenessProps) {
  const { t } = useTranslation('recruitment');
  const known = missing.filter((key): key is CvSectionKey =>
    (CV_SECTION_KEYS as readonly string[]).includes(key),
  );
  const total = CV_SECTION_KEYS.length;
  const done = total - known.length;
  const href = (section: CvSectionKey) =>
    `${inEditor ? '' : buildPath('editCv', locale)}#${sectionAnchor(section)}`;
  return (
    <Alert
      role="group"
      aria-label={t('cv.completeness.title')}
      color={complete ? 'teal' : 'yellow'}
      variant="light"
      icon={complete ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t('cv.completeness.title')}
      // The light variant's yellow title and teal links fail contrast on its own background
      // (axe, both themes): the title and the links take the body text's colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Progress
          value={(done / total) * 100}
          color={complete ? 'teal' : 'yellow'}
          aria-label={t('cv.completeness.progress', { done, total })}
        />
        <Text size="sm">{t('cv.completeness.progress', { done, total })}</Text>
        <Text size="sm">
          {complete ? t('cv.completeness.complete') : t('cv.completeness.incomplete')}
        </Text>
        {!complete && known.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('cv.completeness.missing')}
            </Text>
            <List size="sm" spacing={2}>
              {known.map((section) => (
                <List.Item key={section}>
                  <Anchor
                    href={href(section)}
                    size="sm"
                    c="inherit"
                    underline="always"
                    // A 24 px target (WCAG 2.5.8): the links are a list, not words in a sentence.
                    style={{ display: 'inline-block', lineHeight: '24px' }}
                  >
                    {t(`cv.sections.${section}`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
        {!complete && !inEditor && (
          <div>
            <Button component={Link} route="editCv" size="sm">
              {t('cv.completeness.finish')}
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
