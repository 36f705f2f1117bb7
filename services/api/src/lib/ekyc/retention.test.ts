import { eq } from 'drizzle-orm';
import { ekycCases, ekycCompletions } from '../../db/schema';
import { testClock, useTestApp } from '../../test/build-test-app';
import { type EkycCustomer, advanceTo, ok, startCase } from '../../test/ekyc';
import { fakeEkycVendor } from '../../test/fake-ekyc-vendor';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the eKYC retention job', () => {
  const clock = testClock(new Date('2026-06-01T03:00:00Z'));
  const app = useTestApp({
    now: clock.now,
    ekycVendor: fakeEkycVendor(),
    env: { JOBS_WORKERS: 'true' },
  });

  const keysOf = (customer: EkycCustomer) =>
    ['front', 'back', 'signature', 'face_video'].map(
      (kind) => `private/ekyc/${customer.uuid}/${kind}`,
    );
  const stored = async (keys: string[]) =>
    (await Promise.all(keys.map((key) => app.storage.head(key)))).filter(Boolean).length;
  const caseExists = async (customer: EkycCustomer) =>
    (await app.db.select().from(ekycCases).where(eq(ekycCases.id, customer.uuid))).length === 1;

  it('deletes the ID photos, videos and cases past their time, completed ones too', async () => {
    // Day 0: one opening completed, one left at the face video.
    const completed = await startCase(app);
    await advanceTo(completed, 'completed', app);
    const abandoned = await startCase(app);
    await advanceTo(abandoned, 'registration', app);
    expect(await stored(keysOf(completed))).toBe(4);
    expect(await stored(keysOf(abandoned))).toBe(4);

    // 73 hours on: the unfinished case is past EKYC_CASE_TTL_HOURS (72); a new one is not.
    clock.advance(73 * HOUR);
    const fresh = await startCase(app);
    await advanceTo(fresh, 'face_video', app);
    await app.jobs.send('ekyc.retention', {});
    await vi.waitFor(async () => expect(await caseExists(abandoned)).toBe(false), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await stored(keysOf(abandoned))).toBe(0);
    expect(await caseExists(completed)).toBe(true);
    expect(await stored(keysOf(completed))).toBe(4);
    expect(await caseExists(fresh)).toBe(true);

    // 30 days after it began, the completed case goes with its files; its numbers stay taken.
    clock.advance(27 * DAY);
    await app.jobs.send('ekyc.retention', {});
    await vi.waitFor(async () => expect(await caseExists(completed)).toBe(false), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await stored(keysOf(completed))).toBe(0);
    const [completion] = await app.db
      .select()
      .from(ekycCompletions)
      .where(eq(ekycCompletions.idNumber, completed.contact.idCode));
    expect(completion).toMatchObject({ caseId: null, variant: 'opened' });
    expect((await completed.get(`steps/${completed.uuid}`)).statusCode).toBe(404);
    // The other case had expired too by then (72 hours after its last step).
    expect(await caseExists(fresh)).toBe(false);
    ok(await (await startCase(app)).post('contact-info', fresh.contact));
  });
});
