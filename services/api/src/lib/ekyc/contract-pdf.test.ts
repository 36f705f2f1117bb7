import type { PdfDocumentInput } from '../files/pdf';
import { type ContractInput, buildContractPdf } from './contract-pdf';

const built = vi.hoisted(() => [] as PdfDocumentInput[]);
vi.mock('../files/pdf', () => ({
  buildDocumentPdf: (input: PdfDocumentInput) => {
    built.push(input);
    return Promise.resolve(new Uint8Array());
  },
}));

const input = (locale: 'vi' | 'en'): ContractInput => ({
  locale,
  caseId: '0b9b6a2e-2d9e-4a51-9d7c-1c4a2f0e8b11',
  date: new Date('2026-06-01T20:00:00Z'),
  signWithinDays: 7,
  customer: {
    fullName: 'Nguyễn Văn An',
    idCode: '079090123456',
    dateOfBirth: '1990-05-15',
    idDate: '2021-04-10',
    gender: 'male',
    phone: '0912345678',
    email: 'an@example.vn',
    address: 'Số 12, Đường Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  },
  accounts: { margin: true, derivative: false },
  servicePack: { name: 'Gói Giao dịch', interestRate: 12.5, fee: 0.15 },
  branch: 'Chi nhánh TP. Hồ Chí Minh',
  broker: 'Đặng Quốc Bảo',
  bank: { name: 'Vietcombank', accountNumber: '0123456789' },
  related: { name: 'Trần Thị Bình', phone: '0987654321', relationship: 'Vợ' },
});

const texts = (doc: PdfDocumentInput) =>
  doc.blocks.map((b) => (typeof b === 'string' ? b : b.text)).join('\n');

describe('the account opening contract', () => {
  beforeEach(() => {
    built.length = 0;
  });

  it('names the customer, the accounts, the pack and the terms in Vietnamese', async () => {
    await buildContractPdf(input('vi'));
    const [doc] = built;
    expect(doc).toMatchObject({
      title: 'Hợp đồng mở tài khoản giao dịch chứng khoán',
      // The day in Vietnam: 20:00 UTC is 3 a.m. the next day there.
      meta: 'Mã hồ sơ 0b9b6a2e-2d9e-4a51-9d7c-1c4a2f0e8b11 · Lập ngày 02/06/2026',
      locale: 'vi',
    });
    const text = texts(doc!);
    for (const part of [
      'Họ và tên: Nguyễn Văn An',
      'Số CCCD: 079090123456',
      'Ngày sinh: 15/05/1990',
      'Giới tính: Nam',
      'Loại tài khoản: Giao dịch chứng khoán thường, Giao dịch ký quỹ (margin)',
      'Gói Giao dịch: lãi suất 12,5%/năm, phí giao dịch 0,15%',
      'Chuyên viên môi giới: Đặng Quốc Bảo',
      'Tài khoản ngân hàng nhận tiền: 0123456789, Vietcombank',
      'Người liên hệ: Trần Thị Bình (Vợ), 0987654321',
      'trong vòng 7 ngày',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('phái sinh');
    expect(doc!.blocks.filter((b) => typeof b !== 'string' && b.marker === '8.')).toHaveLength(1);
  });

  it('is in English with English numbers for an English request', async () => {
    await buildContractPdf(input('en'));
    const text = texts(built[0]!);
    expect(built[0]!.title).toBe('Securities trading account opening agreement');
    expect(text).toContain('Gói Giao dịch: interest 12.5% a year, trading fee 0.15%');
    expect(text).toContain('Gender: Male');
    expect(text).toContain('within 7 days');
  });
});
