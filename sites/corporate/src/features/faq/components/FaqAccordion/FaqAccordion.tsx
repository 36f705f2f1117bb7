import { Accordion, Badge, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import type { Faq } from '../../api/faqApi';
import classes from './FaqAccordion.module.css';

export interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** Label each question with its category (a filtered list across categories). */
  showCategory?: boolean;
  /** Heading level of the questions. */
  order?: 3 | 4;
}

/** Questions that open to their answers; several may be open at once. */
export function FaqAccordion({ faqs, showCategory = false, order = 3 }: FaqAccordionProps) {
  return (
    <Accordion multiple variant="separated" radius="md" order={order} classNames={{ control: classes.control }}>
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Accordion.Control>
            <Group gap="xs" wrap="wrap">
              <Text span fw={600} className={classes.question}>
                {faq.title}
              </Text>
              {showCategory && faq.category && (
                <Badge variant="light" radius="sm" tt="none" size="sm">
                  {faq.category.title}
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {faq.summary ? <RichContent html={faq.summary} /> : <NoAnswer />}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The list's shape while it loads: a search box and a few questions. */
export function FaqSkeleton() {
  return (
    <ListSkeleton heading={{ height: 36, radius: 'sm', width: 'min(100%, 480px)' }} gap="sm" count={4} height={52} radius="md" />
  );
}

/** A question the CMS left without an answer still tells the visitor where to ask. */
const NoAnswer = observer(function NoAnswer() {
  const { t } = useTranslation('corporate');
  const { system } = useStores();
  return <Text c="dimmed">{t('faq.noAnswer', { hotline: system.hotline })}</Text>;
});
