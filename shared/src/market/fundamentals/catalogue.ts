/**
 * The line-item catalogue of the fundamentals dataset: per firm type, every statement line with
 * its stable code, the line it is indented under, bilingual labels and, for a computed subtotal,
 * the signed terms it adds up. Vietnamese labels follow the statement forms: Circular 200/2014
 * (B01–B03-DN) for companies, Circular 49/2014 (B02–B04/TCTD) for banks, Circular 232/2012
 * (B01–B03-DNPNT) for insurers and Circulars 210/2014 and 334/2016 (B01–B03-CTCK) for securities
 * firms. Expenses are positive figures that a subtotal subtracts, as the printed statements show
 * them; a bank's loan-loss provision is a negative asset, as on form B02/TCTD.
 *
 * docs/fundamentals.md ("Statements") describes the contract; the API serves each sub-path of
 * `ttpt-stox-tb-fund-{type}/` as the lines of `statementCodes(type, path)`.
 */
import {
  FIRM_TYPES,
  type FirmType,
  type LineFamily,
  type LineItem,
  type LineKind,
  type StatementPath,
  type Term,
} from './types.ts';

/** [code, parent, Vietnamese, English, terms ("+A -B") for a subtotal, kind when not the family's]. */
type Row = [
  code: string,
  parent: string | null,
  vi: string,
  en: string,
  terms?: string,
  kind?: LineKind,
];

const BANK_F2: Row[] = [
  ['F2001', 'F2020', 'Tiền mặt, vàng bạc, đá quý', 'Cash, gold, silver and gemstones'],
  ['F2002', 'F2020', 'Tiền gửi tại Ngân hàng Nhà nước', 'Balances with the State Bank of Vietnam'],
  [
    'F2003',
    'F2020',
    'Tiền gửi tại và cho vay các tổ chức tín dụng khác',
    'Placements with and loans to other credit institutions',
  ],
  ['F2004', 'F2020', 'Chứng khoán kinh doanh', 'Trading securities'],
  ['F2005', 'F2020', 'Cho vay khách hàng', 'Loans to customers, net', '+F2006 +F2007'],
  ['F2006', 'F2005', 'Cho vay khách hàng', 'Loans to customers'],
  [
    'F2007',
    'F2005',
    'Dự phòng rủi ro cho vay khách hàng',
    'Provision for credit losses on loans to customers',
  ],
  ['F2008', 'F2020', 'Chứng khoán đầu tư', 'Investment securities'],
  ['F2009', 'F2020', 'Góp vốn, đầu tư dài hạn', 'Long-term investments'],
  ['F2010', 'F2020', 'Tài sản cố định', 'Fixed assets'],
  ['F2011', 'F2020', 'Tài sản Có khác', 'Other assets'],
  [
    'F2020',
    null,
    'TỔNG TÀI SẢN CÓ',
    'TOTAL ASSETS',
    '+F2001 +F2002 +F2003 +F2004 +F2005 +F2008 +F2009 +F2010 +F2011',
  ],
  [
    'F2030',
    'F2035',
    'Các khoản nợ Chính phủ và Ngân hàng Nhà nước',
    'Amounts due to the Government and the State Bank of Vietnam',
  ],
  [
    'F2031',
    'F2035',
    'Tiền gửi và vay các tổ chức tín dụng khác',
    'Deposits and borrowings from other credit institutions',
  ],
  ['F2032', 'F2035', 'Tiền gửi của khách hàng', 'Deposits from customers'],
  ['F2033', 'F2035', 'Phát hành giấy tờ có giá', 'Valuable papers issued'],
  ['F2034', 'F2035', 'Các khoản nợ khác', 'Other liabilities'],
  ['F2035', 'F2050', 'TỔNG NỢ PHẢI TRẢ', 'TOTAL LIABILITIES', '+F2030 +F2031 +F2032 +F2033 +F2034'],
  ['F2040', 'F2050', 'VỐN VÀ CÁC QUỸ', 'CAPITAL AND RESERVES', '+F2041 +F2042 +F2043 +F2044'],
  ['F2041', 'F2040', 'Vốn điều lệ', 'Charter capital'],
  ['F2042', 'F2040', 'Thặng dư vốn cổ phần', 'Share premium'],
  ['F2043', 'F2040', 'Quỹ của tổ chức tín dụng', 'Reserves of the credit institution'],
  ['F2044', 'F2040', 'Lợi nhuận chưa phân phối', 'Retained earnings'],
  ['F2045', 'F2050', 'Lợi ích của cổ đông thiểu số', 'Minority interests'],
  [
    'F2050',
    null,
    'TỔNG NỢ PHẢI TRẢ, VỐN CHỦ SỞ HỮU VÀ LỢI ÍCH CỦA CỔ ĐÔNG THIỂU SỐ',
    'TOTAL LIABILITIES, OWNERS’ EQUITY AND MINORITY INTERESTS',
    '+F2035 +F2040 +F2045',
  ],
];

const BANK_F3: Row[] = [
  ['F3001', 'F3003', 'Thu nhập lãi và các khoản thu nhập tương tự', 'Interest and similar income'],
  ['F3002', 'F3003', 'Chi phí lãi và các chi phí tương tự', 'Interest and similar expenses'],
  ['F3003', null, 'Thu nhập lãi thuần', 'Net interest income', '+F3001 -F3002'],
  ['F3004', 'F3006', 'Thu nhập từ hoạt động dịch vụ', 'Fee and commission income'],
  ['F3005', 'F3006', 'Chi phí hoạt động dịch vụ', 'Fee and commission expenses'],
  [
    'F3006',
    null,
    'Lãi thuần từ hoạt động dịch vụ',
    'Net fee and commission income',
    '+F3004 -F3005',
  ],
  [
    'F3007',
    null,
    'Lãi/(lỗ) thuần từ hoạt động kinh doanh ngoại hối và vàng',
    'Net gain/(loss) from trading foreign currencies and gold',
  ],
  [
    'F3008',
    null,
    'Lãi/(lỗ) thuần từ mua bán chứng khoán kinh doanh',
    'Net gain/(loss) from trading securities',
  ],
  [
    'F3009',
    null,
    'Lãi/(lỗ) thuần từ mua bán chứng khoán đầu tư',
    'Net gain/(loss) from investment securities',
  ],
  ['F3010', null, 'Lãi thuần từ hoạt động khác', 'Net other income'],
  [
    'F3011',
    null,
    'Thu nhập từ góp vốn, mua cổ phần',
    'Income from capital contributions and equity investments',
  ],
  [
    'F3012',
    null,
    'Tổng thu nhập hoạt động',
    'Total operating income',
    '+F3003 +F3006 +F3007 +F3008 +F3009 +F3010 +F3011',
  ],
  ['F3013', null, 'Chi phí hoạt động', 'Operating expenses'],
  [
    'F3014',
    null,
    'Lợi nhuận thuần từ hoạt động kinh doanh trước chi phí dự phòng rủi ro tín dụng',
    'Operating profit before provision for credit losses',
    '+F3012 -F3013',
  ],
  ['F3015', null, 'Chi phí dự phòng rủi ro tín dụng', 'Provision expenses for credit losses'],
  ['F3016', null, 'Tổng lợi nhuận trước thuế', 'Profit before tax', '+F3014 -F3015'],
  ['F3017', null, 'Chi phí thuế thu nhập doanh nghiệp', 'Corporate income tax expense'],
  ['F3018', null, 'Lợi nhuận sau thuế', 'Profit after tax', '+F3016 -F3017'],
  ['F3019', 'F3018', 'Lợi ích của cổ đông thiểu số', 'Minority interests'],
  [
    'F3020',
    'F3018',
    'Lợi nhuận sau thuế của chủ sở hữu ngân hàng',
    'Profit after tax attributable to the bank’s shareholders',
  ],
];

