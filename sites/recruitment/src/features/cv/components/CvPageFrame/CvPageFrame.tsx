import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { RouteId } from '@brokerage/shared/routing/routes.ts';
import classes from './CvPageFrame.module.css';

const PAGES: {
  route: RouteId;
  label: 'myCv' | 'editCv' | 'uploadCv' | 'savedJobs' | 'appliedJobs';
}[] = [
  { route: 'applicationCv', label: 'myCv' },
  { route: 'editCv', label: 'editCv' },
  { route: 'applicationCvFile', label: 'uploadCv' },
  { route: 'savedJob', label: 'savedJobs' },
  { route: 'appliedJob', label: 'appliedJobs' },
];

interface CvPageFrameProps {
  route: RouteId;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The candidate's pages (CVs, saved and applied jobs): recruit layout, heading, their own menu. */
export function CvPageFrame({ route, title, intro, children }: CvPageFrameProps) {
  const { t } = useTranslation('recruitment');
  useLayout('recruit');
  return (
    <Container size="lg" py="xl">
      <PageHead title={title} templateCode="RECRUITMENT" />
      <Stack gap="lg">
        <nav aria-label={t('cv.nav.label')}>
          <Group gap="xs" className={classes.nav}>
            {PAGES.map((page) => (
              <Link
                key={page.route}
                route={page.route}
                className={classes.link}
                aria-current={page.route === route ? 'page' : undefined}
              >
                {t(`cv.nav.${page.label}`)}
              </Link>
            ))}
          </Group>
        </nav>
        <div>
          <Title order={1}>{title}</Title>
          {intro && (
            <Text mt="xs" c="dimmed">
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
