import { RECRUITMENT_LIMITS } from '@brokerage/shared/validation/recruitment/codes.ts';

/**
 * When the reminder of a posting goes out (docs/recruitment.md): 09:00 Vietnam time three days
 * before the deadline, or at once when that has passed. Null without a readable deadline.
 */
export function reminderTime(deadline: string | undefined, now: Date = new Date()): Date | null {
  if (!deadline || !/^\d{4}-\d{2}-\d{2}$/.test(deadline)) return null;
  const day = new Date(`${deadline}T09:00:00+07:00`);
  if (Number.isNaN(day.getTime())) return null;
  day.setUTCDate(day.getUTCDate() - RECRUITMENT_LIMITS.reminderDaysBefore);
  return day.getTime() < now.getTime() ? now : day;
}
