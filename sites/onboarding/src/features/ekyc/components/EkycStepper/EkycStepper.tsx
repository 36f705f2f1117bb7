import { Group, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { EKYC_STEPS, type EkycStepName } from '@brokerage/shared/validation/ekyc/codes.ts';
import classes from './EkycStepper.module.css';

/** The seven eKYC step titles of spec §2, on the server's steps (docs/ekyc.md "Steps"). */
export const STEP_TITLES = {
  contact_info: 'registrationInformation',
  id_documents: 'clientIdentification',
  face_video: 'faceRecognition',
  registration: 'completedInformation',
  otp: 'otpAuthentication',
  contract: 'contractConfirmation',
  completed: 'completedRegistration',
} as const satisfies Record<EkycStepName, string>;

export type EkycStepTitle = (typeof STEP_TITLES)[EkycStepName];

interface EkycStepperProps {
  /** Zero-based index of the current step in EKYC_STEPS. */
  active: number;
  /** `compact` inside the flow: numbers, the current title and a bar, to fit 360 px. */
  variant?: 'full' | 'compact';
}

/**
 * The steps as an ordered list (not buttons: nobody may jump ahead), the current one marked
 * with `aria-current="step"` and a filled number, the ones done with a check.
 */
export function EkycStepper({ active, variant = 'full' }: EkycStepperProps) {
  const { t } = useTranslation('onboarding');
  const total = EKYC_STEPS.length;
  if (variant === 'compact') {
    const current = EKYC_STEPS[Math.max(0, Math.min(active, total - 1))] ?? 'contact_info';
    return (
      <nav aria-labelledby="ekyc-steps">
        <VisuallyHidden>
          <h2 id="ekyc-steps">{t('ekyc.steps.heading')}</h2>
        </VisuallyHidden>
        <Text size="sm" c="dimmed" mb={4}>
          {t('ekyc.steps.progress', { current: active + 1, total })}
        </Text>
        <Text fw={700} mb="xs">
          {t(`ekyc.steps.${STEP_TITLES[current]}.title`)}
        </Text>
        <Progress value={((active + 1) / total) * 100} size="sm" aria-hidden mb="sm" />
        <ol className={classes.compact}>
          {EKYC_STEPS.map((step, index) => (
            <li key={step} aria-current={index === active ? 'step' : undefined}>
              <ThemeIcon
                size={24}
                radius="xl"
                variant={index === active ? 'filled' : index < active ? 'light' : 'default'}
                aria-hidden
              >
                {index < active ? (
                  <IconCheck size={14} />
                ) : (
                  <span className={classes.small}>{index + 1}</span>
                )}
              </ThemeIcon>
              <VisuallyHidden>
                {t(`ekyc.steps.${STEP_TITLES[step]}.title`)}
                {index < active ? ` (${t('ekyc.steps.done')})` : ''}
              </VisuallyHidden>
            </li>
          ))}
        </ol>
      </nav>
    );
  }
  return (
    <section aria-labelledby="ekyc-steps">
      <Title order={2} id="ekyc-steps" mb="md">
        {t('ekyc.steps.heading')}
      </Title>
      <ol className={classes.list}>
        {EKYC_STEPS.map((step, index) => {
          const current = index === active;
          const key = STEP_TITLES[step];
          return (
            <li key={step} aria-current={current ? 'step' : undefined}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon
                  className={classes.number}
                  size={32}
                  radius="xl"
                  variant={current ? 'filled' : 'light'}
                  aria-hidden
                >
                  {index + 1}
                </ThemeIcon>
                <div>
                  <Text fw={700}>
                    {t(`ekyc.steps.${key}.title`)}
                    {current && (
                      <Text
                        span
                        className={classes.muted}
                        fw={400}
                      >{` · ${t('ekyc.steps.current')}`}</Text>
                    )}
                  </Text>
                  <Text size="sm" className={classes.muted}>
                    {t(`ekyc.steps.${key}.description`)}
                  </Text>
                </div>
              </Group>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
