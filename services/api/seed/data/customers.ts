/**
 * The demo customers (README): the same three people as the SSO provider's demo accounts, which
 * keeps its own store; the provider's subjects are linked at their first SSO login.
 */
export interface CustomerSeed {
  accountNumber: string;
  fullName: string;
  email: string;
  phone: string;
  customerType: 'individual' | 'organization';
  /** The citizen ID number (an online account opening with it answers id_card_existed). */
  idNumber?: string;
}

/** Every demo customer's password (hashed with argon2id when seeding). */
export const DEMO_CUSTOMER_PASSWORD = 'AnPhat@26';

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  {
    accountNumber: '009C000001',
    fullName: 'Nguyễn Văn An',
    email: 'an.nguyen@example.com',
    phone: '0901000001',
    customerType: 'individual',
    idNumber: '001085001234',
  },
  {
    accountNumber: '009C000002',
    fullName: 'Trần Thị Bình',
    email: 'binh.tran@example.com',
    phone: '0901000002',
    customerType: 'individual',
    idNumber: '079190002345',
  },
  {
    accountNumber: '009C000003',
    fullName: 'Công ty TNHH Đầu tư Minh Long',
    email: 'invest@minhlong.example.com',
    phone: '0281000003',
    customerType: 'organization',
  },
];
