import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { ErrorPage } from '@brokerage/shared/app/components/ErrorPage/ErrorPage.tsx';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { errorStatus, type LoadFailure } from '@brokerage/shared/app/data/loadError.ts';
import { useQueryParam } from '@brokerage/shared/app/data/useQueryPage.ts';
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
  if (store.areasFailure && store.areasFailure !== 'notFound' && store.areas.length === 0) {
    return <ErrorPage status={errorStatus(store.areasFailure)} />;
  }

  const department = store.selectedDepartment;

  return (
    <section aria-labelledby="khcn-directory-title" className={classes.root}>
      <Title order={2} id="khcn-directory-title" mb="md">
        {t('investmentConsulting.title')}
      </Title>
      {store.areasLoading && store.areas.length === 0 ? (
        <Skeleton height={40} radius="sm" aria-label={t('investmentConsulting.loading')} />
      ) : store.areas.length === 0 ? (
        <Text c="dimmed">{t('investmentConsulting.noAreas')}</Text>
      ) : (
        <Tabs
          value={store.selectedAreaId === null ? null : String(store.selectedAreaId)}
          onChange={(value) => value && void store.selectArea(Number(value))}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('investmentConsulting.areas')}>
            {store.areas.map((area) => (
              <Tabs.Tab key={area.id} value={String(area.id)}>
                {area.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {store.areas.map((area) => (
            <Tabs.Panel key={area.id} value={String(area.id)} pt="lg">
              <Stack gap="lg">
                <div>
                  <Title order={3} size="h4" mb="sm">
                    {t('investmentConsulting.departments')}
                  </Title>
                  {store.departmentsFailure ? (
                    <InlineFailure
                      failure={store.departmentsFailure}
                      onRetry={() => void store.retryDepartments()}
                    />
                  ) : store.departmentsLoading ? (
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                      {[0, 1].map((i) => (
                        <Skeleton key={i} height={84} radius="md" />
                      ))}
                    </SimpleGrid>
                  ) : store.departments.length === 0 ? (
                    <Text c="dimmed">{t('investmentConsulting.noDepartments')}</Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list">
                      {store.departments.map((d) => {
                        const selected = d.id === store.selectedDepartmentId;
                        return (
                          <div role="listitem" key={d.id}>
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
                          </div>
                        );
                      })}
                    </SimpleGrid>
                  )}
                </div>
                {department || store.specialistsLoading || store.specialistsFailure ? (
                  <div>
                    <Title order={3} size="h4" mb="sm">
                      {department
                        ? t('investmentConsulting.specialistsOf', { name: department.name })
                        : t('investmentConsulting.specialists')}
                    </Title>
                    {store.specialistsFailure ? (
                      <InlineFailure
                        failure={store.specialistsFailure}
                        onRetry={() => void store.retrySpecialists()}
                      />
                    ) : store.specialistsLoading ? (
                      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
                        {[0, 1, 2].map((i) => (
                          <Skeleton key={i} height={220} radius="md" />
                        ))}
                      </SimpleGrid>
                    ) : store.specialists.length === 0 ? (
                      <Text c="dimmed">{t('investmentConsulting.noSpecialists')}</Text>
                    ) : (
                      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} role="list">
                        {store.specialists.map((s) => (
                          <div role="listitem" key={s.id}>
                            <SpecialistCard
                              specialist={s}
                              locale={locale}
                              onOpen={() => setSpecialistParam(String(s.id))}
                            />
                          </div>
                        ))}
                      </SimpleGrid>
                    )}
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
