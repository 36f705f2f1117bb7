/**
 * Where the stack under test listens. Dedicated ports, so a developer's `npm start` on 8080
 * keeps running while the suite starts its own stack beside it.
 */
const int = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${name} must be a port number`);
  return value;
};

export const E2E_PORT = int('E2E_PORT', 8181);
export const E2E_API_PORT = int('E2E_API_PORT', 5181);
export const E2E_SSO_PORT = int('E2E_SSO_PORT', 5281);
export const E2E_PRICEBOARD_PORT = int('E2E_PRICEBOARD_PORT', 5381);
/** The eKYC vendor stand-in (services/ekyc-vendor). */
export const E2E_EKYC_PORT = int('E2E_EKYC_PORT', 5481);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
