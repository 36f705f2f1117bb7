// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('escapes an ampersand once, leaves everything else as it is', () => {
    expect(escapeHtml('&amp; Tiếng Việt / `x` = 1')).toBe('&amp;amp; Tiếng Việt / `x` = 1');
  });
});
