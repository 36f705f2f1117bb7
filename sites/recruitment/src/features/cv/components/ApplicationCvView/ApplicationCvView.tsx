import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { ApiRequestError } from '@brokerage/shared/api/errors.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { CvStore } from '../../stores/CvStore';

type State =
  | { kind: 'loading' }
  | { kind: 'loaded'; url: string; fileName: string }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/**
 * `cv-ung-tuyen?application=<id>`: the CV sent with one application, fetched with the token and
 * offered from an object URL (a plain link cannot send the token). Someone else's id, or an
 * unknown one, reads as not found.
 */
export function ApplicationCvView({
  store,
  applicationId,
}: {
  store: CvStore;
  applicationId: number | null;
}) {
  const { t } = useTranslation('recruitment');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (applicationId === null) return;
    let live = true;
    let url: string | null = null;
    setState({ kind: 'loading' });
    store
      .getApplicationCv(applicationId)
      .then(({ blob, fileName }) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'loaded', url, fileName: fileName ?? `cv-${applicationId}.pdf` });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setState(
          error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
            ? { kind: 'notFound' }
            : { kind: 'failed' },
        );
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [store, applicationId, attempt]);

  const back = (
    <Anchor component={Link} route="appliedJob">
      {t('cv.applicationCv.backToApplied')}
    </Anchor>
  );

  if (applicationId === null || state.kind === 'notFound') {
    return (
      <Alert color="yellow" variant="light" role="alert" title={t('cv.applicationCv.notFound')}>
        {back}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Text>{t('cv.applicationCv.intro', { id: applicationId })}</Text>
        {state.kind === 'loading' && (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text>{t('cv.myCv.opening')}</Text>
          </Group>
        )}
        {state.kind === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={t('cv.myCv.openFailed')}>
            <Button mt="sm" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('cv.myCv.retry')}
            </Button>
          </Alert>
        )}
        {state.kind === 'loaded' && (
          <Group>
            <Button
              component="a"
              href={state.url}
              target="_blank"
              rel="noopener"
              download={undefined}
              leftSection={<IconExternalLink size={16} aria-hidden />}
              data-file-name={state.fileName}
            >
              {t('cv.applicationCv.open')}
            </Button>
          </Group>
        )}
        {back}
      </Stack>
    </Paper>
  );
}
