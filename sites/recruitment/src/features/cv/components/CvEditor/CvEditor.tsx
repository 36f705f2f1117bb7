import { useCallback, useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Locale } from '@brokerage/shared/routing/routes.ts';
import {
  CV_LIMITS,
  CV_SECTION_KEYS,
  type CvSectionKey,
} from '@brokerage/shared/validation/recruitment/cv.ts';
import { draftFieldErrors, getAt, setAt } from '../../lib/cvPaths';
import {
  COMMITMENT_KEYS,
  CV_FORM,
  isListSection,
  isRequired,
  sectionAnchor,
  type CvListSection,
} from '../../lib/cvForm';
import { useCvErrorText } from '../../lib/useCvErrorText';
import type { CvStore } from '../../stores/CvStore';
import { AvatarField } from '../AvatarField/AvatarField';
import { CvCompleteness } from '../CvCompleteness/CvCompleteness';
import { SaveStatus } from '../SaveStatus/SaveStatus';
import { CvField } from './CvField';
import classes from './CvEditor.module.css';

interface CvEditorProps {
  store: CvStore;
  locale: Locale;
}

type Touch = (path: string) => void;
type ErrorOf = (path: string) => string | undefined;

const Section = observer(function Section({
  store,
  section,
  errorOf,
  touch,
}: {
  store: CvStore;
  section: Exclude<CvSectionKey, 'commitments'>;
  errorOf: ErrorOf;
  touch: Touch;
}) {
  const editor = store.editor;
  if (isListSection(section)) {
    return <ListSection store={store} section={section} errorOf={errorOf} touch={touch} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {section === 'personal' && (
        <div className={classes.wide}>
          <AvatarField store={store} />
        </div>
      )}
      {CV_FORM[section].map((def) => {
        const path = `${section}.${def.key}`;
        return (
          <div key={path} className={def.wide ? classes.wide : undefined}>
            <CvField
              editor={editor}
              path={path}
              def={def}
              required={isRequired(section, def.key)}
              error={errorOf(path)}
              onBlur={touch}
            />
          </div>
        );
      })}
    </SimpleGrid>
  );
});

const ListSection = observer(function ListSection({
  store,
  section,
  errorOf,
  touch,
}: {
  store: CvStore;
  section: CvListSection;
  errorOf: ErrorOf;
  touch: Touch;
}) {
  const { t } = useTranslation('recruitment');
  const editor = store.editor;
  const rows = (getAt(editor.cv, section) as Record<string, unknown>[] | undefined) ?? [];
  const max = CV_LIMITS.lists[section];
  const add = () =>
    editor.edit((cv) => {
      const record = cv as Record<string, unknown>;
      const list = Array.isArray(record[section]) ? (record[section] as unknown[]) : [];
      record[section] = [...list, section === 'workProcess' ? { status: 'doing' } : {}];
    });
  const remove = (index: number) =>
    editor.edit((cv) => {
      const record = cv as Record<string, unknown>;
      record[section] = (record[section] as unknown[]).filter((_, i) => i !== index);
    });
  return (
    <Stack gap="md">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('cv.rows.empty')}
        </Text>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        const ended = row.status === 'ended';
        return (
          <Paper
            // Rows have no id of their own; their place is their identity while editing.
            key={index}
            withBorder
            p="sm"
            radius="md"
            component="fieldset"
            className={classes.row}
          >
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <Text component="legend" fw={600} size="sm" className={classes.legend}>
                {t('cv.rows.item', { number })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove(index)}
                aria-label={`${t('cv.rows.remove', { number })}: ${t(`cv.sections.${section}`)}`}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {CV_FORM[section]
                .filter((def) => !def.whenEnded || ended)
                .map((def) => {
                  const path = `${section}.${index}.${def.key}`;
                  return (
                    <div key={path} className={def.wide ? classes.wide : undefined}>
                      <CvField
                        editor={editor}
                        path={path}
                        def={def}
                        required={isRequired(section, def.key) || (def.key === 'endMonth' && ended)}
                        error={errorOf(path)}
                        onBlur={touch}
                      />
                    </div>
                  );
                })}
            </SimpleGrid>
          </Paper>
        );
      })}
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={rows.length >= max}
        >
          {t(`cv.rows.add.${section}`)}
        </Button>
      </div>
    </Stack>
  );
});

