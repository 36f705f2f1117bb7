/** The SSO's pages speak Vietnamese by default and English on request. */
export type Lang = 'vi' | 'en';

export const LANGS: readonly Lang[] = ['vi', 'en'];

/**
 * The first candidate that names a language wins: `?lang=`, then `ui_locales` (a space-separated
 * list whose first entry counts), then the remembered choice. Vietnamese otherwise.
 */
export function pickLang(...candidates: (string | undefined | null)[]): Lang {
  for (const candidate of candidates) {
    const first = candidate?.trim().split(/\s+/)[0]?.toLowerCase();
    if (!first) continue;
    if (first.startsWith('en')) return 'en';
    if (first.startsWith('vi')) return 'vi';
  }
  return 'vi';
}

export interface Messages {
  brand: string;
  brandShort: string;
  brandTagline: string;
  languageNav: string;
  languageNames: Record<Lang, string>;
  hotline: string;
  rights: string;
  homeLink: string;
  login: {
    title: string;
    lead: string;
    accountNumber: string;
    accountPlaceholder: string;
    password: string;
    submit: string;
    cancel: string;
    errors: {
      accountRequired: string;
      accountFormat: string;
      passwordRequired: string;
      invalidCredentials: string;
      /** Too many failures from this address on this account: wait before the next try. */
      delayed: (seconds: number) => string;
      /** Too many failures on this account from unknown browsers: wait before the next try. */
      accountDelayed: (seconds: number) => string;
      /** Too many failures from this address on any accounts. */
      addressLimited: (seconds: number) => string;
      /** Too many login posts from this address, or from everybody. */
      rateLimited: (seconds: number) => string;
      /** The password checks are all taken: try again in a moment. */
      busy: (seconds: number) => string;
    };
  };
  logout: {
    title: string;
    question: string;
    confirm: string;
    stay: string;
    autoTitle: string;
    autoLead: string;
    doneTitle: string;
    doneLead: string;
  };
  error: {
    title: string;
    code: string;
    invalidRedirectUri: string;
    invalidClient: string;
    sessionExpired: string;
    accessDenied: string;
    serverError: string;
    notFound: string;
    rateLimited: string;
    generic: string;
  };
}

