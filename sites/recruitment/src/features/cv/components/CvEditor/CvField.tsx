import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { CvDataInput } from '@brokerage/shared/validation/recruitment/cv.ts';
import { getAt, setAt } from '../../lib/cvPaths';
import { CV_OPTION_LISTS, pickerYears, type CvFieldDef } from '../../lib/cvForm';
import type { CvEditorStore } from '../../stores/CvEditorStore';

interface CvFieldProps {
  editor: CvEditorStore<CvDataInput>;
  /** `personal.fullName`, `workProcess.0.company`. */
  path: string;
  def: CvFieldDef;
  required: boolean;
  /** The field's error as the page shows it (after the candidate left it, or after a save). */
  error: string | undefined;
  onBlur: (path: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The text a field shows for a stored value (numbers as typed, nothing for missing). */
const shown = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/**
 * One field of the online CV, bound to the draft: every keystroke goes into the store, which
 * saves after a pause. Blank is stored as missing, so a cleared field stops counting as filled.
 */
export const CvField = observer(function CvField({
  editor,
  path,
  def,
  required,
  error,
  onBlur,
}: CvFieldProps) {
  const { t } = useTranslation('recruitment');
  const value = getAt(editor.cv, path);
  const label = t(`cv.fields.${(def.label ?? def.key) as 'fullName'}`);
  const set = (next: unknown) =>
    editor.edit((cv) => setAt(cv as Record<string, unknown>, path, next === '' ? undefined : next));
  const common = {
    id: `cv-${path.replace(/\./g, '-')}`,
    label,
    withAsterisk: required,
    error,
    onBlur: () => onBlur(path),
  };
  const kind = def.kind;
  switch (kind.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={shown(value)}
          onChange={(event) => set(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          value={shown(value)}
          onChange={(event) => set(event.currentTarget.value)}
          data={[
            { value: '', label: t('cv.hints.pickOne') },
            ...CV_OPTION_LISTS[kind.list].map((option) => ({
              value: option,
              label: t(`cv.options.${kind.list}.${option}` as 'cv.options.gender.female'),
            })),
          ]}
        />
      );
    case 'year':
      return (
        <NativeSelect
          {...common}
          value={shown(value)}
          onChange={(event) => {
            const picked = event.currentTarget.value;
            set(picked === '' ? '' : Number(picked));
          }}
          data={[
            { value: '', label: t('cv.hints.pickOne') },
            ...pickerYears().map((year) => String(year)),
          ]}
        />
      );
    case 'date':
    case 'month': {
      const max = kind.type === 'date' ? today() : today().slice(0, 7);
      return (
        <TextInput
          {...common}
          type={kind.type}
          min={kind.type === 'date' ? '1940-01-01' : '1940-01'}
          max={max}
          value={shown(value)}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
    }
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          description={kind.score ? t('cv.hints.score') : undefined}
          value={shown(value)}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
    case 'text':
      return (
        <TextInput
          {...common}
          inputMode={kind.inputMode}
          autoComplete={kind.autoComplete ?? 'off'}
          type={kind.inputMode === 'email' ? 'email' : kind.inputMode === 'tel' ? 'tel' : 'text'}
          value={shown(value)}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
  }
});
