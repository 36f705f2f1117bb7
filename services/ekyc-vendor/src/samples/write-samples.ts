/**
 * Writes the sample ID photos the README points to, for trying the eKYC flow by hand and for
 * the e2e fake camera:
 *
 *   tsx services/ekyc-vendor/src/samples/write-samples.ts [dir]   (default .data/ekyc-samples)
 *
 * front.jpg, back.jpg and signature.png are SAMPLE_CARD's (every vendor check passes), plus
 * fraud cases whose photos pass the vendor but whose data the API refuses: front-under-14.jpg
 * (a holder of 12 on the day it is written) and front-expired.jpg (a card past its milestone).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '@brokerage/shared/server/startup.ts';
import { birthdayAt, cardExpiry } from '@brokerage/shared/validation/ekyc/cccd.ts';
import { renderCard, renderSignature, SAMPLE_CARD, type SampleCard } from './card';
import { writeFaceSamples } from './face-video';

/** Today in Vietnam, as the API's checks count days. */
export const vietnamToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A girl of 12 (born 12 years and 40 days before `today`) with a chip card issued at 10: only
 * her age is wrong (id_under_14). The number's century digit is 3 (a woman born in the 2000s).
 */
export function underFourteenCard(today: string): SampleCard {
  const dateOfBirth = addDays(birthdayAt(today, -12), -40);
  const idDate = birthdayAt(dateOfBirth, 10);
  return {
    idCode: `0793${dateOfBirth.slice(2, 4)}004821`,
    fullName: 'Phạm Ngọc Hân',
    dateOfBirth,
    gender: 'female',
    address: '45 Nguyễn Trãi, Phường 2, Quận 5, Thành phố Hồ Chí Minh',
    idDate,
    expiryDate: cardExpiry(dateOfBirth, idDate),
    placeOfOrigin: 'Phường 2, Quận 5, Thành phố Hồ Chí Minh',
  };
}

/**
 * Issued on 12 Apr 2021 at 22, more than two years before her 25th birthday (2 Oct 2023), on
 * which it expired (id_expired).
 */
export const EXPIRED_CARD: SampleCard = {
  idCode: '079198004521',
  fullName: 'Lê Thị Hồng Nhung',
  dateOfBirth: '1998-10-02',
  gender: 'female',
  address: '78 Võ Văn Tần, Phường 6, Quận 3, Thành phố Hồ Chí Minh',
  idDate: '2021-04-12',
  expiryDate: cardExpiry('1998-10-02', '2021-04-12'),
  placeOfOrigin: 'Xã Long Hựu, Huyện Cần Đước, Long An',
};

/** The sample files by name. */
export function samplePhotos(today = vietnamToday()): Record<string, Uint8Array> {
  return {
    'front.jpg': renderCard({ side: 'front', card: SAMPLE_CARD }),
    'back.jpg': renderCard({ side: 'back', card: SAMPLE_CARD }),
    'signature.png': renderSignature(),
    'front-under-14.jpg': renderCard({ side: 'front', card: underFourteenCard(today) }),
    'front-expired.jpg': renderCard({ side: 'front', card: EXPIRED_CARD }),
  };
}

export function writeSamples(dir: string, today = vietnamToday()): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(samplePhotos(today)).map(([name, bytes]) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return file;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, '.data', 'ekyc-samples'));
  for (const file of writeSamples(dir)) console.log(file);
  for (const file of await writeFaceSamples(dir)) console.log(file);
}