const BANK_F4: Row[] = [
  [
    'F4001',
    null,
    'Dư nợ cho vay khách hàng',
    'Loans to customers (gross)',
    '+F4002 +F4003 +F4004 +F4005 +F4006',
    'stock',
  ],
  ['F4002', 'F4001', 'Nợ đủ tiêu chuẩn (nhóm 1)', 'Standard loans (group 1)', undefined, 'stock'],
  [
    'F4003',
    'F4001',
    'Nợ cần chú ý (nhóm 2)',
    'Special-mention loans (group 2)',
    undefined,
    'stock',
  ],
  [
    'F4004',
    'F4001',
    'Nợ dưới tiêu chuẩn (nhóm 3)',
    'Substandard loans (group 3)',
    undefined,
    'stock',
  ],
  ['F4005', 'F4001', 'Nợ nghi ngờ (nhóm 4)', 'Doubtful loans (group 4)', undefined, 'stock'],
  ['F4006', 'F4001', 'Nợ có khả năng mất vốn (nhóm 5)', 'Loss loans (group 5)', undefined, 'stock'],
  [
    'F4007',
    null,
    'Nợ xấu (nhóm 3–5)',
    'Non-performing loans (groups 3–5)',
    '+F4004 +F4005 +F4006',
    'stock',
  ],
  ['F4008', null, 'Tiền gửi của khách hàng', 'Customer deposits', '+F4009 +F4010', 'stock'],
  [
    'F4009',
    'F4008',
    'Tiền gửi không kỳ hạn (CASA)',
    'Current and savings accounts (CASA)',
    undefined,
    'stock',
  ],
  ['F4010', 'F4008', 'Tiền gửi có kỳ hạn', 'Term deposits', undefined, 'stock'],
  ['F4011', null, 'Tài sản sinh lãi', 'Interest-earning assets', undefined, 'stock'],
  [
    'F4012',
    null,
    'Số dư dự phòng rủi ro cho vay khách hàng',
    'Loan-loss reserve balance',
    undefined,
    'stock',
  ],
  ['F4013', null, 'Nợ xấu đã xử lý bằng dự phòng', 'Bad debts written off against provisions'],
];

/** The investing and financing sections, the same in every cash-flow statement. */
function investingFinancing(family: 'F8' | 'F9', borrowings: boolean): Row[] {
  const c = (n: number) => `${family}0${n}`;
  return [
    [
      c(20),
      c(24),
      'Tiền chi để mua sắm, xây dựng tài sản cố định và các tài sản dài hạn khác',
      'Purchases and construction of fixed assets and other long-term assets',
    ],
    [
      c(21),
      c(24),
      'Tiền chi đầu tư góp vốn, cho vay và mua công cụ nợ của đơn vị khác',
      'Payments for investments, loans and debt instruments of other entities',
    ],
    [
      c(22),
      c(24),
      'Tiền thu hồi đầu tư góp vốn, cho vay và bán lại công cụ nợ của đơn vị khác',
      'Proceeds from investments, loans and debt instruments of other entities',
    ],
    [
      c(23),
      c(24),
      'Tiền thu lãi cho vay, cổ tức và lợi nhuận được chia',
      'Interest, dividends and profit shares received',
    ],
    [
      c(24),
      null,
      'Lưu chuyển tiền thuần từ hoạt động đầu tư',
      'Net cash flows from investing activities',
      `+${c(20)} +${c(21)} +${c(22)} +${c(23)}`,
    ],
    [
      c(30),
      c(34),
      'Tiền thu từ phát hành cổ phiếu, nhận vốn góp của chủ sở hữu',
      'Proceeds from issuing shares and owners’ contributions',
    ],
    ...(borrowings
      ? ([
          [c(31), c(34), 'Tiền thu từ đi vay', 'Proceeds from borrowings'],
          [c(32), c(34), 'Tiền trả nợ gốc vay', 'Repayments of borrowings'],
        ] as Row[])
      : []),
    [
      c(33),
      c(34),
      'Cổ tức, lợi nhuận đã trả cho chủ sở hữu',
      'Dividends and profits paid to owners',
    ],
    [
      c(34),
      null,
      'Lưu chuyển tiền thuần từ hoạt động tài chính',
      'Net cash flows from financing activities',
      borrowings ? `+${c(30)} +${c(31)} +${c(32)} +${c(33)}` : `+${c(30)} +${c(33)}`,
    ],
  ];
}

const BANK_F8: Row[] = [
  [
    'F8001',
    'F8008',
    'Thu nhập lãi và các khoản thu nhập tương tự nhận được',
    'Interest and similar income received',
  ],
  [
    'F8002',
    'F8008',
    'Chi phí lãi và các chi phí tương tự đã trả',
    'Interest and similar expenses paid',
  ],
  [
    'F8003',
    'F8008',
    'Thu nhập từ hoạt động dịch vụ nhận được',
    'Net fee and commission income received',
  ],
  [
    'F8004',
    'F8008',
    'Chênh lệch số tiền thực thu/thực chi từ hoạt động kinh doanh (ngoại tệ, vàng bạc, chứng khoán)',
    'Net receipts from trading foreign currencies, gold and securities',
  ],
  ['F8005', 'F8008', 'Thu nhập khác', 'Other income received'],
  [
    'F8006',
    'F8008',
    'Tiền chi trả cho nhân viên và hoạt động quản lý, công vụ',
    'Payments to employees and for operating and administrative expenses',
  ],
  ['F8007', 'F8008', 'Tiền thuế thu nhập thực nộp trong kỳ', 'Corporate income tax paid'],
  [
    'F8008',
    'F8019',
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh trước những thay đổi về tài sản và vốn lưu động',
    'Operating cash flows before changes in operating assets and liabilities',
    '+F8001 +F8002 +F8003 +F8004 +F8005 +F8006 +F8007',
  ],
  [
    'F8009',
    'F8019',
    '(Tăng)/Giảm các khoản tiền gửi và cho vay các tổ chức tín dụng khác',
    '(Increase)/decrease in placements with and loans to other credit institutions',
  ],
  [
    'F8010',
    'F8019',
    '(Tăng)/Giảm các khoản về kinh doanh chứng khoán',
    '(Increase)/decrease in trading and investment securities',
  ],
  [
    'F8011',
    'F8019',
    '(Tăng)/Giảm các khoản cho vay khách hàng',
    '(Increase)/decrease in loans to customers',
  ],
  [
    'F8012',
    'F8019',
    'Giảm nguồn dự phòng để bù đắp tổn thất các khoản',
    'Use of provisions to write off losses',
  ],
  [
    'F8013',
    'F8019',
    '(Tăng)/Giảm khác về tài sản hoạt động',
    '(Increase)/decrease in other operating assets',
  ],
  [
    'F8014',
    'F8019',
    'Tăng/(Giảm) các khoản nợ Chính phủ và Ngân hàng Nhà nước',
    'Increase/(decrease) in amounts due to the Government and the State Bank',
  ],
  [
    'F8015',
    'F8019',
    'Tăng/(Giảm) các khoản tiền gửi, tiền vay các tổ chức tín dụng',
    'Increase/(decrease) in deposits and borrowings from credit institutions',
  ],
  [
    'F8016',
    'F8019',
    'Tăng/(Giảm) tiền gửi của khách hàng',
    'Increase/(decrease) in deposits from customers',
  ],
  [
    'F8017',
    'F8019',
    'Tăng/(Giảm) phát hành giấy tờ có giá',
    'Increase/(decrease) in valuable papers issued',
  ],
  [
    'F8018',
    'F8019',
    'Tăng/(Giảm) khác về công nợ hoạt động',
    'Increase/(decrease) in other operating liabilities',
  ],
  [
    'F8019',
    null,
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash flows from operating activities',
    '+F8008 +F8009 +F8010 +F8011 +F8012 +F8013 +F8014 +F8015 +F8016 +F8017 +F8018',
  ],
  ...investingFinancing('F8', false),
];

