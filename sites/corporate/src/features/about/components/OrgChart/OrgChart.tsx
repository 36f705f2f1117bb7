import { useId, type CSSProperties } from 'react';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { countNodes, type OrgNode } from '../../lib/orgChart';
import a11y from '../../../../lib/styles/a11y.module.css';
import classes from './OrgChart.module.css';

/** Units side by side under one parent before they wrap into a grid instead. */
const MAX_ROW = 4;

type Layout = 'row' | 'column' | 'grid' | 'staff';

const hasChildren = (node: OrgNode) => node.children.length > 0;

/**
 * How a list of units is drawn on a wide screen: the top level and short lists side by side
 * under their parent; plain units (no sub-units) stacked under it; one unit with sub-units among
 * plain ones (a board's committees beside its executive) as "staff": the plain units either side
 * of the line that runs on to that unit; a long list as a grid.
 */
export function layoutOf(nodes: readonly OrgNode[], depth: number): Layout {
  if (depth === 0) return 'row';
  const branches = nodes.filter(hasChildren).length;
  if (branches === 0) return 'column';
  if (branches === 1 && nodes.length > 1) return 'staff';
  return nodes.length > MAX_ROW ? 'grid' : 'row';
}

interface Placement {
  side?: 'left' | 'right';
  /** The staff unit next to the line (its connector is shorter). */
  inner?: boolean;
  column?: number;
  spine?: boolean;
}

/** Where each unit of a "staff" list goes: plain units split left and right, the branch below. */
export function staffPlacements(nodes: readonly OrgNode[]): {
  side: number;
  placements: Placement[];
} {
  const staff = nodes.filter((node) => !hasChildren(node));
  const left = Math.ceil(staff.length / 2);
  const right = staff.length - left;
  const side = Math.max(left, right);
  let seen = 0;
  const placements = nodes.map((node): Placement => {
    if (hasChildren(node)) return { spine: true };
    const index = seen++;
    if (index < left)
      return { side: 'left', inner: index === left - 1, column: side - left + index + 1 };
    const r = index - left;
    return { side: 'right', inner: r === 0, column: side + 2 + r };
  });
  return { side, placements };
}

/**
 * The organisational chart as a nested list (what a screen reader reads), drawn as a top-down
 * chart from lg up and as an indented tree below.
 */
export function OrgChart({ nodes }: { nodes: readonly OrgNode[] }) {
  const { t } = useTranslation('corporate');
  const captionId = useId();
  return (
    <figure className={classes.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={a11y.visuallyHidden}>
        {t('about.orgChartCaption', { count: countNodes(nodes) })}
      </figcaption>
      {/* Focusable: on a screen just too narrow for the chart, arrow keys scroll it. */}
      <div className={classes.scroller} tabIndex={0} role="group" aria-labelledby={captionId}>
        <OrgList nodes={nodes} depth={0} />
      </div>
    </figure>
  );
}

function OrgList({ nodes, depth }: { nodes: readonly OrgNode[]; depth: number }) {
  const layout = layoutOf(nodes, depth);
  const staff = layout === 'staff' ? staffPlacements(nodes) : null;
  const style =
    layout === 'grid'
      ? ({ '--cols': Math.min(4, nodes.length) } as CSSProperties)
      : staff
        ? ({ '--side': staff.side } as CSSProperties)
        : undefined;
  return (
    <ul className={classes.list} data-layout={layout} data-depth={Math.min(depth, 3)} style={style}>
      {nodes.map((node, index) => {
        const place = staff?.placements[index];
        return (
          <li
            key={`${index}:${node.label}`}
            className={classes.item}
            data-side={place?.side}
            data-inner={place?.inner || undefined}
            data-spine={place?.spine || undefined}
            style={place?.column ? { gridColumn: place.column } : undefined}
          >
            <span className={classes.node} data-level={Math.min(depth, 3)}>
              {node.label}
            </span>
            {node.children.length > 0 && <OrgList nodes={node.children} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
