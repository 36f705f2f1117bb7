/**
 * The demo customers (README lists them; the API's seed has the same people). Their subjects are
 * fixed so a fresh SSO store still maps to customers the API linked before.
 */
export type CustomerType = 'individual' | 'organization';

export interface AccountProfile {
  /** Stable opaque subject identifier. */
  sub: string;
  /** Securities account number, upper case (the user name). */
  accountNumber: string;
  name: string;
  email: string;
  phoneNumber: string;
  customerType: CustomerType;
}

export const DEMO_PASSWORD = 'AnPhat@26';

export const DEMO_ACCOUNTS: readonly AccountProfile[] = [
  {
    sub: '7f3e0c52-6a1d-4c8e-9b7a-2d4f81c09a11',
    accountNumber: '009C000001',
    name: 'Nguyễn Văn An',
    email: 'an.nguyen@example.com',
    phoneNumber: '0901000001',
    customerType: 'individual',
  },
  {
    sub: 'c1b9a4d7-3e52-4f06-8a2c-5e7d9b13f462',
    accountNumber: '009C000002',
    name: 'Trần Thị Bình',
    email: 'binh.tran@example.com',
    phoneNumber: '0901000002',
    customerType: 'individual',
  },
  {
    sub: '4a8d2f6e-91c3-47b5-b0e8-6c2a7f5d3b98',
    accountNumber: '009C000003',
    name: 'Công ty TNHH Đầu tư Minh Long',
    email: 'invest@minhlong.example.com',
    phoneNumber: '0281000003',
    customerType: 'organization',
  },
];
