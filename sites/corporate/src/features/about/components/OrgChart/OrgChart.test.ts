import { describe, expect, it } from 'vitest';
import type { OrgNode } from '../../lib/orgChart';
import { layoutOf, staffPlacements } from './OrgChart';

const leaf = (label: string): OrgNode => ({ label, children: [] });
const unit = (label: string, ...children: OrgNode[]): OrgNode => ({ label, children });

describe('layoutOf', () => {
  it('puts the top level side by side', () => {
    expect(layoutOf([leaf('A')], 0)).toBe('row');
  });

  it('stacks plain units under their parent', () => {
    expect(layoutOf([leaf('A'), leaf('B'), leaf('C'), leaf('D'), leaf('E')], 2)).toBe('column');
  });

  it('spreads a short list with sub-units, and turns a long one into a grid', () => {
    expect(layoutOf([unit('A', leaf('a')), unit('B', leaf('b'))], 1)).toBe('row');
    const divisions = Array.from({ length: 8 }, (_, i) => unit(`Khối ${i}`, leaf('Phòng')));
    expect(layoutOf(divisions, 3)).toBe('grid');
  });
});

describe('staffPlacements', () => {
  it('splits the plain units either side of the line, the branch below', () => {
    const nodes = [leaf('Ủy ban 1'), leaf('Ủy ban 2'), leaf('Kiểm toán nội bộ'), unit('Ban Tổng Giám đốc', leaf('Khối'))];
    expect(layoutOf(nodes, 2)).toBe('staff');
    expect(staffPlacements(nodes)).toEqual({
      side: 2,
      placements: [
        { side: 'left', inner: false, column: 1 },
        { side: 'left', inner: true, column: 2 },
        { side: 'right', inner: true, column: 4 },
        { spine: true },
      ],
    });
  });

  it('puts a single plain unit left of the line', () => {
    expect(staffPlacements([unit('HĐQT', leaf('x')), leaf('Ban Kiểm soát')])).toEqual({
      side: 1,
      placements: [{ spine: true }, { side: 'left', inner: true, column: 1 }],
    });
  });
});
