import { Fragment } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { formatDate } from '@brokerage/shared/format/date.ts';
import type { TFunction } from '@brokerage/shared/i18n/translator.ts';
import { CV_SECTION_KEYS, type CvDataInput } from '@brokerage/shared/validation/recruitment/cv.ts';
import { getAt } from '../../lib/cvPaths';
import { COMMITMENT_KEYS, CV_FORM, isListSection, type CvFieldDef } from '../../lib/cvForm';
import classes from './CvPreview.module.css';

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A stored value as the candidate reads it: option names translated, dates dd/mm/yyyy. */
function display(t: TFunction<'recruitment'>, def: CvFieldDef, value: unknown): string {
  const kind = def.kind;
  if (kind.type === 'select')
    return t(`cv.options.${kind.list}.${String(value)}` as 'cv.options.gender.female');
  if (kind.type === 'date') return formatDate(String(value));
  if (kind.type === 'month') {
    const [year, month] = String(value).split('-');
    return month ? `${month}/${year}` : String(value);
  }
  return String(value);
}

function Fields({ defs, base, cv }: { defs: CvFieldDef[]; base: string; cv: CvDataInput }) {
  const { t } = useTranslation('recruitment');
  const ended = getAt(cv, `${base}.status`) === 'ended';
  const shown = defs.filter(
    (def) => (!def.whenEnded || ended) && !blank(getAt(cv, `${base}.${def.key}`)),
  );
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('cv.myCv.notFilled')}
      </Text>
    );
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" className={classes.list}>
      {shown.map((def) => (
        <div key={def.key} className={def.wide ? classes.wide : undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`cv.fields.${(def.label ?? def.key) as 'fullName'}`)}
          </Text>
          {/* Text, never HTML: "<b>" typed in a field reads as "<b>". */}
          <Text component="dd" size="sm" className={classes.value}>
            {display(t, def, getAt(cv, `${base}.${def.key}`))}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The online CV read-only (`cv-ung-tuyen`), section by section in CV order. */
export function CvPreview({ cv }: { cv: CvDataInput }) {
  const { t } = useTranslation('recruitment');
  return (
    <Stack gap="md">
      {CV_SECTION_KEYS.map((section) => {
        const headingId = `cv-preview-${section}`;
        let body;
        if (section === 'commitments') {
          const agreed = COMMITMENT_KEYS.filter((key) => getAt(cv, `commitments.${key}`) === true);
          body =
            agreed.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('cv.myCv.notFilled')}
              </Text>
            ) : (
              <ul className={classes.bullets}>
                {agreed.map((key) => (
                  <li key={key}>
                    <Text size="sm">{t(`cv.commitments.${key}`)}</Text>
                  </li>
                ))}
              </ul>
            );
        } else if (isListSection(section)) {
          const rows = (getAt(cv, section) as unknown[] | undefined) ?? [];
          body =
            rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('cv.myCv.notFilled')}
              </Text>
            ) : (
              <Stack gap="sm">
                {rows.map((_, index) => (
                  <Fragment key={index}>
                    <Text size="sm" fw={600}>
                      {t('cv.rows.item', { number: index + 1 })}
                    </Text>
                    <Fields defs={CV_FORM[section]} base={`${section}.${index}`} cv={cv} />
                  </Fragment>
                ))}
              </Stack>
            );
        } else {
          body = <Fields defs={CV_FORM[section]} base={section} cv={cv} />;
        }
        return (
          <Paper
            key={section}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby={headingId}
          >
            <Title order={3} size="h4" mb="sm" id={headingId}>
              {t(`cv.sections.${section}`)}
            </Title>
            {body}
          </Paper>
        );
      })}
    </Stack>
  );
}
