import { describe, expect, it } from 'vitest';
import { GenericTemplate } from '../components/GenericTemplate/GenericTemplate';
import { resolveTemplate } from './registry';

describe('resolveTemplate', () => {
  it.each(['ABOUT_GENERAL', 'KHCN_FAQ', 'NEWS_BOND_NEWS_EVENTS', 'HTGD_DEFAULT_TEMPLATE', 'TPDN'])(
    'renders the known template %s',
    (code) => {
      expect(resolveTemplate(code)).toEqual({ kind: 'render', Component: GenericTemplate });
    },
  );

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
