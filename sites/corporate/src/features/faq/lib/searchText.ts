/**
 * Vietnamese text folded for matching: no tone or vowel marks, đ as d, lower case, single
 * spaces. "Mở tài khoản" and "mo tai khoan" fold to the same thing.
 */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, folded; empty when there is nothing to look for. */
export function queryWords(query: string): string[] {
  const folded = foldVietnamese(query);
  return folded === '' ? [] : folded.split(' ');
}

/** Every word of the query appears in the folded text (in any order). */
export function matchesWords(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word));
}

/** Plain text of an answer written as CMS HTML, for matching only (never rendered). */
export function plainText(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
}
