/**
 * A flood of face videos (issue 22's denial-of-service gap): the vendor's face check costs
 * seconds of CPU, so the API holds at most EKYC_FACE_CHECKS in flight and twice as many
 * waiting, at most three per client network, and answers the rest 503 `ekyc_vendor_busy` at
 * once. The attack comes the way it does, from
 * many addresses at once; the customer on another network and the other visitors are served.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../../test/build-test-app';
import {
  type EkycCustomer,
  EKYC,
  advanceTo,
  customerOf,
  multipart,
  startCase,
  webm,
} from '../../test/ekyc';
import { fakeEkycVendor } from '../../test/fake-ekyc-vendor';

const CHECK_MS = 250;

/** The fake vendor, slowed to a face check's pace, counting what it runs at once. */
function slowVendor() {
  const vendor = fakeEkycVendor();
  const seen = {
    inFlight: 0,
    most: 0,
    abandoned: 0,
    checked: 0,
    /** The videos as the vendor got them, in order. */
    order: [] as string[],
    /** Cases (uuids) whose videos do not match their card. */
    refuse: new Set<string>(),
    /** While set, every check also waits for it (a test holds the vendor busy). */
    gate: null as Promise<void> | null,
  };
  const check = vendor.checkFaceVideo.bind(vendor);
  vendor.checkFaceVideo = async (input, options) => {
    seen.order.push(Buffer.from(input.video.bytes).toString('latin1'));
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, CHECK_MS);
        options?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          seen.abandoned += 1;
          reject(new Error('the API hung up'));
        });
      });
      await seen.gate;
      seen.checked += 1;
      const video = Buffer.from(input.video.bytes).toString('latin1');
      if ([...seen.refuse].some((uuid) => video.includes(uuid)))
        return { ok: false, code: 'face_not_match', checks: [] };
      return await check(input);
    } finally {
      seen.inFlight -= 1;
    }
  };
  return { vendor, seen };
}

