import type { Locale } from '@brokerage/shared/routing/routes.ts';
import { formatDate } from '@brokerage/shared/format/date.ts';
import type { TextBlock } from '../files/html';
import { buildDocumentPdf } from '../files/pdf';

/** What the contract names, resolved to the request language by the caller. */
export interface ContractInput {
  locale: Locale;
  caseId: string;
  /** The day it is drawn up (also the PDF's date). */
  date: Date;
  signWithinDays: number;
  customer: {
    fullName: string;
    idCode: string;
    /** ISO dates. */
    dateOfBirth: string;
    idDate: string;
    gender: 'male' | 'female';
    phone: string;
    email: string;
    address: string;
  };
  accounts: { margin: boolean; derivative: boolean };
  servicePack: { name: string; interestRate: number; fee: number };
  branch: string;
  broker: string;
  bank: { name: string; accountNumber: string };
  related: { name: string; phone: string; relationship: string };
}

const TEXT = {
  vi: {
    title: 'Hợp đồng mở tài khoản giao dịch chứng khoán',
    meta: (id: string, date: string) => `Mã hồ sơ ${id} · Lập ngày ${date}`,
    partyA: 'Bên A: Công ty Cổ phần Chứng khoán An Phát',
    partyAText:
      'Trụ sở: Tầng 12, tòa nhà An Phát, 36 Hoàng Cầu, phường Ô Chợ Dừa, Hà Nội. Tổng đài 1900 98 9999.',
    partyB: 'Bên B: Khách hàng',
    fullName: 'Họ và tên',
    idCode: 'Số CCCD',
    idDate: 'Ngày cấp',
    dateOfBirth: 'Ngày sinh',
    gender: 'Giới tính',
    genders: { male: 'Nam', female: 'Nữ' },
    phone: 'Điện thoại',
    email: 'Email',
    address: 'Địa chỉ thường trú',
    related: 'Người liên hệ',
    accounts: 'Tài khoản và dịch vụ đăng ký',
    accountTypes: 'Loại tài khoản',
    regular: 'Giao dịch chứng khoán thường',
    margin: 'Giao dịch ký quỹ (margin)',
    derivative: 'Giao dịch chứng khoán phái sinh',
    pack: 'Gói dịch vụ',
    packText: (name: string, rate: string, fee: string) =>
      `${name}: lãi suất ${rate}%/năm, phí giao dịch ${fee}%`,
    branch: 'Chi nhánh quản lý',
    broker: 'Chuyên viên môi giới',
    bank: 'Tài khoản ngân hàng nhận tiền',
    terms: 'Điều khoản và điều kiện',
    signing: (days: number) =>
      `Hợp đồng điện tử này được Bên B ký trên ứng dụng APS Mobile trong vòng ${days} ngày kể từ ngày mở tài khoản. Quá thời hạn trên, tài khoản chỉ được sử dụng sau khi Bên B ký hợp đồng.`,
  },
  en: {
    title: 'Securities trading account opening agreement',
    meta: (id: string, date: string) => `Application ${id} · Drawn up on ${date}`,
    partyA: 'Party A: An Phat Securities Joint Stock Company',
    partyAText:
      'Head office: 12th floor, An Phat Building, 36 Hoang Cau, O Cho Dua ward, Hanoi. Hotline 1900 98 9999.',
    partyB: 'Party B: The customer',
    fullName: 'Full name',
    idCode: 'Citizen ID number',
    idDate: 'Issue date',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    genders: { male: 'Male', female: 'Female' },
    phone: 'Phone',
    email: 'Email',
    address: 'Permanent address',
    related: 'Contact person',
    accounts: 'Accounts and services',
    accountTypes: 'Account types',
    regular: 'Regular securities trading',
    margin: 'Margin trading',
    derivative: 'Derivatives trading',
    pack: 'Service pack',
    packText: (name: string, rate: string, fee: string) =>
      `${name}: interest ${rate}% a year, trading fee ${fee}%`,
    branch: 'Managing branch',
    broker: 'Broker',
    bank: 'Bank account for withdrawals',
    terms: 'Terms and conditions',
    signing: (days: number) =>
      `Party B signs this electronic agreement in the APS Mobile app within ${days} days of the account opening. After that, the account can be used only once Party B has signed it.`,
  },
} as const;

