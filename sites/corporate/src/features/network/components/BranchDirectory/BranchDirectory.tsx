import { SimpleGrid, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ListStatus } from '../../../../lib/content/ListStatus/ListStatus';
import type { RegionCode } from '../../api/networkApi';
import { BranchCard } from '../BranchCard/BranchCard';
import classes from './BranchDirectory.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

/** Region tabs, each with its offices as cards. */
export const BranchDirectory = observer(function BranchDirectory() {
  const { network: store } = useStores();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.load(locale), [store], store);

  const active = store.activeRegion;
  return (
    <Stack component="section" aria-labelledby="network-title" gap="md">
      <Title order={2} id="network-title">
        {t('network.title')}
      </Title>
      <ListStatus state={store} noDataMessage={t('network.empty')} skeleton={<BranchSkeleton />}>
        <Tabs
          value={active}
          onChange={(value) => value && store.selectRegion(value as RegionCode)}
          keepMounted={false}
          classNames={{ list: classes.tabList }}
        >
          <Tabs.List aria-label={t('network.regions')}>
            {store.groups.map((group) => (
              <Tabs.Tab key={group.code} value={group.code}>
                {t('network.regionTab', {
                  name: group.title ?? t(`network.regionNames.${group.code}`),
                  count: group.branches.length,
                })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {store.groups.map((group) => (
            <Tabs.Panel key={group.code} value={group.code} pt="lg">
              <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.grid}>
                {group.branches.map((branch) => (
                  <li key={branch.id}>
                    <BranchCard branch={branch} />
                  </li>
                ))}
              </SimpleGrid>
            </Tabs.Panel>
          ))}
        </Tabs>
      </ListStatus>
    </Stack>
  );
});

function BranchSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={36} width="min(100%, 420px)" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={220} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