const Commitments = observer(function Commitments({ store }: { store: CvStore }) {
  const { t } = useTranslation('recruitment');
  const editor = store.editor;
  return (
    <Checkbox.Group label={t('cv.commitments.intro')} withAsterisk>
      <Stack gap="xs" mt="xs">
        {COMMITMENT_KEYS.map((key) => (
          <Checkbox
            key={key}
            label={t(`cv.commitments.${key}`)}
            checked={getAt(editor.cv, `commitments.${key}`) === true}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              editor.edit((cv) =>
                setAt(cv as Record<string, unknown>, `commitments.${key}`, checked),
              );
            }}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
});

/**
 * `dieu-chinh-cv`: the online CV in sections (spec §3 labels), saved as typed. Errors of the
 * shared draft schema show on a field once the candidate has left it (or after a refused save);
 * the server's field messages show as they came. Leaving the page saves what is pending.
 */
export const CvEditor = observer(function CvEditor({ store, locale }: CvEditorProps) {
  const { t } = useTranslation('recruitment');
  const errorText = useCvErrorText();
  const editor = store.editor;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = useCallback(
    (path: string) => setTouched((old) => (old.has(path) ? old : new Set(old).add(path))),
    [],
  );

  useEffect(() => {
    editor.setValidator(draftFieldErrors);
    if (editor.loadState === 'idle' || editor.loadState === 'failed') void editor.load();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!editor.dirty) return;
      void editor.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      // Leaving the page (another route): what is pending goes now, not after the pause.
      void editor.flush();
    };
  }, [editor]);

  if (editor.loadState === 'failed' && !editor.cv) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('cv.editor.loadFailed')}>
        <Button mt="sm" size="sm" onClick={() => void editor.load()}>
          {t('cv.editor.retryLoad')}
        </Button>
      </Alert>
    );
  }
  if (!editor.cv) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>{t('cv.editor.loading')}</Text>
      </Group>
    );
  }

  const showAll = editor.status === 'invalid' || editor.status === 'error';
  const fieldErrors = editor.fieldErrors;
  const errorOf: ErrorOf = (path) =>
    showAll || touched.has(path) || path in editor.serverErrors
      ? errorText(path, fieldErrors[path])
      : undefined;

  return (
    <Stack gap="lg">
      <Paper withBorder p="sm" radius="md" className={classes.status}>
        <SaveStatus editor={editor} />
      </Paper>
      <CvCompleteness
        complete={editor.complete}
        missing={editor.missing}
        locale={locale}
        inEditor
      />
      <nav aria-label={t('cv.editor.sectionsNav')}>
        <Group gap="xs">
          {CV_SECTION_KEYS.map((section) => (
            <Anchor key={section} href={`#${sectionAnchor(section)}`} size="sm">
              {t(`cv.sections.${section}`)}
            </Anchor>
          ))}
        </Group>
      </nav>
      {CV_SECTION_KEYS.map((section) => (
        <Paper
          key={section}
          withBorder
          p={{ base: 'sm', sm: 'lg' }}
          radius="md"
          component="section"
          id={sectionAnchor(section)}
          aria-labelledby={`${sectionAnchor(section)}-title`}
          className={classes.section}
        >
          <Title order={2} size="h3" mb="md" id={`${sectionAnchor(section)}-title`}>
            {t(`cv.sections.${section}`)}
          </Title>
          {section === 'commitments' ? (
            <Commitments store={store} />
          ) : (
            <Section store={store} section={section} errorOf={errorOf} touch={touch} />
          )}
        </Paper>
      ))}
      <Paper withBorder p="sm" radius="md">
        <SaveStatus editor={editor} />
      </Paper>
    </Stack>
  );
});