const COMPANY_F2: Row[] = [
  ['F2001', 'F2020', 'TÀI SẢN NGẮN HẠN', 'CURRENT ASSETS', '+F2002 +F2003 +F2004 +F2005 +F2006'],
  ['F2002', 'F2001', 'Tiền và các khoản tương đương tiền', 'Cash and cash equivalents'],
  ['F2003', 'F2001', 'Đầu tư tài chính ngắn hạn', 'Short-term financial investments'],
  ['F2004', 'F2001', 'Các khoản phải thu ngắn hạn', 'Short-term receivables'],
  ['F2005', 'F2001', 'Hàng tồn kho', 'Inventories'],
  ['F2006', 'F2001', 'Tài sản ngắn hạn khác', 'Other current assets'],
  [
    'F2010',
    'F2020',
    'TÀI SẢN DÀI HẠN',
    'NON-CURRENT ASSETS',
    '+F2011 +F2012 +F2013 +F2014 +F2015 +F2016',
  ],
  ['F2011', 'F2010', 'Các khoản phải thu dài hạn', 'Long-term receivables'],
  ['F2012', 'F2010', 'Tài sản cố định', 'Fixed assets'],
  ['F2013', 'F2010', 'Bất động sản đầu tư', 'Investment properties'],
  ['F2014', 'F2010', 'Tài sản dở dang dài hạn', 'Long-term assets in progress'],
  ['F2015', 'F2010', 'Đầu tư tài chính dài hạn', 'Long-term financial investments'],
  ['F2016', 'F2010', 'Tài sản dài hạn khác', 'Other non-current assets'],
  ['F2020', null, 'TỔNG CỘNG TÀI SẢN', 'TOTAL ASSETS', '+F2001 +F2010'],
  ['F2030', 'F2060', 'NỢ PHẢI TRẢ', 'LIABILITIES', '+F2031 +F2040'],
  ['F2031', 'F2030', 'Nợ ngắn hạn', 'Current liabilities', '+F2032 +F2033 +F2034 +F2035 +F2036'],
  ['F2032', 'F2031', 'Phải trả người bán ngắn hạn', 'Short-term trade payables'],
  ['F2033', 'F2031', 'Người mua trả tiền trước ngắn hạn', 'Short-term advances from customers'],
  [
    'F2034',
    'F2031',
    'Thuế và các khoản phải nộp Nhà nước',
    'Taxes and amounts payable to the State',
  ],
  [
    'F2035',
    'F2031',
    'Vay và nợ thuê tài chính ngắn hạn',
    'Short-term borrowings and finance lease liabilities',
  ],
  ['F2036', 'F2031', 'Phải trả ngắn hạn khác', 'Other current liabilities'],
  ['F2040', 'F2030', 'Nợ dài hạn', 'Non-current liabilities', '+F2041 +F2042'],
  [
    'F2041',
    'F2040',
    'Vay và nợ thuê tài chính dài hạn',
    'Long-term borrowings and finance lease liabilities',
  ],
  ['F2042', 'F2040', 'Phải trả dài hạn khác', 'Other non-current liabilities'],
  ['F2050', 'F2060', 'VỐN CHỦ SỞ HỮU', 'OWNERS’ EQUITY', '+F2051 +F2052 +F2053 +F2054 +F2055'],
  ['F2051', 'F2050', 'Vốn góp của chủ sở hữu', 'Owners’ contributed capital'],
  ['F2052', 'F2050', 'Thặng dư vốn cổ phần', 'Share premium'],
  ['F2053', 'F2050', 'Quỹ đầu tư phát triển', 'Investment and development fund'],
  ['F2054', 'F2050', 'Lợi nhuận sau thuế chưa phân phối', 'Undistributed profit after tax'],
  ['F2055', 'F2050', 'Lợi ích cổ đông không kiểm soát', 'Non-controlling interests'],
  ['F2060', null, 'TỔNG CỘNG NGUỒN VỐN', 'TOTAL LIABILITIES AND OWNERS’ EQUITY', '+F2030 +F2050'],
];

const COMPANY_F3: Row[] = [
  [
    'F3001',
    null,
    'Doanh thu bán hàng và cung cấp dịch vụ',
    'Revenue from sales of goods and rendering of services',
  ],
  ['F3002', null, 'Các khoản giảm trừ doanh thu', 'Revenue deductions'],
  [
    'F3003',
    null,
    'Doanh thu thuần về bán hàng và cung cấp dịch vụ',
    'Net revenue',
    '+F3001 -F3002',
  ],
  ['F3004', null, 'Giá vốn hàng bán', 'Cost of goods sold'],
  ['F3005', null, 'Lợi nhuận gộp về bán hàng và cung cấp dịch vụ', 'Gross profit', '+F3003 -F3004'],
  ['F3006', null, 'Doanh thu hoạt động tài chính', 'Financial income'],
  ['F3007', null, 'Chi phí tài chính', 'Financial expenses'],
  ['F3008', 'F3007', 'Trong đó: Chi phí lãi vay', 'Of which: interest expense'],
  [
    'F3009',
    null,
    'Phần lãi hoặc lỗ trong công ty liên doanh, liên kết',
    'Share of profit of associates and joint ventures',
  ],
  ['F3010', null, 'Chi phí bán hàng', 'Selling expenses'],
  ['F3011', null, 'Chi phí quản lý doanh nghiệp', 'General and administrative expenses'],
  [
    'F3012',
    null,
    'Lợi nhuận thuần từ hoạt động kinh doanh',
    'Operating profit',
    '+F3005 +F3006 -F3007 +F3009 -F3010 -F3011',
  ],
  ['F3013', 'F3015', 'Thu nhập khác', 'Other income'],
  ['F3014', 'F3015', 'Chi phí khác', 'Other expenses'],
  ['F3015', null, 'Lợi nhuận khác', 'Other profit', '+F3013 -F3014'],
  [
    'F3016',
    null,
    'Tổng lợi nhuận kế toán trước thuế',
    'Accounting profit before tax',
    '+F3012 +F3015',
  ],
  ['F3017', null, 'Chi phí thuế thu nhập doanh nghiệp', 'Corporate income tax expense'],
  ['F3018', null, 'Lợi nhuận sau thuế thu nhập doanh nghiệp', 'Profit after tax', '+F3016 -F3017'],
  [
    'F3019',
    'F3018',
    'Lợi nhuận sau thuế của cổ đông của công ty mẹ',
    'Profit after tax attributable to owners of the parent',
  ],
  [
    'F3020',
    'F3018',
    'Lợi nhuận sau thuế của cổ đông không kiểm soát',
    'Profit after tax attributable to non-controlling interests',
  ],
];

