import type { OwnershipStructure } from '../api/businessProfileApi';

/** One slice of the ownership donut: where it starts and how long it is, as fractions of 1. */
export interface DonutSlice {
  category: OwnershipStructure['category'];
  name: string;
  percent: number;
  start: number;
  length: number;
}

/**
 * The donut's slices in the API's order (state, foreign, other), each as long as its share of
 * the whole. A category with nothing draws no slice (the legend and the table still name it).
 * The percentages add up to 100 by the dataset's rule; dividing by their sum keeps the ring
 * closed if rounding ever says 99.99.
 */
export function donutSlices(parts: readonly OwnershipStructure[]): DonutSlice[] {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.percent), 0);
  if (total <= 0) return [];
  const slices: DonutSlice[] = [];
  let start = 0;
  for (const part of parts) {
    if (part.percent <= 0) continue;
    const length = part.percent / total;
    slices.push({ category: part.category, name: part.name, percent: part.percent, start, length });
    start += length;
  }
  return slices;
}
