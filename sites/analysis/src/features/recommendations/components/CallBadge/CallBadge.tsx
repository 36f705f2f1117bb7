import type { Recommendation } from '../../api/recommendationsApi';
import classes from './CallBadge.module.css';

interface CallBadgeProps {
  call: Recommendation['recommendation'];
  /** The call in the page's language, as the API names it. */
  label: string;
}

/** Buy, accumulate, hold, reduce or sell, in its colour (the label says it too). */
export function CallBadge({ call, label }: CallBadgeProps) {
  return (
    <span className={classes.badge} data-call={call}>
      {label}
    </span>
  );
}
