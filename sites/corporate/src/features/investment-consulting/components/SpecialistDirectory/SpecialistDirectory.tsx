import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { errorStatus, type LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { useQueryParam } from '@brokerage/shared/app/data/useQueryPage.ts';
import type { DirectoryLevel } from '../../stores/InvestmentConsultingStore';
import { useInvestmentConsultingStore } from '../../stores/investmentConsultingStoreOf';
import { SpecialistCard } from '../SpecialistCard/SpecialistCard';
import { SpecialistDetail } from '../SpecialistDetail/SpecialistDetail';
import classes from './SpecialistDirectory.module.css';
import { useLoad } from '@brokerage/shared/app/data/useLoad.ts';

function InlineFailure({ failure, onRetry }: { failure: LoadFailure; onRetry: () => void }) {
  const { t } = useTranslation('corporate');
  return (
    <Alert color="red" role="alert" title={t('investmentConsulting.failed')}>
      <Group justify="space-between">
        <Text size="sm">
          {failure === 'maintenance'
            ? t('investmentConsulting.maintenance')
            : t('investmentConsulting.tryAgain')}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('investmentConsulting.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

interface ListStateProps<T extends { id: number }> {
  level: DirectoryLevel<T>;
  onRetry: () => void;
  cols: SimpleGridProps['cols'];
  /** Grey cards of the list's shape while it loads. */
  placeholder: { count: number; height: number };
  /** The text of an empty list. */
  empty: string;
  children: (item: T) => ReactNode;
}

/** A list of an area (its departments, a department's advisers): failure, loading, empty or it. */
function ListState<T extends { id: number }>({
  level: { failure, loading, items },
  onRetry,
  cols,
  placeholder,
  empty,
  children,
}: ListStateProps<T>) {
  if (failure) return <InlineFailure failure={failure} onRetry={onRetry} />;
  if (loading)
    return (
      <SimpleGrid cols={cols}>
        {Array.from({ length: placeholder.count }, (_, i) => (
          <Skeleton key={i} height={placeholder.height} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <SimpleGrid cols={cols} role="list">
      {items.map((item) => (
        <div role="listitem" key={item.id}>
          {children(item)}
        </div>
      ))}
    </SimpleGrid>
  );
}

/** `?specialist=` names the open adviser: a login's way back (and Back) reopens or closes it. */
const SPECIALIST_PARAM = 'specialist';

function specialistIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Area tabs, the desks of the chosen area and the advisers of the chosen desk. */
export const SpecialistDirectory = observer(function SpecialistDirectory() {
  const store = useInvestmentConsultingStore();
  // The path's language, like the CMS page around it (the i18n language may still be the old one).
  const { locale } = usePageMatch();
  const { t } = useTranslation('corporate');

  useLoad((locale) => store.load(locale), [store], store);

  const [specialistParam, setSpecialistParam] = useQueryParam(SPECIALIST_PARAM);
  const openId = specialistIdFrom(specialistParam);
  useEffect(() => {
    if (openId === null) store.closeSpecialist();
    else void store.openSpecialist(openId);
  }, [store, openId, locale]);

  // The directory is the point of the page: without any area the page cannot work.
  const areas = store.areas;
  if (areas.failure && areas.failure !== 'notFound' && areas.items.length === 0) {
    return <ErrorPage status={errorStatus(areas.failure)} />;
  }

  const department = store.selectedDepartment;

  return (
    <section aria-labelledby="khcn-directory-title" className={classes.root}>
      <Title order={2} id="khcn-directory-title" mb="md">
        {t('investmentConsulting.title')}
      </Title>
      {areas.loading && areas.items.length === 0 ? (
        <Skeleton height={40} radius="sm" aria-label={t('investmentConsulting.loading')} />
      ) : areas.items.length === 0 ? (
        <Text c="dimmed">{t('investmentConsulting.noAreas')}</Text>
      ) : (
        <Tabs
          value={store.selectedAreaId === null ? null : String(store.selectedAreaId)}
          onChange={(value) => value && void store.selectArea(Number(value))}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('investmentConsulting.areas')}>
            {areas.items.map((area) => (
              <Tabs.Tab key={area.id} value={String(area.id)}>
                {area.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {areas.items.map((area) => (
            <Tabs.Panel key={area.id} value={String(area.id)} pt="lg">
              <Stack gap="lg">
                <div>
                  <Title order={3} size="h4" mb="sm">
                    {t('investmentConsulting.departments')}
                  </Title>
                  <ListState
                    level={store.departments}
                    onRetry={() => void store.retryDepartments()}
                    cols={{ base: 1, sm: 2, lg: 3 }}
                    placeholder={{ count: 2, height: 84 }}
                    empty={t('investmentConsulting.noDepartments')}
                  >
                    {(d) => {
                      const selected = d.id === store.selectedDepartmentId;
                      return (
                        <UnstyledButton
                          className={classes.department}
                          data-selected={selected || undefined}
                          aria-pressed={selected}
                          onClick={() => void store.selectDepartment(d.id)}
                        >
                          <Text fw={600}>{d.name}</Text>
                          <Text size="sm" c="dimmed">
                            {d.address}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('investmentConsulting.phone')}: {d.phone}
                          </Text>
                        </UnstyledButton>
                      );
                    }}
                  </ListState>
                </div>
                {department || store.specialists.loading || store.specialists.failure ? (
                  <div>
                    <Title order={3} size="h4" mb="sm">
                      {department
                        ? t('investmentConsulting.specialistsOf', { name: department.name })
                        : t('investmentConsulting.specialists')}
                    </Title>
                    <ListState
                      level={store.specialists}
                      onRetry={() => void store.retrySpecialists()}
                      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
                      placeholder={{ count: 3, height: 220 }}
                      empty={t('investmentConsulting.noSpecialists')}
                    >
                      {(s) => (
                        <SpecialistCard
                          specialist={s}
                          locale={locale}
                          onOpen={() => setSpecialistParam(String(s.id))}
                        />
                      )}
                    </ListState>
                  </div>
                ) : null}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <SpecialistDetail store={store} locale={locale} onClose={() => setSpecialistParam(null)} />
    </section>
  );
});
