/** Longest snippet shown under a result. */
export const SNIPPET_LENGTH = 200;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** HTML to one line of plain text: tags dropped, common entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text folded the way the database folds it (lower case, no diacritics, đ → d), keeping one
 * character per character so positions in the folded text are positions in the original.
 */
export function foldText(text: string): string {
  return Array.from(text, (ch) => {
    const lower = ch.toLowerCase();
    if (lower === 'đ') return 'd';
    const base = lower.normalize('NFD').replace(/\p{M}/gu, '');
    return base.length === 1 ? base : lower.length === 1 ? lower : ch;
  }).join('');
}

function clip(text: string, start: number): string {
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  let part = text.slice(start, end);
  if (end < text.length) part = `${part.replace(/\s+\S*$/, '')}…`;
  if (start > 0) part = `…${part.replace(/^\S*\s+/, '')}`;
  return part;
}

/** A result's texts made ready once (the search index keeps them): plain and folded. */
export interface SnippetText {
  summaryText: string;
  summaryFolded: string;
  bodyText: string;
  bodyFolded: string;
}

export function snippetText(summary: string | null, content: string | null): SnippetText {
  const summaryText = stripHtml(summary ?? '');
  const bodyText = stripHtml(content ?? '');
  return {
    summaryText,
    summaryFolded: foldText(summaryText),
    bodyText,
    bodyFolded: foldText(bodyText),
  };
}

/**
 * The text under a result: the summary when it mentions the keyword, else the part of the body
 * around the first match, else the summary or the start of the body. Never HTML.
 */
export function snippetOf(keyword: string, text: SnippetText): string {
  const needle = foldText(keyword.trim());
  const { summaryText, summaryFolded, bodyText: body, bodyFolded: folded } = text;
  if (summaryText && summaryFolded.includes(needle)) return clip(summaryText, 0);
  // Positions carry over only while folding kept every character's length (it nearly always does).
  const at = folded.length === body.length ? folded.indexOf(needle) : -1;
  if (at >= 0) return clip(body, Math.max(0, at - 60));
  return clip(summaryText || body, 0);
}

export function buildSnippet(
  keyword: string,
  summary: string | null,
  content: string | null,
): string {
  return snippetOf(keyword, snippetText(summary, content));
}
