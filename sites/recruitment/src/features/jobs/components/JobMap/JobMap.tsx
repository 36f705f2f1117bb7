import type { KeyboardEvent } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import vietnam from '@svg-maps/vietnam';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Category } from '@brokerage/shared/validation/recruitment/jobs.ts';
import classes from './JobMap.module.css';

/** The package's shapes (its own types name a module that is not installed). */
interface SvgMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}
const MAP = vietnam as unknown as SvgMap;

/**
 * Where the archipelagos' names go (viewBox units): beside Hoàng Sa's islands and above Trường
 * Sa's, both drawn with the mainland as Vietnam's.
 */
const ISLAND_LABELS = [
  { id: 'hoangsa', key: 'jobs.map.hoangSa', x: 520, y: 362 },
  { id: 'truongsa', key: 'jobs.map.truongSa', x: 470, y: 632 },
] as const;

export interface JobMapProps {
  /** `GET workplaces`: each with its province (`mapId`) and the postings open there. */
  workplaces: Category[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/**
 * The job map (no tile server): Vietnam's provinces from `@svg-maps/vietnam`; a province with
 * open postings is coloured and is a button (keyboard and screen reader: its name and count),
 * which filters the list by that workplace. The same workplaces follow as plain buttons, for
 * anyone who finds a list easier than a map at 360 px.
 */
export function JobMap({ workplaces, selectedId, onSelect }: JobMapProps) {
  const { t } = useTranslation('recruitment');
  const hiring = new Map<string, Category>();
  for (const workplace of workplaces) {
    if (workplace.mapId && (workplace.openJobs ?? 0) > 0) hiring.set(workplace.mapId, workplace);
  }
  const label = (w: Category) => t('jobs.map.workplace', { name: w.name, count: w.openJobs ?? 0 });
  const handleKey = (event: KeyboardEvent<SVGPathElement>, id: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  const listed = [...hiring.values()].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <figure className={classes.figure}>
      <Stack gap="xs">
        <Text size="sm">{t('jobs.map.hint')}</Text>
        <svg
          className={classes.svg}
          viewBox={MAP.viewBox}
          role="group"
          aria-label={t('jobs.map.label')}
          xmlns="http://www.w3.org/2000/svg"
        >
          {MAP.locations.map((location) => {
            const workplace = hiring.get(location.id);
            if (!workplace)
              return (
                <path
                  key={location.id}
                  d={location.path}
                  className={classes.province}
                  aria-hidden="true"
                />
              );
            return (
              <path
                key={location.id}
                d={location.path}
                className={classes.hiring}
                role="button"
                tabIndex={0}
                aria-label={label(workplace)}
                aria-pressed={workplace.id === selectedId}
                data-map-id={location.id}
                onClick={() => onSelect(workplace.id)}
                onKeyDown={(event) => handleKey(event, workplace.id)}
              >
                <title>{label(workplace)}</title>
              </path>
            );
          })}
          {ISLAND_LABELS.map((island) => (
            <text key={island.id} x={island.x} y={island.y} className={classes.islandLabel}>
              {t(island.key)}
            </text>
          ))}
        </svg>
        {listed.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('jobs.map.none')}
          </Text>
        ) : (
          <ul className={classes.legend} aria-label={t('jobs.map.heading')}>
            {listed.map((workplace) => (
              <li key={workplace.id}>
                <Button
                  size="compact-sm"
                  variant={workplace.id === selectedId ? 'filled' : 'default'}
                  aria-pressed={workplace.id === selectedId}
                  onClick={() => onSelect(workplace.id)}
                >
                  {workplace.name} ({workplace.openJobs ?? 0})
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Text component="figcaption" size="xs" c="dimmed">
          {t('jobs.map.attribution')}
        </Text>
      </Stack>
    </figure>
  );
}
