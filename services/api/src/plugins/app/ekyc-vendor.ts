import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createHttpEkycVendor } from '../../lib/ekyc-vendor/http-client';
import type { EkycVendor } from '../../lib/ekyc-vendor/port';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity vendor of the account opening (lib/ekyc-vendor/port.ts). */
    ekycVendor: EkycVendor;
  }
}

/**
 * `app.ekycVendor`: the vendor's HTTP API at EKYC_VENDOR_URL, or the caller's (tests). Not a
 * readiness check: a vendor outage stops the account opening (503 `ekyc_vendor_unavailable`
 * on its calls), not the whole site.
 */
export const ekycVendorPlugin = fp<{ config: AppConfig; vendor?: EkycVendor }>(
  async (app: FastifyInstance, { config, vendor }) => {
    app.decorate('ekycVendor', vendor ?? createHttpEkycVendor(config.ekyc.vendorUrl));
  },
  { name: 'ekyc-vendor' },
);