const COMPANY_F4: Row[] = [
  [
    'F4001',
    'F4004',
    'Doanh thu thuần bán thành phẩm, hàng hóa',
    'Net revenue from goods and finished products',
  ],
  ['F4002', 'F4004', 'Doanh thu thuần cung cấp dịch vụ', 'Net revenue from services'],
  ['F4003', 'F4004', 'Doanh thu thuần khác', 'Other net revenue'],
  ['F4004', null, 'Doanh thu thuần', 'Net revenue', '+F4001 +F4002 +F4003'],
  ['F4005', null, 'Giá vốn hàng bán', 'Cost of goods sold'],
  ['F4006', null, 'Lợi nhuận gộp', 'Gross profit', '+F4004 -F4005'],
  ['F4007', null, 'Khấu hao tài sản cố định', 'Depreciation and amortisation'],
  [
    'F4008',
    null,
    'Lợi nhuận trước lãi vay và thuế (EBIT)',
    'Earnings before interest and tax (EBIT)',
  ],
  [
    'F4009',
    null,
    'Lợi nhuận trước lãi vay, thuế và khấu hao (EBITDA)',
    'Earnings before interest, tax, depreciation and amortisation (EBITDA)',
    '+F4008 +F4007',
  ],
];

const COMPANY_F9: Row[] = [
  ['F9001', 'F9005', 'Lợi nhuận trước thuế', 'Profit before tax'],
  [
    'F9002',
    'F9005',
    'Khấu hao tài sản cố định và bất động sản đầu tư',
    'Depreciation and amortisation',
  ],
  ['F9003', 'F9005', 'Lãi, lỗ từ hoạt động đầu tư', '(Gains)/losses from investing activities'],
  ['F9004', 'F9005', 'Chi phí lãi vay', 'Interest expense'],
  [
    'F9005',
    'F9019',
    'Lợi nhuận từ hoạt động kinh doanh trước thay đổi vốn lưu động',
    'Operating profit before changes in working capital',
    '+F9001 +F9002 +F9003 +F9004',
  ],
  ['F9006', 'F9019', 'Tăng, giảm các khoản phải thu', '(Increase)/decrease in receivables'],
  ['F9007', 'F9019', 'Tăng, giảm hàng tồn kho', '(Increase)/decrease in inventories'],
  [
    'F9008',
    'F9019',
    'Tăng, giảm các khoản phải trả (không kể lãi vay phải trả, thuế thu nhập doanh nghiệp phải nộp)',
    'Increase/(decrease) in payables (excluding interest and income tax payable)',
  ],
  [
    'F9009',
    'F9019',
    'Tăng, giảm chi phí trả trước và tài sản khác',
    '(Increase)/decrease in prepaid expenses and other assets',
  ],
  ['F9010', 'F9019', 'Tiền lãi vay đã trả', 'Interest paid'],
  ['F9011', 'F9019', 'Thuế thu nhập doanh nghiệp đã nộp', 'Corporate income tax paid'],
  [
    'F9019',
    null,
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash flows from operating activities',
    '+F9005 +F9006 +F9007 +F9008 +F9009 +F9010 +F9011',
  ],
  ...investingFinancing('F9', true),
];

const INSURANCE_F2: Row[] = [
  ['F2001', 'F2020', 'TÀI SẢN NGẮN HẠN', 'CURRENT ASSETS', '+F2002 +F2003 +F2004 +F2005 +F2006'],
  ['F2002', 'F2001', 'Tiền và các khoản tương đương tiền', 'Cash and cash equivalents'],
  ['F2003', 'F2001', 'Các khoản đầu tư tài chính ngắn hạn', 'Short-term financial investments'],
  ['F2004', 'F2001', 'Các khoản phải thu ngắn hạn', 'Short-term receivables'],
  ['F2005', 'F2001', 'Tài sản tái bảo hiểm', 'Reinsurance assets'],
  ['F2006', 'F2001', 'Tài sản ngắn hạn khác', 'Other current assets'],
  ['F2010', 'F2020', 'TÀI SẢN DÀI HẠN', 'NON-CURRENT ASSETS', '+F2011 +F2012 +F2013 +F2014'],
  ['F2011', 'F2010', 'Tài sản cố định', 'Fixed assets'],
  ['F2012', 'F2010', 'Bất động sản đầu tư', 'Investment properties'],
  ['F2013', 'F2010', 'Các khoản đầu tư tài chính dài hạn', 'Long-term financial investments'],
  ['F2014', 'F2010', 'Tài sản dài hạn khác', 'Other non-current assets'],
  ['F2020', null, 'TỔNG CỘNG TÀI SẢN', 'TOTAL ASSETS', '+F2001 +F2010'],
  ['F2030', 'F2060', 'NỢ PHẢI TRẢ', 'LIABILITIES', '+F2031 +F2036 +F2042'],
  ['F2031', 'F2030', 'Nợ ngắn hạn', 'Current liabilities', '+F2032 +F2033 +F2034'],
  [
    'F2032',
    'F2031',
    'Vay và nợ thuê tài chính ngắn hạn',
    'Short-term borrowings and finance lease liabilities',
  ],
  ['F2033', 'F2031', 'Phải trả người bán ngắn hạn', 'Short-term trade payables'],
  ['F2034', 'F2031', 'Phải trả ngắn hạn khác', 'Other current liabilities'],
  ['F2036', 'F2030', 'Dự phòng nghiệp vụ', 'Technical reserves', '+F2037 +F2038 +F2039 +F2041'],
  ['F2037', 'F2036', 'Dự phòng phí chưa được hưởng', 'Unearned premium reserve'],
  ['F2038', 'F2036', 'Dự phòng toán học', 'Mathematical reserve'],
  ['F2039', 'F2036', 'Dự phòng bồi thường', 'Claims reserve'],
  ['F2041', 'F2036', 'Dự phòng dao động lớn', 'Equalisation reserve'],
  ['F2042', 'F2030', 'Nợ dài hạn', 'Non-current liabilities'],
  ['F2050', 'F2060', 'VỐN CHỦ SỞ HỮU', 'OWNERS’ EQUITY', '+F2051 +F2052 +F2053 +F2054 +F2055'],
  ['F2051', 'F2050', 'Vốn đầu tư của chủ sở hữu', 'Owners’ invested capital'],
  ['F2052', 'F2050', 'Thặng dư vốn cổ phần', 'Share premium'],
  ['F2053', 'F2050', 'Quỹ dự trữ bắt buộc', 'Compulsory reserve fund'],
  ['F2054', 'F2050', 'Lợi nhuận sau thuế chưa phân phối', 'Undistributed profit after tax'],
  ['F2055', 'F2050', 'Lợi ích cổ đông không kiểm soát', 'Non-controlling interests'],
  ['F2060', null, 'TỔNG CỘNG NGUỒN VỐN', 'TOTAL LIABILITIES AND OWNERS’ EQUITY', '+F2030 +F2050'],
];

