import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApiClient, ok } from '@brokerage/shared/testing/fakeApiClient.ts';
import { ContactFormStore } from '../../features/contact/stores/ContactFormStore';
import { renderPage } from '../../lib/catalog/testing/renderPage';
import ContactRoute from './ContactRoute';

function renderAt(path: string) {
  renderPage(<ContactRoute />, {
    path,
    stores: { contactForm: new ContactFormStore(fakeApiClient(() => ok({ id: 1 }))) },
  });
}

describe('ContactRoute', () => {
  it('shows the head office from system settings with a callable hotline and an email link', () => {
    renderAt('/lien-he');
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
    renderAt('/en/contact');
    screen.getByRole('heading', { level: 1, name: 'Contact us' });
    screen.getByRole('heading', { level: 2, name: 'Head office' });
    screen.getByRole('form', { name: 'Send us a message' });
  });
});
