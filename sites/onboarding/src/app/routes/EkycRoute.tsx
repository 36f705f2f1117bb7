import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageMatch } from '@brokerage/shared/app/hooks/usePageMatch.ts';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { checkBrowserSupport } from '../../features/ekyc-camera/lib/browserSupport';
import { EkycIntroPage } from '../../features/ekyc/components/EkycIntroPage/EkycIntroPage';
import { InAppBrowserBanner } from '../../features/ekyc/components/InAppBrowserBanner/InAppBrowserBanner';
import type { EkycCameraSlots, EkycDeviceInfo } from '../../features/ekyc/lib/cameraSlots';
import { EkycFlowStore } from '../../features/ekyc/stores/EkycFlowStore';

// The step screens (forms, zod, the API module) load when the customer enters the flow; the
// intro stays light and is what the server renders.
const loadFlow = () => import('../../features/ekyc/components/EkycFlow/EkycFlow');
const EkycFlow = lazy(() => loadFlow().then((m) => ({ default: m.EkycFlow })));

// The camera and the face model load on the identity and face steps only: React.lazy fetches
// them when those steps first render one. The server never renders a step, and its build (one
// file, where an import() of a package becomes a static import) must not load the face model's
// TensorFlow into the proxy: there the camera is nothing.
const NO_CAMERA: EkycCameraSlots = { IdCapture: () => null, FaceRecorder: () => null };
const camera: EkycCameraSlots = import.meta.env.SSR
  ? NO_CAMERA
  : {
      IdCapture: lazy(() => import('../../features/ekyc-camera/IdCapture')),
      FaceRecorder: lazy(() => import('../../features/ekyc-camera/FaceRecorder')),
    };

/** What the flow needs to know of this browser; read after mounting, never on the server. */
function useDeviceInfo(): EkycDeviceInfo | null {
  const [device, setDevice] = useState<EkycDeviceInfo | null>(null);
  useEffect(() => {
    let live = true;
    const support = checkBrowserSupport();
    const update = (noCamera: boolean) => {
      if (live)
        setDevice({
          inAppBrowser: support.inApp,
          noCamera,
          desktop: support.platform === 'desktop',
        });
    };
    update(!support.camera);
    // A computer may have the camera API and no camera: the device list says (no permission needed).
    if (support.camera && typeof navigator.mediaDevices?.enumerateDevices === 'function') {
      navigator.mediaDevices
        .enumerateDevices()
        .then((devices) => update(!devices.some((d) => d.kind === 'videoinput')))
        .catch(() => {});
    }
    return () => {
      live = false;
    };
  }, []);
  return device;
}

/**
 * `ekyc`: the intro with the start (what the server renders), then the flow. On the first mount
 * a `?handoff=` code is taken out of the URL and redeemed, or the case this browser keeps is
 * checked with the server.
 */
const EkycRoute = observer(function EkycRoute() {
  const stores = useStores();
  const { ekycIntro, system } = stores;
  const ekycFlow = useMemo(
    () => stores.ekycFlow.get((options) => new EkycFlowStore(options)),
    [stores.ekycFlow],
  );
  const { locale } = usePageMatch();
  const { t } = useTranslation('onboarding');
  const location = useLocation();
  const navigate = useNavigate();
  const device = useDeviceInfo();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('handoff');
    if (code) {
      // Single use: a reload or a shared screenshot of the address must not carry it.
      params.delete('handoff');
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
    }
    void ekycFlow.restore({ handoffCode: code });
    // Once per visit of the page: the URL change above must not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ekycFlow]);

  const banner =
    device?.inAppBrowser && typeof window !== 'undefined' ? (
      <InAppBrowserBanner
        app={device.inAppBrowser}
        url={`${window.location.origin}${location.pathname}`}
      />
    ) : null;

  if (ekycFlow.active) {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader role="status" aria-label={t('ekyc.loading')} />
          </Center>
        }
      >
        <EkycFlow
          store={ekycFlow}
          hotline={system.hotline}
          camera={camera}
          device={device}
          banner={banner}
        />
      </Suspense>
    );
  }
  return (
    <EkycIntroPage
      store={ekycIntro}
      flow={ekycFlow}
      locale={locale}
      hotline={system.hotline}
      banner={banner}
      onEnterFlow={() => void loadFlow()}
    />
  );
});

export default EkycRoute;
