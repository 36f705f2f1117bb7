/**
 * The `tel:` link of a phone number as displayed ("1900 98 9999", "+84 28 3823 4567"):
 * digits only, keeping a leading `+`.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return `tel:${plus}${trimmed.replace(/\D/g, '')}`;
}
