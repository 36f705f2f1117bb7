import { Accordion, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Faq } from '@brokerage/shared/validation/recruitment/jobs.ts';

/** The portal's FAQs as an accordion (answers are plain text, paragraphs on blank lines). */
export const FaqList = observer(function FaqList({ faqs }: { faqs: { value: Faq[] | null } }) {
  const { t } = useTranslation('recruitment');
  const items = faqs.value ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="faqs-heading">
      <Title order={2} id="faqs-heading">
        {t('jobs.faqs.heading')}
      </Title>
      <Accordion variant="separated" radius="md">
        {items.map((faq) => (
          <Accordion.Item key={faq.id} value={String(faq.id)}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>
              {faq.answer.split(/\n\s*\n/).map((paragraph, index) => (
                <Text key={index} size="sm" mb="xs">
                  {paragraph}
                </Text>
              ))}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
});
