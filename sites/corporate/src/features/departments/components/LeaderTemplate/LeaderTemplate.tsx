import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { PageBlocks } from '@brokerage/shared/ui/components/PageBlocks/PageBlocks.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { PageFrame, pageFrameProps } from '../../../../lib/catalog/PageFrame/PageFrame';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import { DepartmentMembers } from '../DepartmentMembers/DepartmentMembers';
import classes from './LeaderTemplate.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** ABOUT_LEADER: the page's text, then every department with its people. */
export function LeaderTemplate({ page }: { page: Page }) {
  return (
    <PageFrame {...pageFrameProps(page)}>
      {page.content && <RichContent html={page.content} />}
      <Leadership />
      <PageBlocks blocks={page.blocks} />
    </PageFrame>
  );
}

const Leadership = observer(function Leadership() {
  const { departments: store } = useStores();
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.loadLeadership(locale), [store], store.leadership);

  return (
    <ListStatus state={store.leadership} noDataMessage={t('departments.empty')} skeleton={<LeadershipSkeleton />}>
      <Stack gap={48}>
        {(store.leadership.value ?? []).map((department) => {
          const href = department.path ?? contentItemPath(department, locale);
          const headingId = `department-${department.id}`;
          return (
            <Stack key={department.id} component="section" gap="md" aria-labelledby={headingId} className={classes.department}>
              <Group justify="space-between" align="flex-end" gap="sm">
                <div>
                  <Title order={2} id={headingId}>
                    {department.title}
                  </Title>
                  {department.summary && <Text className={classes.muted}>{department.summary}</Text>}
                </div>
                {href && (
                  <Anchor component={Link} href={href} fw={600} className={classes.more}>
                    {t('departments.viewDepartment', { name: department.title })}
                    <IconArrowRight size={16} aria-hidden />
                  </Anchor>
                )}
              </Group>
              <DepartmentMembers members={department.members} />
            </Stack>
          );
        })}
      </Stack>
    </ListStatus>
  );
});

function LeadershipSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={28} width={260} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={200} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