/** The articles of the agreement (illustrative terms of the demo brokerage). */
const TERMS: Record<Locale, readonly string[]> = {
  vi: [
    'Bên A mở cho Bên B tài khoản giao dịch chứng khoán và các tài khoản đã đăng ký ở trên theo quy định của pháp luật về chứng khoán và thị trường chứng khoán.',
    'Bên B cam kết các thông tin đã cung cấp là đúng sự thật, đầy đủ và tự chịu trách nhiệm về tính chính xác của các thông tin đó; khi có thay đổi, Bên B thông báo cho Bên A trong vòng 05 ngày làm việc.',
    'Mỗi nhà đầu tư chỉ được mở một tài khoản giao dịch chứng khoán thường tại một công ty chứng khoán.',
    'Bên B tự bảo mật mật khẩu, mã OTP và thiết bị dùng để giao dịch; mọi lệnh được xác thực bằng các phương thức này được coi là do Bên B đặt.',
    'Phí giao dịch, lãi suất ký quỹ và các khoản phí khác áp dụng theo gói dịch vụ đã chọn và biểu phí do Bên A công bố từng thời kỳ.',
    'Bên A bảo mật thông tin của Bên B và chỉ cung cấp cho bên thứ ba khi có sự đồng ý của Bên B hoặc theo yêu cầu của cơ quan nhà nước có thẩm quyền.',
    'Bên B đồng ý nhận thông báo, sao kê và xác nhận giao dịch qua thư điện tử, tin nhắn SMS và ứng dụng của Bên A.',
    'Hợp đồng có hiệu lực từ ngày Bên A mở tài khoản cho Bên B và chấm dứt khi một bên đề nghị đóng tài khoản sau khi đã hoàn tất các nghĩa vụ giữa hai bên.',
  ],
  en: [
    'Party A opens for Party B a securities trading account and the accounts registered above, under the law on securities and the securities market.',
    'Party B confirms that the information provided is true and complete and is responsible for its accuracy; Party B tells Party A of any change within 5 working days.',
    'Each investor may hold only one regular securities trading account at one securities company.',
    'Party B keeps the password, OTP codes and trading devices secret; every order authenticated with them is deemed placed by Party B.',
    'Trading fees, margin interest and other charges follow the chosen service pack and the fee schedule Party A publishes from time to time.',
    'Party A keeps Party B’s information confidential and discloses it to third parties only with Party B’s consent or at the request of a competent authority.',
    'Party B agrees to receive notices, statements and trade confirmations by email, SMS and in Party A’s app.',
    'The agreement takes effect on the day Party A opens the account and ends when either party asks to close the account after all obligations between them are settled.',
  ],
};

/** Vietnamese comma decimals, English point decimals (spec §9), without trailing zeros. */
const percent = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', { maximumFractionDigits: 2 }).format(
    value,
  );

/** The agreement as text: what the PDF prints and the contract step shows in the page. */
export interface ContractDocument {
  title: string;
  meta: string;
  blocks: TextBlock[];
}

/** The account opening agreement with the customer's data, in the request language. */
export function contractDocument(input: ContractInput): ContractDocument {
  const { locale, customer: c } = input;
  const t = TEXT[locale];
  const item = (label: string, value: string): TextBlock => ({
    kind: 'item',
    text: `${label}: ${value}`,
    marker: '•',
  });
  const accountTypes = [
    t.regular,
    ...(input.accounts.margin ? [t.margin] : []),
    ...(input.accounts.derivative ? [t.derivative] : []),
  ].join(', ');
  const blocks: TextBlock[] = [
    { kind: 'heading', text: t.partyA },
    { kind: 'paragraph', text: t.partyAText },
    { kind: 'heading', text: t.partyB },
    item(t.fullName, c.fullName),
    item(t.idCode, c.idCode),
    item(t.idDate, formatDate(c.idDate)),
    item(t.dateOfBirth, formatDate(c.dateOfBirth)),
    item(t.gender, t.genders[c.gender]),
    item(t.phone, c.phone),
    item(t.email, c.email),
    item(t.address, c.address),
    item(
      t.related,
      `${input.related.name} (${input.related.relationship}), ${input.related.phone}`,
    ),
    { kind: 'heading', text: t.accounts },
    item(t.accountTypes, accountTypes),
    item(
      t.pack,
      t.packText(
        input.servicePack.name,
        percent(input.servicePack.interestRate, locale),
        percent(input.servicePack.fee, locale),
      ),
    ),
    item(t.branch, input.branch),
    item(t.broker, input.broker),
    item(t.bank, `${input.bank.accountNumber}, ${input.bank.name}`),
    { kind: 'heading', text: t.terms },
    ...TERMS[locale].map((text, i): TextBlock => ({ kind: 'item', text, marker: `${i + 1}.` })),
    { kind: 'paragraph', text: t.signing(input.signWithinDays) },
  ];
  return { title: t.title, meta: t.meta(input.caseId, formatDate(input.date)), blocks };
}

/** The agreement as the PDF the customer downloads (and signs later in the app). */
export function buildContractPdf(input: ContractInput): Promise<Uint8Array> {
  const { title, meta, blocks } = contractDocument(input);
  return buildDocumentPdf({ title, meta, blocks, locale: input.locale, date: input.date });
}