describe('eKYC face videos under a flood from many addresses', () => {
  const { vendor, seen } = slowVendor();
  const app = useTestApp({ ekycVendor: vendor, env: { EKYC_FACE_CHECKS: '4' } });

  /** A case at the face step, then used from `address`. */
  async function atFace(address: string): Promise<EkycCustomer> {
    const customer = await startCase(app);
    await advanceTo(customer, 'face_video', app);
    return customerOf(app, customer.uuid, customer.token, address);
  }
  const send = (customer: EkycCustomer) =>
    customer.upload('face-video', { name: 'face.webm', bytes: webm(customer.uuid) });

  it('holds three places per attacking network, refuses the rest at once, and serves the customer', async () => {
    // Twelve addresses of one /24, and two more networks: three networks attack.
    const attackers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => atFace(`127.0.3.${i + 1}`)),
      atFace('127.0.4.1'),
      atFace('127.0.5.1'),
    ]);
    const customer = await atFace('127.0.9.7');
    const before = { ...seen };

    const flood = attackers.flatMap((attacker) => [send(attacker), send(attacker), send(attacker)]);
    // The customer and another visitor, while the flood is on.
    const mine = send(customer);
    const visitor = app.inject({
      method: 'GET',
      url: `${EKYC}/options`,
      remoteAddress: '127.0.10.2',
    });
    const [answers, own, other] = await Promise.all([Promise.all(flood), mine, visitor]);

    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ status: 'verified', step: 'registration' });
    expect(other.statusCode).toBe(200);

    const served = answers.filter((a) => a.statusCode === 200);
    const busy = answers.filter((a) => a.statusCode === 503);
    // Each network gets three videos checked (the rest refused while they are), and a case
    // that moved on refuses its later videos as out of step (409).
    expect(served.length).toBeGreaterThanOrEqual(3);
    expect(answers.length - busy.length).toBeLessThanOrEqual(9);
    expect(busy.length).toBeGreaterThan(answers.length / 2);
    for (const refused of busy) {
      expect(refused.json().errors[0].code).toBe('ekyc_vendor_busy');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(answers.every((a) => [200, 409, 503].includes(a.statusCode))).toBe(true);
    // Never more than the vendor's capacity at once; the refused never reached it.
    expect(seen.most).toBeLessThanOrEqual(4);
    expect(seen.checked - before.checked).toBe(answers.length - busy.length + 1);
  });

  it('a refused customer sends the same video again and is served', async () => {
    const attackers = await Promise.all([200, 201, 202].map((n) => atFace(`127.0.3.${n}`)));
    const customer = await atFace('127.0.3.203');
    // The attacker's network holds its three places: the neighbour is refused, nothing stored.
    const holding = Promise.all(attackers.map(send));
    await vi.waitFor(() => expect(seen.inFlight).toBe(3));
    const refused = await send(customer);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().errors[0].code).toBe('ekyc_vendor_busy');
    expect((await customer.steps()).step).toBe('face_video');
    expect((await holding).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await send(customer)).statusCode).toBe(200);
  });

  it('takes one video of a case at a time: the same case twice at once is one check', async () => {
    const customer = await atFace('127.0.7.1');
    const before = seen.checked;
    const [a, b] = await Promise.all([send(customer), send(customer)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 503]);
    expect(seen.checked - before).toBe(1);
  });

  it('stops the vendor check of a customer who hung up', async () => {
    const customer = await atFace('127.0.0.1');
    // A real socket (inject cannot hang up): the app listens on a port of its own.
    const server = http.createServer((req, res) => app.routing(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const before = seen.abandoned;
      const body = multipart({ uuid: customer.uuid }, { name: 'face.webm', bytes: webm('gone') });
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${EKYC}/face-video`,
        headers: {
          ...body.headers,
          'content-length': body.payload.length,
          'x-ekyc-token': customer.token,
        },
      });
      request.on('error', () => undefined);
      request.end(body.payload);
      await vi.waitFor(() => expect(seen.inFlight).toBeGreaterThan(0));
      request.destroy();
      await vi.waitFor(() => expect(seen.abandoned).toBe(before + 1));
      await vi.waitFor(() => expect(seen.inFlight).toBe(0));
      // Its place is back: the customer sends again and is served.
      expect((await send(customer)).statusCode).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('eKYC face videos: a case’s first video goes before videos sent again', () => {
  const { vendor, seen } = slowVendor();
  // One check at a time, two waiting (one of them kept for first videos).
  const app = useTestApp({ ekycVendor: vendor, env: { EKYC_FACE_CHECKS: '1' } });

  it('a customer’s first video starts before the waiting ones of cases refused already', async () => {
    const atFaceFrom = async (address: string) => {
      const customer = await startCase(app);
      await advanceTo(customer, 'face_video', app);
      return customerOf(app, customer.uuid, customer.token, address);
    };
    const send = (customer: EkycCustomer) =>
      customer.upload('face-video', { name: 'face.webm', bytes: webm(customer.uuid) });
    const [first, second] = await Promise.all([atFaceFrom('127.0.3.1'), atFaceFrom('127.0.4.1')]);
    // Both attacking cases have been refused once already.
    seen.refuse.add(first.uuid).add(second.uuid);
    expect((await send(first)).statusCode).toBe(422);
    expect((await send(second)).statusCode).toBe(422);
    const customer = await atFaceFrom('127.0.9.7');
    seen.order.length = 0;

    // The vendor holds the first check until the others have arrived, however busy the machine.
    let open = () => {};
    seen.gate = new Promise<void>((resolve) => (open = resolve));
    const running = send(first);
    await vi.waitFor(() => expect(seen.inFlight).toBe(1));
    const waiting = send(second);
    // The second video's request reaches the pool first (its upload is parsed in a few ms).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = send(customer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The ordinary places are taken: a third video sent again is refused at once.
    expect((await send(first)).statusCode).toBe(503);
    seen.gate = null;
    open();
    const [a, b, c] = await Promise.all([running, waiting, mine]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([422, 422, 200]);
    const order = seen.order.map((bytes) =>
      [first, second, customer].findIndex((x) => bytes.includes(x.uuid)),
    );
    expect(order).toEqual([0, 2, 1]);
  });
});
