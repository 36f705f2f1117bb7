import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { fixtureGeneral } from '@brokerage/shared/testing/fixtures.ts';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../locales/en/corporate.json';
import viTexts from '../../locales/vi/corporate.json';
import { ContactFormStore } from '../../features/contact/stores/ContactFormStore';
import ContactRoute from './ContactRoute';

const stores = () => ({
  contactForm: new ContactFormStore(fakeApiClient(() => ok({ id: 1 }))),
});

describe('ContactRoute', () => {
  it('shows the head office from system settings with a callable hotline and an email link', () => {
    renderWithProviders(<ContactRoute />, {
      site: 'corporate',
      path: '/lien-he',
      resources: { vi: viTexts, en: enTexts },
      general: fixtureGeneral(),
      stores: stores(),
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
    const form = screen.getByRole('form', { name: 'Gửi yêu cầu liên hệ' });
    for (const name of ['Họ và tên', 'Số điện thoại', 'Email', 'Tiêu đề', 'Nội dung'])
      expect(within(form).getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Gửi liên hệ' })).toBeTruthy();
  });

  it('speaks English under /en', () => {
    renderWithProviders(<ContactRoute />, {
      site: 'corporate',
      path: '/en/contact',
      resources: { vi: viTexts, en: enTexts },
      general: fixtureGeneral(),
      stores: stores(),
    });
    screen.getByRole('heading', { level: 1, name: 'Contact us' });
    screen.getByRole('heading', { level: 2, name: 'Head office' });
    screen.getByRole('form', { name: 'Send us a message' });
  });
});
