// Test-only: answers of `ttpt-company-peers` for the peer comparison's tests.
import type { CompanyPeer, CompanyPeers } from '@brokerage/shared/validation/companyPeersApi.ts';

export function fixturePeer(symbol: string, extra: Partial<CompanyPeer> = {}): CompanyPeer {
  return {
    stockSymbol: symbol,
    name: `Ngân hàng ${symbol}`,
    exchange: 'HOSE',
    sessionDate: '2026-11-20',
    price: 25_300,
    priceChange: 300,
    priceChangePercent: 1.2,
    marketCapital: 123_456_000_000_000,
    pE: 8.57,
    pB: 1.2,
    roe: 15.5,
    revenueGrowth: 12.34,
    profitGrowth: -3.25,
    score: 61,
    ...extra,
  };
}

/** VCB, largest first, beside BID and CTG (CTG without a P/E: a loss). */
export function fixturePeers(extra: Partial<CompanyPeers> = {}): CompanyPeers {
  return {
    stockSymbol: 'VCB',
    icbCode: '8300',
    sector: 'Ngân hàng',
    sectorSize: 14,
    companies: [
      fixturePeer('BID', {
        price: 45_600,
        priceChange: -400,
        priceChangePercent: -0.87,
        marketCapital: 300_000_000_000_000,
        pE: 11.2,
        score: 58,
      }),
      fixturePeer('VCB', {
        name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
        price: 91_500,
        priceChange: 1_500,
        priceChangePercent: 1.67,
        marketCapital: 250_000_000_000_000,
        pE: 14.05,
        roe: 18.25,
        score: 72,
      }),
      fixturePeer('CTG', {
        price: 34_000,
        priceChange: 0,
        priceChangePercent: 0,
        marketCapital: 180_000_000_000_000,
        pE: null,
        score: null,
      }),
    ],
    median: {
      priceChangePercent: 0.12,
      marketCapital: 95_000_000_000_000,
      pE: 9.5,
      pB: 1.35,
      roe: 16.1,
      revenueGrowth: 10.5,
      profitGrowth: 4.25,
      score: 60.5,
    },
    ...extra,
  };
}