const INSURANCE_F3: Row[] = [
  ['F3001', 'F3004', 'Phí bảo hiểm gốc', 'Direct premiums written'],
  ['F3002', 'F3004', 'Phí nhận tái bảo hiểm', 'Reinsurance premiums assumed'],
  [
    'F3003',
    'F3004',
    'Tăng (giảm) dự phòng phí bảo hiểm gốc và nhận tái bảo hiểm',
    'Increase (decrease) in unearned premium reserve',
  ],
  ['F3004', 'F3006', 'Doanh thu phí bảo hiểm', 'Premium revenue', '+F3001 +F3002 -F3003'],
  ['F3005', 'F3006', 'Phí nhượng tái bảo hiểm', 'Reinsurance premiums ceded'],
  ['F3006', null, 'Doanh thu phí bảo hiểm thuần', 'Net earned premiums', '+F3004 -F3005'],
  [
    'F3007',
    null,
    'Hoa hồng nhượng tái bảo hiểm và doanh thu khác hoạt động kinh doanh bảo hiểm',
    'Reinsurance commissions and other insurance income',
  ],
  [
    'F3008',
    null,
    'Doanh thu thuần hoạt động kinh doanh bảo hiểm',
    'Net insurance revenue',
    '+F3006 +F3007',
  ],
  [
    'F3009',
    'F3013',
    'Chi bồi thường bảo hiểm gốc và nhận tái bảo hiểm',
    'Gross claims and benefits paid',
  ],
  ['F3010', 'F3013', 'Thu bồi thường nhượng tái bảo hiểm', 'Claims recovered from reinsurers'],
  ['F3013', 'F3015', 'Chi bồi thường thuần', 'Net claims paid', '+F3009 -F3010'],
  [
    'F3011',
    'F3015',
    'Tăng (giảm) dự phòng bồi thường và dự phòng toán học',
    'Increase (decrease) in claims and mathematical reserves',
  ],
  ['F3012', 'F3015', 'Trích dự phòng dao động lớn', 'Provision for the equalisation reserve'],
  [
    'F3014',
    'F3015',
    'Chi phí khác hoạt động kinh doanh bảo hiểm',
    'Other insurance operating expenses',
  ],
  [
    'F3015',
    null,
    'Tổng chi phí hoạt động kinh doanh bảo hiểm',
    'Total insurance operating expenses',
    '+F3013 +F3011 +F3012 +F3014',
  ],
  [
    'F3016',
    null,
    'Lợi nhuận gộp hoạt động kinh doanh bảo hiểm',
    'Gross insurance profit',
    '+F3008 -F3015',
  ],
  ['F3017', 'F3019', 'Doanh thu hoạt động tài chính', 'Financial income'],
  ['F3018', 'F3019', 'Chi phí hoạt động tài chính', 'Financial expenses'],
  [
    'F3019',
    null,
    'Lợi nhuận hoạt động tài chính',
    'Profit from financial activities',
    '+F3017 -F3018',
  ],
  ['F3020', null, 'Chi phí quản lý doanh nghiệp', 'General and administrative expenses'],
  [
    'F3021',
    null,
    'Lợi nhuận thuần từ hoạt động kinh doanh',
    'Operating profit',
    '+F3016 +F3019 -F3020',
  ],
  ['F3022', null, 'Lợi nhuận khác', 'Other profit'],
  [
    'F3023',
    null,
    'Tổng lợi nhuận kế toán trước thuế',
    'Accounting profit before tax',
    '+F3021 +F3022',
  ],
  ['F3024', null, 'Chi phí thuế thu nhập doanh nghiệp', 'Corporate income tax expense'],
  ['F3025', null, 'Lợi nhuận sau thuế thu nhập doanh nghiệp', 'Profit after tax', '+F3023 -F3024'],
  [
    'F3026',
    'F3025',
    'Lợi nhuận sau thuế của cổ đông của công ty mẹ',
    'Profit after tax attributable to owners of the parent',
  ],
  [
    'F3027',
    'F3025',
    'Lợi nhuận sau thuế của cổ đông không kiểm soát',
    'Profit after tax attributable to non-controlling interests',
  ],
];

const INSURANCE_F4: Row[] = [
  ['F4001', null, 'Tổng phí bảo hiểm gốc', 'Gross written premiums', '+F4002 +F4003'],
  ['F4002', 'F4001', 'Phí bảo hiểm phi nhân thọ', 'Non-life premiums'],
  ['F4003', 'F4001', 'Phí bảo hiểm nhân thọ', 'Life premiums'],
  ['F4004', null, 'Doanh thu phí bảo hiểm thuần', 'Net earned premiums'],
  [
    'F4005',
    null,
    'Chi bồi thường thuần và trích lập dự phòng',
    'Net claims incurred, reserves included',
  ],
  [
    'F4006',
    null,
    'Chi phí hoạt động (hoa hồng, quản lý)',
    'Operating expenses (commissions, administration)',
  ],
  ['F4007', null, 'Tổng dự phòng nghiệp vụ', 'Technical reserves', undefined, 'stock'],
  [
    'F4008',
    null,
    'Danh mục đầu tư (tiền gửi, trái phiếu, cổ phiếu, bất động sản)',
    'Investment portfolio (deposits, bonds, shares, property)',
    undefined,
    'stock',
  ],
];

const INSURANCE_F8: Row[] = [
  [
    'F8001',
    'F8019',
    'Tiền thu phí bảo hiểm gốc và nhận tái bảo hiểm',
    'Premiums received, direct and assumed',
  ],
  ['F8002', 'F8019', 'Tiền chi phí nhượng tái bảo hiểm', 'Reinsurance premiums paid'],
  [
    'F8003',
    'F8019',
    'Tiền chi bồi thường bảo hiểm (sau thu bồi thường nhượng tái)',
    'Claims paid, net of reinsurance recoveries',
  ],
  [
    'F8004',
    'F8019',
    'Tiền thu hoa hồng nhượng tái bảo hiểm và thu khác',
    'Reinsurance commissions and other receipts',
  ],
  [
    'F8005',
    'F8019',
    'Tiền chi hoa hồng và chi phí hoạt động',
    'Commissions and operating expenses paid',
  ],
  [
    'F8006',
    'F8019',
    'Tiền thu (chi) khác từ hoạt động kinh doanh',
    'Other operating receipts (payments)',
  ],
  ['F8007', 'F8019', 'Tiền nộp thuế thu nhập doanh nghiệp', 'Corporate income tax paid'],
  [
    'F8019',
    null,
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash flows from operating activities',
    '+F8001 +F8002 +F8003 +F8004 +F8005 +F8006 +F8007',
  ],
  ...investingFinancing('F8', true),
];

const INSURANCE_F9: Row[] = [
  ['F9001', 'F9005', 'Lợi nhuận trước thuế', 'Profit before tax'],
  ['F9002', 'F9005', 'Khấu hao tài sản cố định', 'Depreciation and amortisation'],
  [
    'F9003',
    'F9005',
    'Tăng, giảm các khoản dự phòng nghiệp vụ',
    'Increase/(decrease) in technical reserves',
  ],
  ['F9004', 'F9005', 'Lãi, lỗ từ hoạt động đầu tư', '(Gains)/losses from investing activities'],
  [
    'F9005',
    'F9019',
    'Lợi nhuận từ hoạt động kinh doanh trước thay đổi vốn lưu động',
    'Operating profit before changes in working capital',
    '+F9001 +F9002 +F9003 +F9004',
  ],
  [
    'F9006',
    'F9019',
    'Tăng, giảm các khoản phải thu và tài sản tái bảo hiểm',
    '(Increase)/decrease in receivables and reinsurance assets',
  ],
  ['F9007', 'F9019', 'Tăng, giảm các khoản phải trả', 'Increase/(decrease) in payables'],
  ['F9008', 'F9019', 'Tăng, giảm tài sản khác', '(Increase)/decrease in other assets'],
  ['F9009', 'F9019', 'Thuế thu nhập doanh nghiệp đã nộp', 'Corporate income tax paid'],
  [
    'F9019',
    null,
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash flows from operating activities',
    '+F9005 +F9006 +F9007 +F9008 +F9009',
  ],
  ...investingFinancing('F9', true),
];

