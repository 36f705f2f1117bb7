import { describe, expect, it } from 'vitest';
import {
  CmsPageTemplate,
} from '@brokerage/shared/app/components/CmsPageTemplate/CmsPageTemplate.tsx';
import { PAGE_TEMPLATE_CODES } from '@brokerage/shared/validation/codes.ts';
import { resolveTemplate } from './registry';

describe('resolveTemplate', () => {
  it.each(['ABOUT_GENERAL', 'KHCN_FAQ', 'NEWS_BOND_NEWS_EVENTS', 'HTGD_DEFAULT_TEMPLATE', 'TPDN'])(
    'renders the known template %s',
    (code) => {
      expect(resolveTemplate(code)).toEqual({ kind: 'render', Component: CmsPageTemplate });
    },
  );

  it('renders every code of PAGE_TEMPLATE_CODES but ERROR_403 and the RECRUITMENT family', () => {
    const kinds = PAGE_TEMPLATE_CODES.map((code) => resolveTemplate(code).kind);
    expect(kinds.filter((kind) => kind === 'render')).toHaveLength(PAGE_TEMPLATE_CODES.length - 4);
    expect(kinds).not.toContain('unknown');
  });

  it('treats ERROR_403 as a page under development', () => {
    expect(resolveTemplate('ERROR_403')).toEqual({ kind: 'forbidden' });
  });

  it.each(['RECRUITMENT', 'RECRUITMENT_CAREER', 'RECRUITMENT_ABOUT_US'])(
    'hands %s to the recruitment site',
    (code) => {
      expect(resolveTemplate(code)).toEqual({ kind: 'otherSite' });
    },
  );

  it('does not know anything else', () => {
    expect(resolveTemplate('SOMETHING_NEW')).toEqual({ kind: 'unknown' });
    expect(resolveTemplate('')).toEqual({ kind: 'unknown' });
  });
});
