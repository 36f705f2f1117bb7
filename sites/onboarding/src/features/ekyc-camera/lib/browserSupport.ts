// What the browser can do for the eKYC camera steps, read from the user agent and feature checks
// (spec §2: "iOS 12 / Android 21 or higher"; issue 22 item 5: in-app browsers).

export type InAppBrowser = 'zalo' | 'facebook' | 'messenger' | 'instagram' | 'line' | 'tiktok';
export type DevicePlatform = 'ios' | 'android' | 'desktop';
/** A key under `ekyc.camera.browser.*`: what to tell a customer whose browser falls short. */
export type BrowserRecommendation = 'insecure' | 'oldOs' | 'inApp' | 'noCamera' | 'noRecorder';

export interface BrowserSupport {
  /** `navigator.mediaDevices.getUserMedia` exists (it does not outside a secure context). */
  camera: boolean;
  /** `MediaRecorder` exists, for the face video. */
  recorder: boolean;
  secure: boolean;
  platform: DevicePlatform;
  /** iOS 12 or later, Android 5.0 (API 21) or later; always true on a desktop. */
  osVersionOk: boolean;
  inApp: InAppBrowser | null;
  webView: boolean;
  /** The first shortcoming, most fundamental first; absent when the browser is fine. */
  recommendation?: BrowserRecommendation;
}

/** The parts of `navigator` read here, so a test can pass a plain object. */
export interface NavigatorLike {
  userAgent: string;
  maxTouchPoints?: number;
  mediaDevices?: { getUserMedia?: unknown } | undefined;
}

export interface BrowserEnvironment {
  secure?: boolean;
  recorder?: boolean;
}

export const MIN_IOS_MAJOR = 12;
/** Android 5.0 is API level 21. */
export const MIN_ANDROID_MAJOR = 5;

// Order matters: Messenger and Instagram carry Facebook's FBAN/FBAV markers too.
const IN_APP_MARKERS: ReadonlyArray<readonly [InAppBrowser, RegExp]> = [
  ['zalo', /\bZalo/i],
  ['messenger', /MessengerForiOS|FB_IAB\/Orca-Android|\bMessenger\b/],
  ['instagram', /\bInstagram\b/],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\/|\bFBIOS\b/],
  ['line', /\bLine\/\d/],
  ['tiktok', /musical_ly|\bTikTok\b|trill_\d/i],
];

export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [app, marker] of IN_APP_MARKERS) if (marker.test(userAgent)) return app;
  return null;
}

const isIos = (ua: string, maxTouchPoints = 0) =>
  /iPhone|iPad|iPod/.test(ua) ||
  // iPadOS 13+ asks for desktop pages as a Mac; only the touch screen gives it away.
  (/Macintosh/.test(ua) && maxTouchPoints > 1);

/**
 * An embedded browser (an app's web view) rather than Safari or Chrome: an in-app browser,
 * Android's `; wv)` marker, or an iOS page without Safari's token (WKWebView).
 */
export function isWebView(userAgent: string): boolean {
  if (detectInAppBrowser(userAgent)) return true;
  if (/Android/.test(userAgent))
    return /; wv\)/.test(userAgent) || /Version\/4\.0 Chrome\//.test(userAgent);
  if (/iPhone|iPad|iPod/.test(userAgent)) return !/Safari\//.test(userAgent);
  return false;
}

function platformOf(ua: string, maxTouchPoints?: number): DevicePlatform {
  if (isIos(ua, maxTouchPoints)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  return 'desktop';
}

function osVersionOk(ua: string, platform: DevicePlatform): boolean {
  if (platform === 'ios') {
    // "CPU iPhone OS 12_4 like Mac OS X", "CPU OS 15_0 like Mac OS X" (iPad); a desktop-mode
    // iPad says nothing of iOS and is iPadOS 13 or later anyway.
    const match = /\bOS (\d+)[_.]\d/.exec(ua);
    return match ? Number(match[1]) >= MIN_IOS_MAJOR : true;
  }
  if (platform === 'android') {
    const match = /Android (\d+)/.exec(ua);
    return match ? Number(match[1]) >= MIN_ANDROID_MAJOR : true;
  }
  return true;
}

function recommend(state: {
  secure: boolean;
  versionOk: boolean;
  inApp: InAppBrowser | null;
  camera: boolean;
  recorder: boolean;
}): BrowserRecommendation | undefined {
  if (!state.secure) return 'insecure';
  if (!state.versionOk) return 'oldOs';
  if (state.inApp) return 'inApp';
  if (!state.camera) return 'noCamera';
  if (!state.recorder) return 'noRecorder';
  return undefined;
}

function currentEnvironment(): BrowserEnvironment {
  if (typeof window === 'undefined') return { secure: false, recorder: false };
  const { protocol, hostname } = window.location;
  return {
    // Browsers older than isSecureContext: what they would have said.
    secure:
      window.isSecureContext ??
      (protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1'),
    recorder: typeof window.MediaRecorder === 'function',
  };
}

/** What this browser offers the camera steps, and the §2 recommendation when it falls short. */
export function checkBrowserSupport(
  nav: NavigatorLike | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  environment: BrowserEnvironment = currentEnvironment(),
): BrowserSupport {
  const ua = nav?.userAgent ?? '';
  const platform = platformOf(ua, nav?.maxTouchPoints);
  const secure = environment.secure ?? false;
  const camera = typeof nav?.mediaDevices?.getUserMedia === 'function';
  const recorder = environment.recorder ?? false;
  const versionOk = osVersionOk(ua, platform);
  const inApp = detectInAppBrowser(ua);
  const recommendation = recommend({ secure, versionOk, inApp, camera, recorder });
  return {
    camera,
    recorder,
    secure,
    platform,
    osVersionOk: versionOk,
    inApp,
    webView: isWebView(ua),
    ...(recommendation ? { recommendation } : {}),
  };
}
