import { Container } from '@mantine/core';
import {
  CmsPageTemplate,
} from '@brokerage/shared/app/components/CmsPageTemplate/CmsPageTemplate.tsx';
import type { Page } from '@brokerage/shared/validation/content.ts';
import { SpecialistDirectory } from '../SpecialistDirectory/SpecialistDirectory';

/** KHCN_INVESTMENT_CONSULTING: the CMS content, then the directory of advisers. */
export function InvestmentConsultingTemplate({ page }: { page: Page }) {
  return (
    <>
      <CmsPageTemplate page={page} />
      <Container size="xl" pb="xl">
        <SpecialistDirectory />
      </Container>
    </>
  );
}
