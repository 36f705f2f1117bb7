import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureGeneral, renderWithProviders } from '@brokerage/shared/testing';
import enTexts from '../../locales/en/corporate.json';
import viTexts from '../../locales/vi/corporate.json';
import ContactRoute from './ContactRoute';

describe('ContactRoute', () => {
  it('shows the head office from system settings with a callable hotline and an email link', () => {
    renderWithProviders(<ContactRoute />, {
      site: 'corporate',
      path: '/lien-he',
      resources: { vi: viTexts, en: enTexts },
      general: fixtureGeneral(),
    });
    screen.getByRole('heading', { level: 1, name: 'Liên hệ' });
    screen.getByText('Tầng 12, 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội');
    expect(screen.getByRole('link', { name: '1900 98 9999' }).getAttribute('href')).toBe(
      'tel:1900989999',
    );
    expect(screen.getByRole('link', { name: 'hotro@anphat.example' }).getAttribute('href')).toBe(
      'mailto:hotro@anphat.example',
    );
    screen.getByRole('heading', { level: 2, name: 'Chi nhánh và phòng giao dịch' });
    // The contact form is its own issue: no form may pretend to send anything.
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('speaks English under /en', () => {
    renderWithProviders(<ContactRoute />, {
      site: 'corporate',
      path: '/en/contact',
      resources: { vi: viTexts, en: enTexts },
      general: fixtureGeneral(),
    });
    screen.getByRole('heading', { level: 1, name: 'Contact us' });
    screen.getByRole('heading', { level: 2, name: 'Head office' });
  });
});
