import { IconChartLine } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { menuIcon, normalizeIconName } from './menuIcons';

describe('menuIcon', () => {
  it('maps Tabler names in the usual spellings', () => {
    expect(normalizeIconName('IconChartLine')).toBe('chart-line');
    expect(normalizeIconName('ti ti-chart-line')).toBe('chart-line');
    expect(menuIcon('chart-line')).toBe(IconChartLine);
    expect(menuIcon('ChartLine')).toBe(IconChartLine);
  });

  it('returns null for unknown or missing names', () => {
    expect(menuIcon('not-an-icon')).toBeNull();
    expect(menuIcon(null)).toBeNull();
  });
});
