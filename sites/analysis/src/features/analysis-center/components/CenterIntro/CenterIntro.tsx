import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import classes from './CenterIntro.module.css';

/** The CMS blocks of the intro page (its body sits under the title): title, HTML and item cards. */
export function CenterIntroBlocks({ intro }: { intro: Page }) {
  const { t } = useTranslation('analysis');
  if (intro.blocks.length === 0) return null;
  return (
    <Stack gap="xl">
      {intro.blocks.map((block) => (
        <Stack key={block.id} component="section" gap="md" aria-label={block.title ?? undefined}>
          {block.title && <Title order={2}>{block.title}</Title>}
          {block.content && <RichContent html={block.content} />}
          {block.items.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {block.items.map((item) => (
                <Card key={item.id} withBorder padding="lg">
                  <Stack gap="xs">
                    <Text fw={700} component="h3" m={0}>
                      {item.title}
                    </Text>
                    {item.description && <Text className={classes.muted}>{item.description}</Text>}
                    {item.link && (
                      <Anchor component={Link} href={item.link} fw={600}>
                        {t('center.openLink', { title: item.title })}
                      </Anchor>
                    )}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
