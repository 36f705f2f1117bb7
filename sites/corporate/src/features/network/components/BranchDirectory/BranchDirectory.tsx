import { SimpleGrid, Tabs } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { ListSkeleton } from '../../../../lib/content/ListSkeleton/ListSkeleton';
import { TitledSection } from '../../../../lib/content/TitledSection/TitledSection';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';
import type { RegionCode } from '../../api/networkApi';
import { BranchCard } from '../BranchCard/BranchCard';
import classes from './BranchDirectory.module.css';

/** Region tabs, each with its offices as cards. */
export const BranchDirectory = observer(function BranchDirectory() {
  const { network: store } = useStores();
  const { t } = useTranslation('corporate');

  const active = store.activeRegion;
  return (
    <TitledSection headingId="network-title" title={t('network.title')}>
      <LoadedList
        state={store.data}
        load={store.load}
        noData="network.empty"
        skeleton={
          <ListSkeleton
            heading={{ height: 36, width: 'min(100%, 420px)' }}
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            count={3}
            height={220}
            radius="md"
          />
        }
      >
        {() => (
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
                <SimpleGrid
                  component="ul"
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="lg"
                  className={classes.grid}
                >
                  {group.branches.map((branch) => (
                    <li key={branch.id}>
                      <BranchCard branch={branch} />
                    </li>
                  ))}
                </SimpleGrid>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </LoadedList>
    </TitledSection>
  );
});
