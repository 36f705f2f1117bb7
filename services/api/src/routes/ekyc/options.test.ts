import { useTestApp } from '../../test/build-test-app';
import { EKYC } from '../../test/ekyc';

describe('eKYC choices', () => {
  const app = useTestApp();
  const get = async (path: string) => {
    const res = await app.inject(`${EKYC}/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lists regions, the branches of the network and the brokers of each branch', async () => {
    const vi = await get('ekyc-locations?locale=vi');
    const en = await get('ekyc-locations?locale=en');
    expect(vi.regions).toEqual([
      { code: 'north', name: 'Miền Bắc' },
      { code: 'central', name: 'Miền Trung' },
      { code: 'south', name: 'Miền Nam' },
    ]);
    expect(en.regions.map((r: { name: string }) => r.name)).toEqual([
      'Northern region',
      'Central region',
      'Southern region',
    ]);
    expect(vi.branches).toHaveLength(11);
    expect(vi.branches).toContainEqual({
      code: 'chi-nhanh-tp-ho-chi-minh',
      name: 'Chi nhánh TP. Hồ Chí Minh',
      region: 'south',
      address: expect.stringContaining('TP. Hồ Chí Minh'),
    });
    // A branch's code is the same in both languages; only its name is translated.
    expect(en.branches.map((b: { code: string }) => b.code)).toEqual(
      vi.branches.map((b: { code: string }) => b.code),
    );
    expect(en.branches).toContainEqual(
      expect.objectContaining({
        code: 'chi-nhanh-tp-ho-chi-minh',
        name: 'Ho Chi Minh City Branch',
      }),
    );
    const codes = new Set(vi.branches.map((b: { code: string }) => b.code));
    expect(vi.brokers.length).toBeGreaterThanOrEqual(vi.branches.length);
    for (const broker of vi.brokers) expect(codes.has(broker.branch)).toBe(true);
  });

  it('lists the service packs with their interest rate and fee, the banks and referral channels', async () => {
    const vi = await get('options');
    const en = await get('options?locale=en');
    expect(vi.servicePacks).toEqual([
      expect.objectContaining({
        code: 'transaction',
        name: 'Gói Giao dịch',
        interestRate: 12.5,
        fee: 0.15,
      }),
      expect.objectContaining({ code: 'broker_care', interestRate: 11.5, fee: 0.25 }),
    ]);
    expect(en.servicePacks[1]).toMatchObject({
      name: 'Broker-care pack',
      description: expect.stringContaining('dedicated broker'),
    });
    expect(vi.banks).toContainEqual({ code: 'VCB', name: expect.stringContaining('Vietcombank') });
    expect(en.referralChannels).toContainEqual({ code: 'friend', name: 'Friends or family' });
  });
});
