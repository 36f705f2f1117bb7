import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_BG, contrastRatio, parseColor, reportCardColors } from './reportColors';

describe('reportCardColors', () => {
  it('uses the light green default without a colour, with dark text', () => {
    expect(reportCardColors(null)).toEqual({ background: DEFAULT_REPORT_BG, text: '#1a1b1e' });
    expect(reportCardColors('not-a-colour')).toEqual({
      background: DEFAULT_REPORT_BG,
      text: '#1a1b1e',
    });
  });

  it('puts white text on a dark background and dark text on a light one', () => {
    expect(reportCardColors('#0b3d2e').text).toBe('#ffffff');
    expect(reportCardColors('#fff3bf').text).toBe('#1a1b1e');
    expect(reportCardColors('rgb(20, 40, 120)').text).toBe('#ffffff');
  });

  it('always reaches the WCAG AA ratio for normal text', () => {
    for (const bg of [
      DEFAULT_REPORT_BG,
      '#e7f5ff',
      '#ffe3e3',
      '#2b8a3e',
      '#868e96',
      '#f08c00',
      '#000',
      '#fff',
    ]) {
      const { background, text } = reportCardColors(bg);
      const ratio = contrastRatio(parseColor(background)!, parseColor(text)!);
      expect(ratio, bg).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('parses the colour forms the CMS writes', () => {
    expect(parseColor('#abc')).toEqual([170, 187, 204]);
    expect(parseColor('#AABBCC')).toEqual([170, 187, 204]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(300, 2, 3)')).toBeNull();
    expect(parseColor('red')).toBeNull();
  });
});
