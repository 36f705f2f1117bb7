import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@brokerage/shared/routing/core';
import { requestLocale } from '../../lib/locale';
import { type MessageCode, type MessageParams, translate } from '../../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** `?locale=en` → en, anything else vi. */
    readonly locale: Locale;
    t(code: MessageCode, params?: MessageParams): string;
  }
}

/** Request language and the message catalogue, for handlers and the error plugin alike. */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', {
      getter() {
        return requestLocale(this);
      },
    });
    app.decorateRequest('t', function (code: MessageCode, params?: MessageParams) {
      return translate(requestLocale(this), code, params);
    });
  },
  { name: 'i18n' },
);