const SECURITIES_F2: Row[] = [
  ['F2001', 'F2020', 'TÀI SẢN NGẮN HẠN', 'CURRENT ASSETS', '+F2002 +F2009'],
  [
    'F2002',
    'F2001',
    'Tài sản tài chính',
    'Financial assets',
    '+F2003 +F2004 +F2005 +F2006 +F2007 +F2008',
  ],
  ['F2003', 'F2002', 'Tiền và các khoản tương đương tiền', 'Cash and cash equivalents'],
  [
    'F2004',
    'F2002',
    'Các tài sản tài chính ghi nhận thông qua lãi/lỗ (FVTPL)',
    'Financial assets at fair value through profit or loss (FVTPL)',
  ],
  [
    'F2005',
    'F2002',
    'Các khoản đầu tư nắm giữ đến ngày đáo hạn (HTM)',
    'Held-to-maturity investments (HTM)',
  ],
  ['F2006', 'F2002', 'Các khoản cho vay', 'Loans (margin lending and advances)'],
  [
    'F2007',
    'F2002',
    'Các tài sản tài chính sẵn sàng để bán (AFS)',
    'Available-for-sale financial assets (AFS)',
  ],
  ['F2008', 'F2002', 'Các khoản phải thu', 'Receivables'],
  ['F2009', 'F2001', 'Tài sản ngắn hạn khác', 'Other current assets'],
  ['F2010', 'F2020', 'TÀI SẢN DÀI HẠN', 'NON-CURRENT ASSETS', '+F2011 +F2012 +F2013'],
  ['F2011', 'F2010', 'Các khoản đầu tư dài hạn', 'Long-term investments'],
  ['F2012', 'F2010', 'Tài sản cố định', 'Fixed assets'],
  ['F2013', 'F2010', 'Tài sản dài hạn khác', 'Other non-current assets'],
  ['F2020', null, 'TỔNG CỘNG TÀI SẢN', 'TOTAL ASSETS', '+F2001 +F2010'],
  ['F2030', 'F2060', 'NỢ PHẢI TRẢ', 'LIABILITIES', '+F2031 +F2036'],
  ['F2031', 'F2030', 'Nợ phải trả ngắn hạn', 'Current liabilities', '+F2032 +F2033 +F2034 +F2035'],
  [
    'F2032',
    'F2031',
    'Vay và nợ thuê tài sản tài chính ngắn hạn',
    'Short-term borrowings and finance lease liabilities',
  ],
  ['F2033', 'F2031', 'Trái phiếu phát hành ngắn hạn', 'Short-term bonds issued'],
  [
    'F2034',
    'F2031',
    'Phải trả hoạt động giao dịch chứng khoán',
    'Payables for securities trading activities',
  ],
  ['F2035', 'F2031', 'Phải trả ngắn hạn khác', 'Other current payables'],
  ['F2036', 'F2030', 'Nợ phải trả dài hạn', 'Non-current liabilities'],
  ['F2050', 'F2060', 'VỐN CHỦ SỞ HỮU', 'OWNERS’ EQUITY', '+F2051 +F2052 +F2053 +F2054'],
  ['F2051', 'F2050', 'Vốn góp của chủ sở hữu', 'Owners’ contributed capital'],
  ['F2052', 'F2050', 'Thặng dư vốn cổ phần', 'Share premium'],
  ['F2053', 'F2050', 'Quỹ dự trữ bổ sung vốn điều lệ', 'Reserve to supplement charter capital'],
  ['F2054', 'F2050', 'Lợi nhuận chưa phân phối', 'Undistributed profit'],
  [
    'F2060',
    null,
    'TỔNG CỘNG NỢ PHẢI TRẢ VÀ VỐN CHỦ SỞ HỮU',
    'TOTAL LIABILITIES AND OWNERS’ EQUITY',
    '+F2030 +F2050',
  ],
];

const SECURITIES_F3: Row[] = [
  [
    'F3001',
    'F3009',
    'Lãi từ các tài sản tài chính ghi nhận thông qua lãi/lỗ (FVTPL)',
    'Gains on financial assets at FVTPL',
  ],
  [
    'F3002',
    'F3009',
    'Lãi từ các khoản đầu tư nắm giữ đến ngày đáo hạn (HTM)',
    'Interest from held-to-maturity investments',
  ],
  ['F3003', 'F3009', 'Lãi từ các khoản cho vay và phải thu', 'Interest from loans and receivables'],
  [
    'F3004',
    'F3009',
    'Lãi từ các tài sản tài chính sẵn sàng để bán (AFS)',
    'Gains on available-for-sale financial assets',
  ],
  ['F3005', 'F3009', 'Doanh thu nghiệp vụ môi giới chứng khoán', 'Brokerage revenue'],
  [
    'F3006',
    'F3009',
    'Doanh thu nghiệp vụ bảo lãnh, đại lý phát hành chứng khoán',
    'Underwriting and issuance agency revenue',
  ],
  ['F3007', 'F3009', 'Doanh thu nghiệp vụ tư vấn tài chính', 'Financial advisory revenue'],
  ['F3008', 'F3009', 'Doanh thu hoạt động khác', 'Other operating revenue'],
  [
    'F3009',
    null,
    'Cộng doanh thu hoạt động',
    'Total operating revenue',
    '+F3001 +F3002 +F3003 +F3004 +F3005 +F3006 +F3007 +F3008',
  ],
  [
    'F3010',
    'F3013',
    'Lỗ các tài sản tài chính ghi nhận thông qua lãi/lỗ (FVTPL)',
    'Losses on financial assets at FVTPL',
  ],
  ['F3011', 'F3013', 'Chi phí nghiệp vụ môi giới chứng khoán', 'Brokerage expenses'],
  ['F3012', 'F3013', 'Chi phí hoạt động khác', 'Other operating expenses'],
  ['F3013', null, 'Cộng chi phí hoạt động', 'Total operating expenses', '+F3010 +F3011 +F3012'],
  ['F3014', null, 'Doanh thu hoạt động tài chính', 'Financial income'],
  ['F3015', null, 'Chi phí tài chính', 'Financial expenses'],
  ['F3016', 'F3015', 'Trong đó: Chi phí lãi vay', 'Of which: interest expense'],
  ['F3017', null, 'Chi phí quản lý công ty chứng khoán', 'General and administrative expenses'],
  ['F3018', null, 'Kết quả hoạt động', 'Operating result', '+F3009 -F3013 +F3014 -F3015 -F3017'],
  ['F3019', null, 'Kết quả hoạt động khác', 'Other profit'],
  [
    'F3020',
    null,
    'Tổng lợi nhuận kế toán trước thuế',
    'Accounting profit before tax',
    '+F3018 +F3019',
  ],
  ['F3021', null, 'Chi phí thuế thu nhập doanh nghiệp', 'Corporate income tax expense'],
  [
    'F3022',
    null,
    'Lợi nhuận kế toán sau thuế thu nhập doanh nghiệp',
    'Profit after tax',
    '+F3020 -F3021',
  ],
  [
    'F3023',
    'F3022',
    'Lợi nhuận sau thuế phân bổ cho chủ sở hữu',
    'Profit after tax attributable to owners',
  ],
];

