import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrowser,
  IconCamera,
  IconId,
  IconMail,
  IconPhone,
  IconRuler2,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import classes from './EkycChecklist.module.css';

const ITEMS = [
  { key: 'idCard', icon: IconId },
  { key: 'phone', icon: IconPhone },
  { key: 'email', icon: IconMail },
  { key: 'camera', icon: IconCamera },
  { key: 'distance', icon: IconRuler2 },
  { key: 'browser', icon: IconBrowser },
] as const satisfies ReadonlyArray<{ key: string; icon: Icon }>;

/** What to have at hand before starting (spec §2 camera guidance and browser recommendation). */
export function EkycChecklist() {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="ekyc-checklist">
      <Title order={2} id="ekyc-checklist" mb="md">
        {t('ekyc.checklist.heading')}
      </Title>
      <ul className={classes.list}>
        {ITEMS.map(({ key, icon: ItemIcon }) => (
          <li key={key}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon size={28} radius="xl" variant="light" aria-hidden style={{ flex: 'none' }}>
                <ItemIcon size={16} />
              </ThemeIcon>
              <Text>{t(`ekyc.checklist.${key}`)}</Text>
            </Group>
          </li>
        ))}
      </ul>
    </section>
  );
}
