import { useRef, type ReactNode } from 'react';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import classes from './FilePicker.module.css';

interface FilePickerProps {
  label: string;
  /** What the file must be (type, size), under the button. */
  hint: string;
  accept: string;
  /** Opens the phone's camera app straight away where the browser can. */
  capture?: 'user' | 'environment';
  icon: ReactNode;
  disabled?: boolean;
  onFile(file: File): void;
}

/** A file chooser that can pick the same file again after a refusal. */
export function FilePicker({
  label,
  hint,
  accept,
  capture,
  icon,
  disabled = false,
  onFile,
}: FilePickerProps) {
  const reset = useRef<() => void>(null);
  const handleChange = (file: File | null) => {
    reset.current?.();
    if (file && !disabled) onFile(file);
  };
  return (
    <Stack gap={4}>
      <FileButton
        onChange={handleChange}
        accept={accept}
        capture={capture}
        resetRef={reset}
        disabled={disabled}
      >
        {(props) => (
          <Button {...props} variant="default" disabled={disabled} leftSection={icon}>
            {label}
          </Button>
        )}
      </FileButton>
      <Text size="sm" ta="center" className={classes.hint}>
        {hint}
      </Text>
    </Stack>
  );
}
