import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { KeyOf } from '@brokerage/shared/i18n/keys.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { RouteId } from '@brokerage/shared/routing/routes.ts';
import classes from './CallToAction.module.css';

type Key = KeyOf<'corporate'>;
/** A texts key with a `title`, a `text` and an `action` under it (`bonds.register`…). */
export type CallToActionCopy = {
  [K in Key]: K extends `${infer P}.action`
    ? `${P}.title` extends Key
      ? `${P}.text` extends Key
        ? P
        : never
      : never
    : never;
}[Key];

export interface CallToActionProps {
  /** Where its heading, its line and its button's label are in the corporate texts. */
  copy: CallToActionCopy;
  /** The route the button opens (on another site it is a full page load). */
  route: RouteId;
  icon?: ReactNode;
}

/** A highlighted band that sends the visitor to the next step (open an account, register). */
export function CallToAction({ copy, route, icon }: CallToActionProps) {
  const headingId = useId();
  const { t } = useTranslation('corporate');
  const title = t(`${copy}.title`);
  const text = t(`${copy}.text`);
  return (
    <section aria-labelledby={headingId} className={classes.band}>
      <Group justify="space-between" align="center" gap="lg" className={classes.inner}>
        <Group gap="md" wrap="nowrap" align="flex-start" className={classes.copy}>
          {icon && (
            <ThemeIcon size={52} radius="xl" variant="white" aria-hidden className={classes.icon}>
              {icon}
            </ThemeIcon>
          )}
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId} className={classes.title}>
              {title}
            </Title>
            {text && <Text className={classes.text}>{text}</Text>}
          </Stack>
        </Group>
        <Button
          component={Link}
          route={route}
          size="md"
          variant="white"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          className={classes.button}
        >
          {t(`${copy}.action`)}
        </Button>
      </Group>
    </section>
  );
}
