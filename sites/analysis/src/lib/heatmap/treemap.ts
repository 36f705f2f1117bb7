/** A tile's place in the map, in the map's own units (the caller scales them to percentages). */
export interface TileRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A squarified treemap (Bruls, Huizing and van Wijk, 2000): the `values` laid out in a `width` ×
 * `height` rectangle, each tile's area in proportion to its value, rows filled along the shorter
 * side while that keeps the tiles closer to squares. The rectangles come back in the values'
 * order; a value of zero or less gets an empty tile. Sort the values largest first for the
 * squarest tiles (the caller's order is kept for reading order and focus).
 */
export function squarify(values: readonly number[], width: number, height: number): TileRect[] {
  const rects: TileRect[] = values.map(() => ({ x: 0, y: 0, width: 0, height: 0 }));
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0 || width <= 0 || height <= 0) return rects;
  const scale = (width * height) / total;
  const items = values
    .map((value, index) => ({ index, area: Math.max(0, value) * scale }))
    .filter((item) => item.area > 0);

  let free = { x: 0, y: 0, width, height };
  let row: typeof items = [];
  // The worst aspect ratio of a row laid along a side of `side` length.
  const worst = (areas: readonly number[], side: number) => {
    const sum = areas.reduce((a, b) => a + b, 0);
    const max = Math.max(...areas);
    const min = Math.min(...areas);
    return Math.max((side * side * max) / (sum * sum), (sum * sum) / (side * side * min));
  };
  const layRow = () => {
    const sum = row.reduce((a, item) => a + item.area, 0);
    const horizontal = free.width >= free.height; // the row is a column on the left
    const thickness = horizontal ? sum / free.height : sum / free.width;
    let offset = 0;
    for (const item of row) {
      const length = item.area / thickness;
      rects[item.index] = horizontal
        ? { x: free.x, y: free.y + offset, width: thickness, height: length }
        : { x: free.x + offset, y: free.y, width: length, height: thickness };
      offset += length;
    }
    free = horizontal
      ? { x: free.x + thickness, y: free.y, width: free.width - thickness, height: free.height }
      : { x: free.x, y: free.y + thickness, width: free.width, height: free.height - thickness };
    row = [];
  };
  for (const item of items) {
    const side = Math.min(free.width, free.height);
    const areas = row.map((held) => held.area);
    if (row.length > 0 && worst([...areas, item.area], side) > worst(areas, side)) layRow();
    row.push(item);
  }
  if (row.length > 0) layRow();
  return rects;
}
