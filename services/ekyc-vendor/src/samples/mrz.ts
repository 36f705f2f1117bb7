import type { CardData } from '../verdict';

/**
 * The machine-readable zone on the back of a chip ID card (ICAO 9303 TD1: three rows of 30
 * characters), from the card's data. The generator draws it as glyph-like strokes; the check
 * only looks for its three dense rows, it does not read it.
 */

const WEIGHTS = [7, 3, 1];

const charValue = (char: string) => {
  if (char === '<') return 0;
  if (/\d/.test(char)) return Number(char);
  return char.charCodeAt(0) - 55; // A = 10
};

export const checkDigit = (text: string) =>
  String([...text].reduce((sum, char, i) => sum + charValue(char) * (WEIGHTS[i % 3] ?? 1), 0) % 10);

/** Upper-case Latin letters only: Vietnamese letters lose their marks, Đ becomes D. */
export const mrzName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Đđ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z]+/g, '<');

const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
const pad = (text: string) => text.padEnd(30, '<').slice(0, 30);

export function mrzLines(card: CardData, expiryDate: string | null): [string, string, string] {
  const documentNumber = card.idCode.slice(-9);
  const line1 = pad(`IDVNM${documentNumber}${checkDigit(documentNumber)}${card.idCode}`);
  const birth = yymmdd(card.dateOfBirth);
  // A card without expiry (issued at 58 or older) prints 991231.
  const expiry = expiryDate ? yymmdd(expiryDate) : '991231';
  const sex = card.gender === 'male' ? 'M' : 'F';
  const line2Start = `${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}VNM`;
  const line2 = `${pad(line2Start).slice(0, 29)}${checkDigit(line1.slice(5) + line2Start)}`;
  const [family = '', ...given] = card.fullName.trim().split(/\s+/);
  const line3 = pad(`${mrzName(family)}<<${mrzName(given.join(' '))}`);
  return [line1, line2, line3];
}
