import { Chip, Group } from '@mantine/core';
import type { AnalysisReportCategory } from '../../api/researchApi';
import classes from './CategoryFilter.module.css';

/** The value of the "all reports" chip (no category code is empty). */
const ALL = '';

interface CategoryFilterProps {
  legend: string;
  allLabel: string;
  categories: AnalysisReportCategory[];
  /** The category code shown, or null for every report. */
  value: string | null;
  onChange: (code: string | null) => void;
}

/**
 * The research list's category filter (spec §2: its first entry is all reports), one radio group
 * of chips that wraps on a phone; arrow keys move within it.
 */
export function CategoryFilter({
  legend,
  allLabel,
  categories,
  value,
  onChange,
}: CategoryFilterProps) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Chip.Group
        multiple={false}
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? null : next)}
      >
        <Group gap={6}>
          <Chip value={ALL} type="radio" size="sm" name="research-category">
            {allLabel}
          </Chip>
          {categories.map((category) => (
            <Chip
              key={category.code}
              value={category.code}
              type="radio"
              size="sm"
              name="research-category"
            >
              {category.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}
