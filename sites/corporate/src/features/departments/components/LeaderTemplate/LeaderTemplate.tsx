import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { contentItemPath } from '@brokerage/shared/routing/contentPaths.ts';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { TemplatePage } from '../../../../lib/catalog/TemplatePage/TemplatePage';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';
import { DepartmentMembers } from '../DepartmentMembers/DepartmentMembers';
import classes from './LeaderTemplate.module.css';

/** ABOUT_LEADER: the page's text, then every department with its people. */
export const LeaderTemplate = observer(function LeaderTemplate({ page }: { page: Page }) {
  const { departments: store } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <TemplatePage page={page}>
      <LoadedList
        state={store.leadership}
        load={store.loadLeadership}
        noData="departments.empty"
        skeleton={<ListSkeleton heading={{ height: 28, width: 260 }} cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" count={4} height={200} radius="md" />}
      >
        {(locale) => (
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
        )}
      </LoadedList>
    </TemplatePage>
  );
});
