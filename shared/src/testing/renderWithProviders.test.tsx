import { screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '../i18n/react';
import { useStores } from '../app/stores/StoresContext';
import { fixtureGeneral } from './fixtures';
import { renderWithProviders } from './renderWithProviders';

const Probe = observer(function Probe({ suffix = '' }: { suffix?: string }) {
  const { ui, system } = useStores();
  // shared has no registered site stores; the extra one is this test's own.
  const { extra } = useStores() as unknown as { extra: { name: string } };
  const { id } = useParams();
  const { t } = useTranslation('common');
  return (
    <p>
      {[ui.locale, id ?? '-', system.hotline, extra.name, t('actions.back')].join('|') + suffix}
    </p>
  );
});

describe('renderWithProviders', () => {
  it('provides stores, site stores, route params and the path language', () => {
    renderWithProviders(<Probe />, {
      path: '/en/analysis-reports/42',
      routePath: '/en/analysis-reports/:id?',
      site: 'analysis',
      general: fixtureGeneral({ hotline: '1800 0000' }),
      stores: { extra: { name: 'site store' } },
    });
    expect(screen.getByText('en|42|1800 0000|site store|Go back')).toBeTruthy();
  });

  it('keeps providers and router on rerender', () => {
    const { rerender } = renderWithProviders(<Probe />, { stores: { extra: { name: 'x' } } });
    rerender(<Probe suffix="!" />);
    expect(screen.getByText('vi|-|1900 98 9999|x|Quay lại!')).toBeTruthy();
  });
});
