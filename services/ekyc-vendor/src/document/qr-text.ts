import type { CardData } from '../verdict';

/**
 * The text of a chip ID card's QR code (market-facts "Citizen ID"):
 * `ID|oldID|full name|DDMMYYYY birth|gender|address|DDMMYYYY issue`, gender `Nam` or `Nữ`.
 * The generator writes it with `formatCardQr`, the check reads it with `parseCardQr`.
 */

const FIELDS = 7;
const GENDERS = { Nam: 'male', Nữ: 'female' } as const;

/** DDMMYYYY → YYYY-MM-DD, or undefined when it is not a calendar date. */
function isoDate(text: string): string | undefined {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** The card's data, or undefined when the text is not a card's QR. */
export function parseCardQr(text: string): CardData | undefined {
  const parts = text.normalize('NFC').trim().split('|');
  if (parts.length !== FIELDS) return undefined;
  const [
    idCode = '',
    oldId = '',
    fullName = '',
    birth = '',
    gender = '',
    address = '',
    issue = '',
  ] = parts.map((part) => part.trim());
  const dateOfBirth = isoDate(birth);
  const idDate = isoDate(issue);
  const sex = GENDERS[gender as keyof typeof GENDERS];
  // 12 digits (chip card) or the old 9-digit CMND: the API refuses the latter with its own code.
  if (!/^(\d{9}|\d{12})$/.test(idCode) || !fullName || !address) return undefined;
  if (oldId && !/^\d{9}(\d{3})?$/.test(oldId)) return undefined;
  if (!dateOfBirth || !idDate || !sex) return undefined;
  return {
    idCode,
    ...(oldId ? { oldId } : {}),
    fullName,
    dateOfBirth,
    gender: sex,
    address,
    idDate,
  };
}

export function formatCardQr(card: CardData): string {
  return [
    card.idCode,
    card.oldId ?? '',
    card.fullName,
    ddmmyyyy(card.dateOfBirth),
    card.gender === 'male' ? 'Nam' : 'Nữ',
    card.address,
    ddmmyyyy(card.idDate),
  ].join('|');
}
