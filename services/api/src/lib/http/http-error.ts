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
    } = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const notFound = (code: MessageCode = 'not_found') => new HttpError(404, code);
