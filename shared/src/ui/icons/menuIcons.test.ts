import { IconChartLine, IconIdBadge2, IconMessage2Code } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../validation/icons';
import { menuIcon, normalizeIconName } from './menuIcons';

describe('menuIcon', () => {
  it('maps Tabler names in the usual spellings', () => {
    expect(normalizeIconName('IconChartLine')).toBe('chart-line');
    expect(normalizeIconName('ti ti-chart-line')).toBe('chart-line');
    expect(menuIcon('chart-line')).toBe(IconChartLine);
    expect(menuIcon('ChartLine')).toBe(IconChartLine);
  });

  it('sets digits apart as Tabler kebab names do', () => {
    expect(normalizeIconName('IconIdBadge2')).toBe('id-badge-2');
    expect(normalizeIconName('Message2Code')).toBe('message-2-code');
    expect(menuIcon('id-badge-2')).toBe(IconIdBadge2);
    expect(menuIcon('IconMessage2Code')).toBe(IconMessage2Code);
  });

  it('has a component for every supported name', () => {
    for (const name of ICON_NAMES) expect(menuIcon(name), name).toBeTruthy();
  });

  it('returns null for unknown or missing names', () => {
    expect(menuIcon('not-an-icon')).toBeNull();
    expect(menuIcon('constructor')).toBeNull();
    expect(menuIcon(null)).toBeNull();
  });
});
