import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import classes from './BondStepper.module.css';

/**
 * The three screens of a registration (spec §2): trading order, customer info, completion. An
 * ordered list, not buttons (nobody jumps ahead); the current one has `aria-current="step"`.
 */
export function BondStepper({ active }: { active: number }) {
  const { t } = useTranslation('onboarding');
  const steps = [t('bonds.steps.order'), t('bonds.steps.customer'), t('bonds.steps.done')];
  return (
    <nav aria-label={t('bonds.steps.label')}>
      <ol className={classes.list}>
        {steps.map((label, index) => (
          <li key={label} aria-current={index === active ? 'step' : undefined}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon
                size={28}
                radius="xl"
                variant={index === active ? 'filled' : index < active ? 'light' : 'default'}
                aria-hidden
              >
                {index < active ? <IconCheck size={16} /> : <span>{index + 1}</span>}
              </ThemeIcon>
              <Text size="sm" fw={index === active ? 700 : 400}>
                {label}
                {index < active && <span className={classes.hidden}> ({t('bonds.steps.completed')})</span>}
              </Text>
            </Group>
          </li>
        ))}
      </ol>
    </nav>
  );
}
