import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';

interface NextButtonProps {
  /** A form's submit when absent. */
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/** "Tiếp tục": a step's way on, the same on every screen. */
export function NextButton({ onClick, loading, disabled }: NextButtonProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Group>
      <Button
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        loading={loading}
        disabled={disabled}
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {t('ekyc.flow.next')}
      </Button>
    </Group>
  );
}
