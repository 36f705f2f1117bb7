import { Anchor, Badge, Skeleton, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { telHref } from '@brokerage/shared/format/phone.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { LoadedList } from '../../../../lib/content/LoadedList/LoadedList';
import classes from './OfficeList.module.css';

/**
 * Every office in a compact list by region (name, address, phone), for the contact page's side
 * card; the network page (BranchDirectory) shows them as full cards with the map links.
 */
export const OfficeList = observer(function OfficeList() {
  const { network: store } = useStores();
  const { t } = useTranslation('corporate');
  return (
    <LoadedList
      state={store.data}
      load={store.load}
      noData="network.empty"
      skeleton={
        <Stack gap="sm" aria-hidden>
          <Skeleton height={20} width="40%" />
          <Skeleton height={18} />
          <Skeleton height={18} width="70%" />
        </Stack>
      }
    >
      {() => (
        <Stack gap="md" data-testid="office-list">
          {store.groups.map((group) => (
            <section
              key={group.code}
              aria-label={group.title ?? t(`network.regionNames.${group.code}`)}
            >
              <Text component="h3" fw={700} size="md" m={0} mb={6}>
                {group.title ?? t(`network.regionNames.${group.code}`)}
              </Text>
              <ul className={classes.list}>
                {group.branches.map((branch) => (
                  <li key={branch.id} className={classes.office}>
                    <Text fw={600} size="sm" component="span" className={classes.name}>
                      {branch.title}
                      {/* A badge only where the name does not say it already. */}
                      {branch.attrs.isHeadOffice &&
                        !branch.title.includes(t('network.headOffice')) && (
                          <Badge variant="light" radius="sm" tt="none" size="sm" ml={6}>
                            {t('network.headOffice')}
                          </Badge>
                        )}
                    </Text>
                    <Text size="sm">{branch.attrs.address}</Text>
                    <Text size="sm">
                      {t('network.phone')}:{' '}
                      <Anchor href={telHref(branch.attrs.phone)}>{branch.attrs.phone}</Anchor>
                    </Text>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Stack>
      )}
    </LoadedList>
  );
});
