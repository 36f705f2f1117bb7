import { screen } from '@testing-library/react';
import { describe, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import UnderDevelopmentRoute from './UnderDevelopmentRoute';

describe('UnderDevelopmentRoute', () => {
  it.each([
    ['/dang-ky-giao-dich', 'Rất tiếc, chúng tôi đang phát triển tính năng này'],
    ['/en/register-bond-trading', 'Sorry, we are still developing this feature'],
  ])('shows the 403 page at %s', async (path, title) => {
    renderWithProviders(<UnderDevelopmentRoute />, { site: 'onboarding', path });
    await screen.findByRole('heading', { level: 1, name: title });
  });
});
