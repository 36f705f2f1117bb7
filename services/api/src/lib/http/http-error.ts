import type { MessageCode, MessageParams } from '../../i18n/messages';

/**
 * An error the client is meant to see. Handlers throw it; the error plugin turns it into the
 * `{errors:[{code,message,field?}]}` envelope with the message in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly options: {
      params?: MessageParams;
      field?: string;
      headers?: Record<string, string>;
      /**
       * Sent as the error's `params` (ApiErrorSchema) for a site that words the message itself,
       * e.g. `bond_sold_out` `{ remaining }`; other errors send none.
       */
      wireParams?: MessageParams;
      /** Further errors of the same answer (several fraud codes at once), after this one. */
      more?: {
        code: MessageCode;
        field?: string;
        params?: MessageParams;
        wireParams?: MessageParams;
      }[];
      /** Fields of the body beside `errors` (the vendor's `checks`); the route's schema lists them. */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const notFound = (code: MessageCode = 'not_found') => new HttpError(404, code);
