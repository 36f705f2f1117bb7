import { Chip, Group } from '@mantine/core';
import type { RecommendationCategory } from '../../api/recommendationsApi';
import classes from './CategorySwitch.module.css';

interface CategorySwitchProps {
  legend: string;
  categories: RecommendationCategory[];
  value: string;
  onChange: (code: string) => void;
}

/** The recommendation types as one radio group of chips that wraps on a phone. */
export function CategorySwitch({ legend, categories, value, onChange }: CategorySwitchProps) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap={6}>
          {categories.map((category) => (
            <Chip
              key={category.code}
              value={category.code}
              type="radio"
              size="sm"
              name="recommendation-category"
            >
              {category.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}
