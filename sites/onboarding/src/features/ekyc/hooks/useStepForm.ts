import { useCallback, useEffect } from 'react';
import type { EkycFlowStore, SubmitOutcome } from '../stores/EkycFlowStore';
import { useEkycErrorText } from './useEkycErrorText';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The part of a Mantine form the steps use (their value types differ). */
export interface StepFormLike {
  errors: Record<string, unknown>;
  setErrors(errors: Record<string, string>): void;
  isDirty(): boolean;
  getInputNode?(path: string): HTMLElement | null;
}

/**
 * What every step form does with the store: the dirty flag for the leave guard, the error text
 * of a field (the schema's code, or the server's error when it is the same code), and after a
 * submit the server's field errors on the fields with the focus on the first. Values are never
 * reset here: what the customer typed stays until the step is done.
 */
export function useStepForm(store: EkycFlowStore, form: StepFormLike) {
  const errorText = useEkycErrorText();
  const dirty = form.isDirty();
  useEffect(() => {
    store.setDirty(dirty);
  }, [store, dirty]);

  const errorOf = useCallback(
    (field: string): string | undefined => {
      const code = form.errors[field];
      if (code === undefined || code === null || code === '') return undefined;
      const server = store.fieldErrors[field];
      return errorText(server && server.code === code ? server : String(code), field);
    },
    [form.errors, store.fieldErrors, errorText],
  );

  const focusField = useCallback(
    (fields: string[]) => {
      const first = fields[0];
      const node = first ? form.getInputNode?.(first) : null;
      // A radio group's path is on its wrapper: the focus goes to its first choice.
      const target = node?.matches(FOCUSABLE) ? node : node?.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    },
    [form],
  );

  /** After a submit: the server's errors onto the fields (outcome `invalid`). */
  const afterSubmit = useCallback(
    (outcome: SubmitOutcome) => {
      if (outcome !== 'invalid') return;
      const codes = Object.fromEntries(
        Object.entries(store.fieldErrors).map(([field, error]) => [field, error.code]),
      );
      form.setErrors(codes);
      focusField(Object.keys(codes));
    },
    [store, form, focusField],
  );

  /**
   * A field's Mantine props with the flow's error text, and an edit that clears the server's
   * error of that field (the customer is correcting it) along with the form's.
   */
  const bind = useCallback(
    <Value, Props extends { onChange: (value: Value) => void }>(
      name: string,
      props: Props,
      label: string,
    ) => ({
      ...props,
      onChange: (value: Value): void => {
        store.clearError(name);
        props.onChange(value);
      },
      error: errorOf(name),
      label,
      withAsterisk: true,
    }),
    [store, errorOf],
  );

  return { errorOf, afterSubmit, focusField, bind };
}