const SECURITIES_F4: Row[] = [
  ['F4001', 'F4009', 'Dư nợ cho vay ký quỹ (margin)', 'Margin lending balance', undefined, 'stock'],
  ['F4002', 'F4009', 'Ứng trước tiền bán chứng khoán', 'Advances to customers', undefined, 'stock'],
  ['F4009', null, 'Tổng dư nợ cho vay', 'Total loans', '+F4001 +F4002', 'stock'],
  ['F4003', null, 'Doanh thu môi giới chứng khoán', 'Brokerage revenue'],
  [
    'F4004',
    null,
    'Lãi từ cho vay ký quỹ và ứng trước',
    'Interest from margin lending and advances',
  ],
  ['F4005', null, 'Danh mục tự doanh', 'Proprietary portfolio', '+F4006 +F4007 +F4010', 'stock'],
  ['F4006', 'F4005', 'Tài sản tài chính FVTPL', 'FVTPL financial assets', undefined, 'stock'],
  ['F4007', 'F4005', 'Tài sản tài chính AFS', 'AFS financial assets', undefined, 'stock'],
  [
    'F4010',
    'F4005',
    'Các khoản đầu tư nắm giữ đến ngày đáo hạn',
    'Held-to-maturity investments',
    undefined,
    'stock',
  ],
  ['F4008', null, 'Kết quả tự doanh', 'Proprietary trading result'],
];

const SECURITIES_F8: Row[] = [
  [
    'F8001',
    'F8019',
    'Tiền thu từ môi giới, bảo lãnh, tư vấn và hoạt động khác',
    'Receipts from brokerage, underwriting, advisory and other services',
  ],
  [
    'F8002',
    'F8019',
    'Tiền thu lãi từ cho vay và các khoản đầu tư',
    'Interest received from loans and investments',
  ],
  [
    'F8003',
    'F8019',
    'Tiền thu (chi) thuần từ mua bán tài sản tài chính',
    'Net receipts (payments) from trading financial assets',
  ],
  [
    'F8004',
    'F8019',
    'Tiền chi cho vay ký quỹ và ứng trước, thuần',
    'Net payments for margin lending and advances',
  ],
  [
    'F8005',
    'F8019',
    'Tiền chi trả nhà cung cấp dịch vụ và người lao động',
    'Payments to suppliers and employees',
  ],
  [
    'F8006',
    'F8019',
    'Tăng, giảm tiền phải trả hoạt động giao dịch chứng khoán',
    'Increase/(decrease) in payables for securities trading',
  ],
  [
    'F8007',
    'F8019',
    'Tiền chi trả lãi vay và chi phí tài chính',
    'Interest and financial expenses paid',
  ],
  ['F8008', 'F8019', 'Tiền nộp thuế thu nhập doanh nghiệp', 'Corporate income tax paid'],
  [
    'F8009',
    'F8019',
    'Tiền thu (chi) khác từ hoạt động kinh doanh',
    'Other operating receipts (payments)',
  ],
  [
    'F8019',
    null,
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash flows from operating activities',
    '+F8001 +F8002 +F8003 +F8004 +F8005 +F8006 +F8007 +F8008 +F8009',
  ],
  ...investingFinancing('F8', true),
];

const SECURITIES_F9: Row[] = [
  ['F9001', 'F9004', 'Lợi nhuận trước thuế', 'Profit before tax'],
  ['F9002', 'F9004', 'Khấu hao tài sản cố định', 'Depreciation and amortisation'],
  ['F9003', 'F9004', 'Lãi, lỗ từ hoạt động đầu tư', '(Gains)/losses from investing activities'],
  [
    'F9004',
    'F9019',
    'Lợi nhuận từ hoạt động kinh doanh trước thay đổi vốn lưu động',
    'Operating profit before changes in working capital',
    '+F9001 +F9002 +F9003',
  ],
  [
    'F9005',
    'F9019',
    'Tăng, giảm tài sản tài chính ghi nhận thông qua lãi/lỗ (FVTPL)',
    '(Increase)/decrease in FVTPL financial assets',
  ],
  [
    'F9006',
    'F9019',
    'Tăng, giảm các khoản đầu tư nắm giữ đến ngày đáo hạn (HTM)',
    '(Increase)/decrease in held-to-maturity investments',
  ],
  ['F9007', 'F9019', 'Tăng, giảm các khoản cho vay', '(Increase)/decrease in loans'],
  [
    'F9008',
    'F9019',
    'Tăng, giảm tài sản tài chính sẵn sàng để bán (AFS)',
    '(Increase)/decrease in AFS financial assets',
  ],
  [
    'F9009',
    'F9019',
    'Tăng, giảm các khoản phải thu và tài sản khác',
    '(Increase)/decrease in receivables and other assets',
  ],
  ['F9010', 'F9019', 'Tăng, giảm các khoản phải trả', 'Increase/(decrease) in payables'],
  ['F9011', 'F9019', 'Thuế thu nhập doanh nghiệp đã nộp', 'Corporate income tax paid'],
  [
    'F9019',
    null,
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash flows from operating activities',
    '+F9004 +F9005 +F9006 +F9007 +F9008 +F9009 +F9010 +F9011',
  ],
  ...investingFinancing('F9', true),
];

/** The summary every cash-flow statement ends with (the same codes for every firm type). */
const CFS: Row[] = [
  [
    'CFS001',
    'CFS004',
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash flows from operating activities',
  ],
  [
    'CFS002',
    'CFS004',
    'Lưu chuyển tiền thuần từ hoạt động đầu tư',
    'Net cash flows from investing activities',
  ],
  [
    'CFS003',
    'CFS004',
    'Lưu chuyển tiền thuần từ hoạt động tài chính',
    'Net cash flows from financing activities',
  ],
  [
    'CFS004',
    null,
    'Lưu chuyển tiền thuần trong kỳ',
    'Net cash flows for the period',
    '+CFS001 +CFS002 +CFS003',
  ],
  [
    'CFS005',
    null,
    'Tiền và tương đương tiền đầu kỳ',
    'Cash and cash equivalents at the beginning of the period',
    undefined,
    'opening',
  ],
  [
    'CFS006',
    null,
    'Tiền và tương đương tiền cuối kỳ',
    'Cash and cash equivalents at the end of the period',
    '+CFS004 +CFS005',
    'stock',
  ],
];

const ROWS: Record<FirmType, Row[]> = {
  bank: [...BANK_F2, ...BANK_F3, ...BANK_F4, ...BANK_F8, ...CFS],
  company: [...COMPANY_F2, ...COMPANY_F3, ...COMPANY_F4, ...COMPANY_F9, ...CFS],
  insurance: [
    ...INSURANCE_F2,
    ...INSURANCE_F3,
    ...INSURANCE_F4,
    ...INSURANCE_F8,
    ...INSURANCE_F9,
    ...CFS,
  ],
  securities: [
    ...SECURITIES_F2,
    ...SECURITIES_F3,
    ...SECURITIES_F4,
    ...SECURITIES_F8,
    ...SECURITIES_F9,
    ...CFS,
  ],
};

const familyOf = (code: string): LineFamily => {
  const family = code.startsWith('CFS') ? 'CFS' : code.slice(0, 2);
  if (!['F2', 'F3', 'F4', 'F8', 'F9', 'CFS'].includes(family))
    throw new Error(`${code}: no family`);
  return family as LineFamily;
};

