import { describe, expect, it } from 'vitest';
import {
  checkBrowserSupport,
  detectInAppBrowser,
  isWebView,
  type InAppBrowser,
} from './browserSupport';

// Real user agents as the apps and browsers send them.
const UA = {
  iosSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosSafari12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iosSafari11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  iosWkWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  android50:
    'Mozilla/5.0 (Linux; Android 5.0; SM-G900F Build/LRX21T) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/40.0.2214.89 Mobile Safari/537.36',
  android44:
    'Mozilla/5.0 (Linux; Android 4.4.2; SM-G7102 Build/KOT49H) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/34.0.1847.114 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S908B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/21.0 Chrome/110.0.5481.154 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  zaloAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Zalo android/12100733 ZaloTheme/light ZaloLanguage/vi',
  zaloIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Zalo iOS/542 ZaloTheme/light ZaloLanguage/vn',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.40.111;FBBV/545908516;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/vi_VN;FBOP/5;FBRV/547104025]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/445.0.0.34.118;]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/416.0.0.22.109;FBBV/506435404;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/16.5;FBSS/3;FBID/phone;FBLC/vi;FBOP/5]',
  messengerAndroid:
    'Mozilla/5.0 (Linux; Android 12; CPH2127 Build/RKQ1.201217.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/437.0.0.27.109;]',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.2.20.109 (iPhone15,3; iOS 17_2; vi_VN; vi; scale=3.00; 1290x2796; 548339486)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 Instagram 311.0.0.32.118 Android (33/13; 420dpi; 1080x2177; samsung; SM-G991B; o1s; exynos2100; vi_VN; 545986883)',
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/12.5.0',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 11; M2007J20CG Build/RKQ1.200826.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.117 Mobile Safari/537.36 trill_2023109040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/31.9.4 ByteLocale/vi Region/VN BytedanceWebview/d8a21c6',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_29.3.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/vi Region/VN',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopFirefox:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
} as const;

describe('detectInAppBrowser and isWebView', () => {
  const table: Array<[keyof typeof UA, InAppBrowser | null, boolean]> = [
    ['iosSafari17', null, false],
    ['iosChrome', null, false],
    ['iosWkWebView', null, true],
    ['androidChrome', null, false],
    ['samsung', null, false],
    ['androidWebView', null, true],
    ['zaloAndroid', 'zalo', true],
    ['zaloIos', 'zalo', true],
    ['facebookIos', 'facebook', true],
    ['facebookAndroid', 'facebook', true],
    ['messengerIos', 'messenger', true],
    ['messengerAndroid', 'messenger', true],
    ['instagramIos', 'instagram', true],
    ['instagramAndroid', 'instagram', true],
    ['lineIos', 'line', true],
    ['tiktokAndroid', 'tiktok', true],
    ['tiktokIos', 'tiktok', true],
    ['desktopChrome', null, false],
    ['desktopFirefox', null, false],
  ];
  it.each(table)('%s: in-app %s, web view %s', (name, app, webView) => {
    expect(detectInAppBrowser(UA[name])).toBe(app);
    expect(isWebView(UA[name])).toBe(webView);
  });
});

describe('checkBrowserSupport', () => {
  const capable = { getUserMedia: () => undefined };
  const fine = { secure: true, recorder: true };
  const check = (
    ua: string,
    options: { touch?: number; camera?: boolean; secure?: boolean; recorder?: boolean } = {},
  ) =>
    checkBrowserSupport(
      {
        userAgent: ua,
        maxTouchPoints: options.touch ?? 0,
        mediaDevices: options.camera === false ? undefined : capable,
      },
      {
        ...fine,
        ...(options.secure === undefined ? {} : { secure: options.secure }),
        ...(options.recorder === undefined ? {} : { recorder: options.recorder }),
      },
    );

  it.each([
    ['iosSafari17', 'ios', true],
    ['iosSafari12', 'ios', true],
    ['iosSafari11', 'ios', false],
    ['iosChrome', 'ios', true],
    ['androidChrome', 'android', true],
    ['android50', 'android', true],
    ['android44', 'android', false],
    ['samsung', 'android', true],
    ['desktopChrome', 'desktop', true],
    ['desktopFirefox', 'desktop', true],
  ] as const)('%s runs on %s, OS recent enough: %s', (name, platform, osVersionOk) => {
    const support = check(UA[name]);
    expect(support.platform).toBe(platform);
    expect(support.osVersionOk).toBe(osVersionOk);
    expect(support.recommendation).toBe(osVersionOk ? undefined : 'oldOs');
  });

  it('takes an iPad asking for desktop pages for iOS by its touch screen', () => {
    expect(check(UA.ipadDesktopMode, { touch: 5 }).platform).toBe('ios');
    expect(check(UA.ipadDesktopMode, { touch: 0 }).platform).toBe('desktop');
  });

  it('sends in-app browsers to a real browser', () => {
    const support = check(UA.zaloAndroid);
    expect(support).toMatchObject({
      inApp: 'zalo',
      webView: true,
      platform: 'android',
      recommendation: 'inApp',
    });
    expect(check(UA.messengerIos).recommendation).toBe('inApp');
  });

  it('names the most fundamental shortcoming first', () => {
    expect(check(UA.androidChrome, { secure: false, camera: false })).toMatchObject({
      secure: false,
      camera: false,
      recommendation: 'insecure',
    });
    expect(check(UA.android44, { camera: false }).recommendation).toBe('oldOs');
    expect(check(UA.androidChrome, { camera: false }).recommendation).toBe('noCamera');
    expect(check(UA.iosSafari12, { recorder: false })).toMatchObject({
      recorder: false,
      recommendation: 'noRecorder',
    });
    expect(check(UA.iosSafari17)).toMatchObject({ camera: true, recorder: true, secure: true });
  });
});
