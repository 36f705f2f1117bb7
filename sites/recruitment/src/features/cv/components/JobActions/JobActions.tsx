import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconHeart, IconHeartFilled, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@brokerage/shared/format/date.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { deferredModule } from '@brokerage/shared/ui/hooks/useDeferredModule.ts';
import { useDeferredOverlay } from '@brokerage/shared/ui/hooks/useDeferredOverlay.ts';
import { reminderTime } from '../../lib/reminder';
import type { ActionPosting } from '../../stores/JobActionsStore';
import { useCvStores } from '../../stores/useCvStores';

// The dialogs (and the modal, focus trap and PDF uploader under them) load on first use, not
// with every job card: the apply dialog as the pointer nears or focus reaches its button.
const applyDialog = deferredModule(() => import('../ApplyDialog/ApplyDialog'));
const loginDialog = deferredModule(() => import('../LoginRequiredModal/LoginRequiredModal'));
const preloadApply = () => void applyDialog.load().catch(() => undefined);

/** What the job actions need of a posting (a `JobSummary` of shared/validation/recruitment/jobs.ts). */
export type JobActionsPosting = ActionPosting;

export interface JobActionsProps {
  job: JobActionsPosting;
  /** `card`: compact (save only) on a list card; `details`: every action on the job details. */
  variant: 'card' | 'details';
}

/**
 * Save, remind and apply for a posting (docs/recruitment.md). Anonymous visitors get the
 * login-required modal, which brings them back here after login. An expired posting can still
 * be saved, but offers no reminder and no apply.
 */
export const JobActions = observer(function JobActions({ job, variant }: JobActionsProps) {
  const { jobActions: actions, cv } = useCvStores();
  const { t } = useTranslation('recruitment');
  const origin = `${variant}:${job.id}`;
  const liked = actions.isLiked(job);
  const likeError = actions.error(job, 'like');
  const login = useDeferredOverlay(actions.loginPromptFor === origin, loginDialog);
  // The apply dialog is mounted open, for as long as this posting is being applied for.
  const applying = actions.applyJob?.id === job.id;
  const apply = useDeferredOverlay(applying, applyDialog).module;
  const loginModal = login.module && (
    <login.module.LoginRequiredModal opened={login.opened} onClose={actions.closeLoginPrompt} />
  );

  const heart = (
    <ActionIcon
      variant={variant === 'card' ? 'subtle' : 'default'}
      size={variant === 'card' ? 'lg' : 36}
      color="red"
      aria-pressed={liked}
      aria-label={
        liked
          ? t('cv.actions.unsaveNamed', { title: job.title })
          : t('cv.actions.saveNamed', { title: job.title })
      }
      loading={actions.isBusy(job, 'like')}
      onClick={() => void actions.toggleLike(job, origin)}
    >
      {liked ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
    </ActionIcon>
  );

  if (variant === 'card') {
    return (
      <>
        <Tooltip label={liked ? t('cv.actions.unsave') : t('cv.actions.save')} withArrow>
          {heart}
        </Tooltip>
        {loginModal}
      </>
    );
  }

  const applied = actions.applied(job);
  const reminderSet = actions.reminderSet(job);
  const remindAt = actions.remindAt(job) ?? reminderTime(job.deadline)?.toISOString() ?? null;
  const reminderError = actions.error(job, 'reminder');
  const errorText = (code: string | null) =>
    code
      ? code === 'job_expired'
        ? t('cv.apply.errors.job_expired')
        : t('cv.actions.failed')
      : null;

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {job.expired ? (
          <Badge color="gray.7" variant="filled" size="lg">
            {t('cv.actions.expired')}
          </Badge>
        ) : applied ? (
          <Button
            variant="light"
            color="teal"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
            disabled
          >
            {t('cv.actions.applied')}
          </Button>
        ) : (
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            onPointerEnter={preloadApply}
            onFocus={preloadApply}
            onClick={() => actions.openApply(job, origin)}
          >
            {t('cv.actions.apply')}
          </Button>
        )}
        {heart}
        <Text size="sm">{liked ? t('cv.actions.saved') : t('cv.actions.save')}</Text>
      </Group>
      {!job.expired && (
        <Stack gap={2}>
          <Switch
            checked={reminderSet}
            onChange={() => void actions.toggleReminder(job, origin)}
            disabled={actions.isBusy(job, 'reminder')}
            label={t('cv.actions.remind')}
            description={
              reminderSet && remindAt
                ? t('cv.actions.remindOn', { date: formatDate(remindAt) })
                : undefined
            }
          />
        </Stack>
      )}
      <div role="status" aria-live="polite">
        {(likeError || reminderError) && (
          <Text size="sm" c="var(--mantine-color-error)">
            {errorText(likeError ?? reminderError)}
          </Text>
        )}
      </div>
      {loginModal}
      {applying && apply && <apply.ApplyDialog actions={actions} cv={cv} />}
    </Stack>
  );
});