const parseTerms = (terms: string | undefined): Term[] =>
  (terms ?? '')
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => [t.slice(1), t.startsWith('-') ? -1 : 1] as const);

/** Every line of every firm type, in layout order within each family. */
export const LINE_ITEMS: readonly LineItem[] = FIRM_TYPES.flatMap((firmType) => {
  const order = new Map<LineFamily, number>();
  return ROWS[firmType].map(([code, parent, labelVi, labelEn, terms, kind]): LineItem => {
    const family = familyOf(code);
    const position = (order.get(family) ?? 0) + 1;
    order.set(family, position);
    return {
      code,
      firmType,
      family,
      parent,
      order: position,
      labelVi,
      labelEn,
      kind: kind ?? (family === 'F2' ? 'stock' : 'flow'),
      subtotal: terms !== undefined,
      terms: parseTerms(terms),
    };
  });
});

const BY_TYPE = new Map(
  FIRM_TYPES.map((firmType) => [
    firmType,
    new Map(LINE_ITEMS.filter((i) => i.firmType === firmType).map((i) => [i.code, i])),
  ]),
);

/** The lines of one firm type, by code, in layout order. */
export function lineItems(firmType: FirmType): ReadonlyMap<string, LineItem> {
  return BY_TYPE.get(firmType)!;
}

/**
 * The statement sub-paths of each firm type and the families each is made of (spec §7): a
 * bank's cash flows are the direct method (F8, form B04/TCTD), a company's the indirect one
 * (F9, the method nearly all listed companies use); insurers and securities firms publish both,
 * the indirect one under `cashflow-statement-gt` ("gián tiếp"). A securities firm's balance
 * sheet is its `security-balance` (Circular 334); it has no `balance-sheet`.
 */
export const STATEMENT_LAYOUTS: Readonly<
  Record<FirmType, Readonly<Partial<Record<StatementPath, readonly LineFamily[]>>>>
> = {
  bank: {
    'business-performance': ['F4'],
    'balance-sheet': ['F2'],
    'income-statement': ['F3'],
    'cash-flow-statement': ['F8', 'CFS'],
  },
  company: {
    'business-performance': ['F4'],
    'balance-sheet': ['F2'],
    'income-statement': ['F3'],
    'cashflow-statement': ['F9', 'CFS'],
  },
  insurance: {
    'business-performance': ['F4'],
    'balance-sheet': ['F2'],
    'income-statement': ['F3'],
    'cashflow-statement': ['F8', 'CFS'],
    'cashflow-statement-gt': ['F9', 'CFS'],
  },
  securities: {
    'business-performance': ['F4'],
    'security-balance': ['F2'],
    'income-statement': ['F3'],
    'cashflow-statement': ['F8', 'CFS'],
    'cashflow-statement-gt': ['F9', 'CFS'],
  },
};

/** The sub-paths a firm type has, in the order of spec §7. */
export function statementPaths(firmType: FirmType): StatementPath[] {
  return Object.keys(STATEMENT_LAYOUTS[firmType]) as StatementPath[];
}

/**
 * The codes of one statement in layout order, or null when the firm type has no such
 * sub-path (the API's 404, not an empty table).
 */
export function statementCodes(firmType: FirmType, path: string): string[] | null {
  const families = (STATEMENT_LAYOUTS[firmType] as Partial<Record<string, readonly LineFamily[]>>)[
    path
  ];
  if (!families) return null;
  return families.flatMap((family) =>
    LINE_ITEMS.filter((i) => i.firmType === firmType && i.family === family).map((i) => i.code),
  );
}

/** The lines a ratio reads, as signed terms (a sum of lines), per firm type. */
export interface KeyLines {
  /** Revenue for margins, P/S and the business plan. */
  revenue: readonly Term[];
  grossProfit: readonly Term[] | null;
  operatingProfit: readonly Term[];
  profitBeforeTax: readonly Term[];
  profitAfterTax: readonly Term[];
  profitParent: readonly Term[];
  totalAssets: readonly Term[];
  totalLiabilities: readonly Term[];
  /** Equity attributable to the parent's shareholders. */
  parentEquity: readonly Term[];
  /** Equity with the minority (non-controlling) interests. */
  totalEquity: readonly Term[];
  /** The balance-sheet cash that the cash-flow statement's closing cash equals. */
  cash: readonly Term[];
  charterCapital: readonly Term[];
  currentAssets: readonly Term[] | null;
  currentLiabilities: readonly Term[] | null;
  /** The cash dividends paid (financing; negative). */
  dividendsPaid: readonly Term[];
}

const t = (text: string): Term[] => parseTerms(text);

export const KEY_LINES: Readonly<Record<FirmType, KeyLines>> = {
  bank: {
    revenue: t('+F3012'),
    grossProfit: null,
    operatingProfit: t('+F3014'),
    profitBeforeTax: t('+F3016'),
    profitAfterTax: t('+F3018'),
    profitParent: t('+F3020'),
    totalAssets: t('+F2020'),
    totalLiabilities: t('+F2035'),
    parentEquity: t('+F2040'),
    totalEquity: t('+F2040 +F2045'),
    cash: t('+F2001 +F2002'),
    charterCapital: t('+F2041'),
    currentAssets: null,
    currentLiabilities: null,
    dividendsPaid: t('+F8033'),
  },
  company: {
    revenue: t('+F3003'),
    grossProfit: t('+F3005'),
    operatingProfit: t('+F3012'),
    profitBeforeTax: t('+F3016'),
    profitAfterTax: t('+F3018'),
    profitParent: t('+F3019'),
    totalAssets: t('+F2020'),
    totalLiabilities: t('+F2030'),
    parentEquity: t('+F2050 -F2055'),
    totalEquity: t('+F2050'),
    cash: t('+F2002'),
    charterCapital: t('+F2051'),
    currentAssets: t('+F2001'),
    currentLiabilities: t('+F2031'),
    dividendsPaid: t('+F9033'),
  },
  insurance: {
    revenue: t('+F3008'),
    grossProfit: t('+F3016'),
    operatingProfit: t('+F3021'),
    profitBeforeTax: t('+F3023'),
    profitAfterTax: t('+F3025'),
    profitParent: t('+F3026'),
    totalAssets: t('+F2020'),
    totalLiabilities: t('+F2030'),
    parentEquity: t('+F2050 -F2055'),
    totalEquity: t('+F2050'),
    cash: t('+F2002'),
    charterCapital: t('+F2051'),
    currentAssets: t('+F2001'),
    currentLiabilities: t('+F2031'),
    dividendsPaid: t('+F8033'),
  },
  securities: {
    revenue: t('+F3009'),
    grossProfit: null,
    operatingProfit: t('+F3018'),
    profitBeforeTax: t('+F3020'),
    profitAfterTax: t('+F3022'),
    profitParent: t('+F3023'),
    totalAssets: t('+F2020'),
    totalLiabilities: t('+F2030'),
    parentEquity: t('+F2050'),
    totalEquity: t('+F2050'),
    cash: t('+F2003'),
    charterCapital: t('+F2051'),
    currentAssets: t('+F2001'),
    currentLiabilities: t('+F2031'),
    dividendsPaid: t('+F8033'),
  },
};

/** The signed sum of `terms` over a period's values (a missing line counts 0). */
export function sumTerms(values: Readonly<Record<string, number>>, terms: readonly Term[]): number {
  return terms.reduce((total, [code, sign]) => total + sign * (values[code] ?? 0), 0);
}
