import {
  CustomerLoginResultSchema,
  CustomerLogoutResultSchema,
  CustomerSchema,
  SsoAuthorizeResultSchema,
  type Customer,
  type CustomerLoginInput,
  type CustomerLoginResult,
  type CustomerLogoutResult,
  type SsoAuthorizeResult,
  type SsoLoginBody,
} from '../validation/customers';
import type { ApiClient } from './client';

export interface CustomerCallOptions {
  signal?: AbortSignal;
}

export interface CustomerSessionCallOptions extends CustomerCallOptions {
  /** The customer's own token: in recruitment mode the session would send the candidate's. */
  token: string;
}

/**
 * Customer accounts (contracts.md "Customer accounts and SSO"). The logins go out without a
 * token, so a failed attempt can never end a session; the session calls carry the customer's.
 */
export function createCustomerApi(client: ApiClient) {
  return {
    /** `POST customers/auth/login`: 401 invalid_credentials, 429 login_delayed/too_many_attempts/login_busy. */
    login(body: CustomerLoginInput, options: CustomerCallOptions = {}): Promise<CustomerLoginResult> {
      return client.postData('customers/auth/login', body, CustomerLoginResultSchema, {
        bearer: null,
        signal: options.signal,
      });
    },

    /** `POST customers/auth/sso-authorize`: the provider's authorize URL for this callback. */
    ssoAuthorize(redirectUri: string, options: CustomerCallOptions = {}): Promise<SsoAuthorizeResult> {
      return client.postData(
        'customers/auth/sso-authorize',
        { redirect_uri: redirectUri },
        SsoAuthorizeResultSchema,
        { bearer: null, signal: options.signal },
      );
    },

    /** `POST customers/auth/login-sso`: exchanges the provider's code for our own token. */
    loginSso(body: SsoLoginBody, options: CustomerCallOptions = {}): Promise<CustomerLoginResult> {
      return client.postData('customers/auth/login-sso', body, CustomerLoginResultSchema, {
        bearer: null,
        signal: options.signal,
      });
    },

    /** `GET customers/me`; a 401 ends the session through the client's onUnauthorized. */
    me(options: CustomerSessionCallOptions): Promise<Customer> {
      return client.getData('customers/me', CustomerSchema, {
        bearer: options.token,
        signal: options.signal,
      });
    },

    /**
     * `POST customers/auth/logout`: revokes the token; for an SSO session `logoutUrl` is the
     * provider's end-session URL (back to `redirect_uri`), null for a direct one.
     */
    logout(
      body: { redirect_uri?: string },
      options: CustomerSessionCallOptions,
    ): Promise<CustomerLogoutResult> {
      return client.postData('customers/auth/logout', body, CustomerLogoutResultSchema, {
        bearer: options.token,
        signal: options.signal,
      });
    },
  };
}

export type CustomerApi = ReturnType<typeof createCustomerApi>;
