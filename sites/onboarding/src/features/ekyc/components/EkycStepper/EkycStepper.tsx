import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import classes from './EkycStepper.module.css';

/** The seven eKYC step titles of spec §2, in order. */
export const EKYC_STEPS = [
  'clientIdentification',
  'registrationInformation',
  'completedInformation',
  'contractConfirmation',
  'otpAuthentication',
  'faceRecognition',
  'completedRegistration',
] as const;

export type EkycStep = (typeof EKYC_STEPS)[number];

/**
 * The steps as an ordered list (not buttons: nobody may jump ahead), the current one marked
 * with `aria-current="step"` and a filled number.
 */
export function EkycStepper({ active }: { active: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="ekyc-steps">
      <Title order={2} id="ekyc-steps" mb="md">
        {t('ekyc.steps.heading')}
      </Title>
      <ol className={classes.list}>
        {EKYC_STEPS.map((step, index) => {
          const current = index === active;
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
                    {t(`ekyc.steps.${step}.title`)}
                    {current && (
                      <Text
                        span
                        className={classes.muted}
                        fw={400}
                      >{` · ${t('ekyc.steps.current')}`}</Text>
                    )}
                  </Text>
                  <Text size="sm" className={classes.muted}>
                    {t(`ekyc.steps.${step}.description`)}
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
