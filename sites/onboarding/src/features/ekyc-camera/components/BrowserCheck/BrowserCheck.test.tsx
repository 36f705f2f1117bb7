import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/onboarding.json';
import viTexts from '../../../../locales/vi/onboarding.json';
import { checkBrowserSupport, type BrowserSupport } from '../../lib/browserSupport';
import { BrowserCheck, chromeIntentUrl } from './BrowserCheck';

const ZALO_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Zalo android/12100733 ZaloTheme/light ZaloLanguage/vi';
const MESSENGER_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/416.0.0.22.109;FBDV/iPhone13,2]';
const SAFARI_IOS11 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const support = (userAgent: string, recorder = true): BrowserSupport =>
  checkBrowserSupport(
    { userAgent, mediaDevices: { getUserMedia: () => undefined } },
    { secure: true, recorder },
  );

const URL_HERE = 'https://anphat.example/ekyc?step=id';

function renderCheck(given: BrowserSupport, path = '/ekyc', needs?: 'photo' | 'video') {
  return renderWithProviders(
    <BrowserCheck support={given} url={URL_HERE} {...(needs ? { needs } : {})} />,
    {
      site: 'onboarding',
      path,
      resources: { vi: viTexts, en: enTexts },
    },
  );
}

describe('BrowserCheck', () => {
  it('asks to leave Zalo for a real browser, with Chrome on Android and the link to copy', () => {
    renderCheck(support(ZALO_ANDROID));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Vui lòng mở trang bằng trình duyệt');
    expect(notice.textContent).toContain('trong ứng dụng Zalo');
    expect(notice.textContent).toContain('iOS 12 hoặc Android 21 trở lên');
    expect(screen.getByRole('link', { name: 'Mở bằng Chrome' }).getAttribute('href')).toBe(
      chromeIntentUrl(URL_HERE),
    );
    screen.getByRole('button', { name: 'Sao chép đường dẫn' });
  });

  it('offers only the copy on an iPhone (no Chrome intent there)', () => {
    renderCheck(support(MESSENGER_IOS), '/en/ekyc');
    expect(screen.getByRole('status').textContent).toContain('inside the Messenger app');
    expect(screen.queryByRole('link', { name: 'Open in Chrome' })).toBeNull();
    screen.getByRole('button', { name: 'Copy link' });
  });

  it('gives the spec §2 recommendation to an old iOS', () => {
    renderCheck(support(SAFARI_IOS11), '/en/ekyc');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('This device does not meet the requirements');
    expect(notice.textContent).toContain('iOS 12 or Android 21 or higher');
  });

  it('says nothing to a browser that is fine, nor about recording on a photo step', () => {
    const { rerender } = renderCheck(support(CHROME));
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<BrowserCheck support={support(CHROME, false)} url={URL_HERE} needs="photo" />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<BrowserCheck support={support(CHROME, false)} url={URL_HERE} needs="video" />);
    expect(screen.getByRole('status').textContent).toContain('Trình duyệt không quay được video');
  });

  it('builds an Android intent that opens the same page in Chrome', () => {
    expect(chromeIntentUrl(URL_HERE)).toBe(
      `intent://anphat.example/ekyc?step=id#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(URL_HERE)};end`,
    );
  });
});
