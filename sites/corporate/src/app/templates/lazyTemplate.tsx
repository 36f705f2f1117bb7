import { Suspense, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { preloadable } from '@brokerage/shared/ui/lazyComponent.tsx';
import type { TemplateProps } from '../../features/cms-pages/templates/types';

function TemplateLoading() {
  const { t } = useTranslation('corporate');
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader role="status" aria-label={t('cms.loading')} />
    </Center>
  );
}

/**
 * A template screen in its own chunk. The boundary is here because nothing above the CMS page
 * has one: without it the first load of a chunk would blank the whole shell. `preload` loads
 * the chunk ahead (a server-rendered CMS page, before it hydrates: see preloadTemplate).
 */
export function lazyTemplate(
  load: () => Promise<ComponentType<TemplateProps>>,
): ComponentType<TemplateProps> & { preload: () => Promise<unknown> } {
  const Screen = preloadable(load);
  function LazyTemplate(props: TemplateProps) {
    return (
      <Suspense fallback={<TemplateLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyTemplate, { preload: Screen.preload });
}
