import { z } from 'zod';
import {
  BondConfirmationSchema,
  BondOtpSentSchema,
  BondProductSchema,
  BondRegistrationSchema,
  type BondProduct,
  type BondRegistration,
  type BondRegistrationInput,
} from '../validation/bonds';
import type { ApiClient, RequestOptions } from './client';

export type BondOtpSent = z.infer<typeof BondOtpSentSchema>;
export type BondConfirmation = z.infer<typeof BondConfirmationSchema>;

const seg = encodeURIComponent;

type Call = Pick<RequestOptions, 'signal'>;

/**
 * Corporate-bond registration (issue 25): the products with today's prices, the visitor's OTP
 * confirmation of an account number, and the registration. Answers are parsed with the schemas
 * the API answers with; errors reject as ApiRequestError with the server's codes.
 */
export function createBondsApi(client: ApiClient) {
  return {
    /** `GET bonds/products`: every product, today's prices and what remains. */
    getProducts(call: Call = {}): Promise<BondProduct[]> {
      // `{data: [...]}`, with or without `meta` (the list is never paged).
      return client.getData('bonds/products', z.array(BondProductSchema), call);
    },

    /** `GET bonds/products/{code}`: 404 bond_not_found. */
    getProduct(code: string, call: Call = {}): Promise<BondProduct> {
      return client.getData(`bonds/products/${seg(code)}`, BondProductSchema, call);
    },

    /** `POST bonds/account-otp`: a code to the phone on file; 404 account_not_found. */
    requestAccountOtp(
      body: { accountNumber: string; grecaptcha_token?: string | null },
      call: Call = {},
    ): Promise<BondOtpSent> {
      return client.postData('bonds/account-otp', body, BondOtpSentSchema, {
        ...call,
        bearer: null,
      });
    },

    /** `POST bonds/account-otp/verify`: 422 otp_invalid/otp_expired/otp_not_found, 429. */
    verifyAccountOtp(
      body: { accountNumber: string; otp: string; grecaptcha_token?: string | null },
      call: Call = {},
    ): Promise<BondConfirmation> {
      return client.postData('bonds/account-otp/verify', body, BondConfirmationSchema, {
        ...call,
        bearer: null,
      });
    },

    /**
     * `POST bonds/registrations`: a logged-in customer sends their token (`bearer`), a visitor
     * the body's `confirmation` and no token.
     */
    register(
      body: BondRegistrationInput,
      { bearer, ...call }: Call & { bearer: string | null },
    ): Promise<BondRegistration> {
      return client.postData('bonds/registrations', body, BondRegistrationSchema, {
        ...call,
        bearer,
      });
    },
  };
}

export type BondsApi = ReturnType<typeof createBondsApi>;