/** "45 giây", "3 phút": a wait, in seconds below a minute and whole minutes above. */
function viWait(seconds: number): string {
  return seconds < 60 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`;
}

function enWait(seconds: number): string {
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const vi: Messages = {
  brand: 'Chứng khoán An Phát',
  brandShort: 'An Phát',
  brandTagline: 'Chứng khoán',
  languageNav: 'Ngôn ngữ',
  languageNames: { vi: 'Tiếng Việt', en: 'English' },
  hotline: 'Hỗ trợ khách hàng: 1900 98 9999',
  rights: '© Công ty Cổ phần Chứng khoán An Phát',
  homeLink: 'Về trang chủ',
  login: {
    title: 'Đăng nhập',
    lead: 'Dùng số tài khoản chứng khoán và mật khẩu giao dịch trực tuyến của bạn.',
    accountNumber: 'Số tài khoản',
    accountPlaceholder: '009C…',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    cancel: 'Hủy và quay lại trang web',
    errors: {
      accountRequired: 'Vui lòng nhập số tài khoản.',
      accountFormat: 'Số tài khoản không đúng định dạng (ví dụ: 009C123456).',
      passwordRequired: 'Vui lòng nhập mật khẩu.',
      invalidCredentials: 'Số tài khoản hoặc mật khẩu không đúng.',
      delayed: (seconds) =>
        `Bạn đã nhập sai mật khẩu nhiều lần. Vui lòng đợi ${viWait(seconds)} rồi thử lại.`,
      accountDelayed: (seconds) =>
        `Tài khoản này vừa bị nhập sai mật khẩu nhiều lần. Vui lòng đợi ${viWait(seconds)} rồi thử lại, hoặc đăng nhập trên trình duyệt bạn đã từng đăng nhập.`,
      addressLimited: (seconds) =>
        `Có quá nhiều lần đăng nhập sai từ mạng của bạn. Vui lòng thử lại sau ${viWait(seconds)}.`,
      rateLimited: (seconds) =>
        `Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau ${viWait(seconds)}.`,
      busy: (seconds) =>
        `Hệ thống đang nhận quá nhiều yêu cầu đăng nhập. Vui lòng thử lại sau ${viWait(seconds)}.`,
    },
  },
  logout: {
    title: 'Đăng xuất',
    question: 'Bạn có muốn đăng xuất khỏi Chứng khoán An Phát không?',
    confirm: 'Đăng xuất',
    stay: 'Ở lại đăng nhập',
    autoTitle: 'Đang đăng xuất…',
    autoLead: 'Bạn sẽ được chuyển về trang web ngay sau khi đăng xuất.',
    doneTitle: 'Bạn đã đăng xuất',
    doneLead: 'Phiên đăng nhập của bạn tại Chứng khoán An Phát đã kết thúc.',
  },
  error: {
    title: 'Không thể tiếp tục',
    code: 'Mã lỗi',
    invalidRedirectUri:
      'Yêu cầu đăng nhập không hợp lệ: địa chỉ quay lại chưa được đăng ký. Vui lòng bắt đầu lại từ trang web.',
    invalidClient: 'Ứng dụng yêu cầu đăng nhập không được nhận diện.',
    sessionExpired: 'Phiên đăng nhập đã hết hạn. Vui lòng quay lại trang web và đăng nhập lại.',
    accessDenied: 'Yêu cầu đăng nhập đã bị hủy.',
    serverError: 'Hệ thống đang gặp sự cố. Vui lòng thử lại sau ít phút.',
    notFound: 'Không tìm thấy trang bạn yêu cầu.',
    rateLimited: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
    generic: 'Yêu cầu không hợp lệ. Vui lòng quay lại trang web và thử lại.',
  },
};

const en: Messages = {
  brand: 'An Phat Securities',
  brandShort: 'An Phat',
  brandTagline: 'Securities',
  languageNav: 'Language',
  languageNames: { vi: 'Tiếng Việt', en: 'English' },
  hotline: 'Customer support: 1900 98 9999',
  rights: '© An Phat Securities Joint Stock Company',
  homeLink: 'Back to the home page',
  login: {
    title: 'Log in',
    lead: 'Use your securities account number and online trading password.',
    accountNumber: 'Account number',
    accountPlaceholder: '009C…',
    password: 'Password',
    submit: 'Log in',
    cancel: 'Cancel and return to the website',
    errors: {
      accountRequired: 'Enter your account number.',
      accountFormat: 'The account number is not in the right format (for example 009C123456).',
      passwordRequired: 'Enter your password.',
      invalidCredentials: 'The account number or password is incorrect.',
      delayed: (seconds) =>
        `Too many wrong passwords. Wait ${enWait(seconds)} before trying again.`,
      accountDelayed: (seconds) =>
        `Too many wrong passwords for this account. Wait ${enWait(seconds)} before trying again, or log in from a browser you have logged in with before.`,
      addressLimited: (seconds) =>
        `Too many failed logins from your network. Try again in ${enWait(seconds)}.`,
      rateLimited: (seconds) => `Too many login attempts. Try again in ${enWait(seconds)}.`,
      busy: (seconds) => `The login service is busy right now. Try again in ${enWait(seconds)}.`,
    },
  },
  logout: {
    title: 'Log out',
    question: 'Do you want to log out of An Phat Securities?',
    confirm: 'Log out',
    stay: 'Stay logged in',
    autoTitle: 'Logging you out…',
    autoLead: 'You will be taken back to the website as soon as you are logged out.',
    doneTitle: 'You have logged out',
    doneLead: 'Your An Phat Securities session has ended.',
  },
  error: {
    title: 'We could not continue',
    code: 'Error code',
    invalidRedirectUri:
      'This login request is not valid: its return address is not registered. Please start again from the website.',
    invalidClient: 'The application asking you to log in is not recognised.',
    sessionExpired:
      'Your login session has expired. Please go back to the website and log in again.',
    accessDenied: 'The login request was cancelled.',
    serverError: 'Something went wrong on our side. Please try again in a few minutes.',
    notFound: 'The page you asked for does not exist.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    generic: 'This request is not valid. Please go back to the website and try again.',
  },
};

export const MESSAGES: Record<Lang, Messages> = { vi, en };
