import type {
  CardData,
  EkycVendor,
  FaceVerdict,
  IdImageVerdict,
  VendorFile,
  VendorVerdict,
} from '../lib/ekyc-vendor/port';
import { VendorUnavailableError } from '../lib/ekyc-vendor/port';
import type { DocumentCode } from '@brokerage/shared/validation/ekyc/codes.ts';

/** A sound card: born 15 May 1990 (a man, Ho Chi Minh City), issued at 30, valid to 40. */
export const SOUND_CARD: CardData = {
  idCode: '079090123456',
  fullName: 'NGUYỄN VĂN AN',
  dateOfBirth: '1990-05-15',
  gender: 'male',
  address: 'Số 12, Đường Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  idDate: '2021-04-10',
};

type Scripted<T> = T | ((file: VendorFile & { side?: 'front' | 'back' }) => T);

/** One call the vendor received. */
export interface VendorCall {
  check: 'id' | 'signature' | 'face';
  side?: 'front' | 'back';
  fileName: string;
  size: number;
  portraitSize?: number;
}

/**
 * An EkycVendor for the API's tests: it passes everything (the front reads `card`, with the
 * number a `frontPhoto` carries, the face
 * scores `faceScore`) unless a test queues the next verdicts of a kind (`nextId`, `nextSignature`,
 * `nextFace`, each used once, in order) or makes it unreachable. `calls` lists what it was sent.
 */
export interface FakeEkycVendor extends EkycVendor {
  card: CardData;
  faceScore: number | undefined;
  unavailable: boolean;
  calls: VendorCall[];
  nextId(...verdicts: Scripted<IdImageVerdict>[]): void;
  nextSignature(...verdicts: Scripted<VendorVerdict<DocumentCode>>[]): void;
  nextFace(...verdicts: FaceVerdict[]): void;
  reset(): void;
}

const passed = (name: string) => ({ name, passed: true });

/** A front photo of test/ekyc.ts `frontPhoto` says its number in its bytes: its "QR code". */
const QR_NUMBER = /idCode=(\d{9,12})/;

export function fakeEkycVendor(): FakeEkycVendor {
  const queues = {
    id: [] as Scripted<IdImageVerdict>[],
    signature: [] as Scripted<VendorVerdict<DocumentCode>>[],
    face: [] as FaceVerdict[],
  };
  const take = <T>(queue: Scripted<T>[], file: VendorFile & { side?: 'front' | 'back' }) => {
    const next = queue.shift();
    return typeof next === 'function' ? (next as (f: typeof file) => T)(file) : next;
  };
  const cardOf = (bytes: Uint8Array): CardData => {
    const number = QR_NUMBER.exec(Buffer.from(bytes).toString('latin1'))?.[1];
    return number ? { ...vendor.card, idCode: number } : vendor.card;
  };
  const reachable = () => {
    if (vendor.unavailable) throw new VendorUnavailableError('fake vendor: unreachable');
  };
  const vendor: FakeEkycVendor = {
    card: SOUND_CARD,
    faceScore: 0.93,
    unavailable: false,
    calls: [],
    async checkIdImage(input) {
      reachable();
      vendor.calls.push({
        check: 'id',
        side: input.side,
        fileName: input.fileName,
        size: input.bytes.length,
      });
      return (
        take(queues.id, input) ?? {
          ok: true,
          side: input.side,
          checks: [passed('type'), passed('size'), passed('edges'), passed('side')],
          ...(input.side === 'front' ? { card: cardOf(input.bytes) } : {}),
        }
      );
    },
    async checkSignature(input) {
      reachable();
      vendor.calls.push({ check: 'signature', fileName: input.fileName, size: input.bytes.length });
      return take(queues.signature, input) ?? { ok: true, checks: [passed('ink')] };
    },
    async checkFaceVideo({ video, portrait }) {
      reachable();
      vendor.calls.push({
        check: 'face',
        fileName: video.fileName,
        size: video.bytes.length,
        portraitSize: portrait.bytes.length,
      });
      return (
        queues.face.shift() ?? {
          ok: true,
          checks: [passed('faces'), passed('motion'), passed('match')],
          ...(vendor.faceScore === undefined ? {} : { score: vendor.faceScore }),
          frames: 8,
        }
      );
    },
    async check() {
      reachable();
    },
    nextId: (...verdicts) => void queues.id.push(...verdicts),
    nextSignature: (...verdicts) => void queues.signature.push(...verdicts),
    nextFace: (...verdicts) => void queues.face.push(...verdicts),
    reset() {
      queues.id.length = 0;
      queues.signature.length = 0;
      queues.face.length = 0;
      vendor.calls.length = 0;
      vendor.card = SOUND_CARD;
      vendor.faceScore = 0.93;
      vendor.unavailable = false;
    },
  };
  return vendor;
}
