// For `React.lazy(() => import('…/ekyc-camera/IdCapture'))`: the component as the default export.
export { IdCapture as default, IdCapture } from './components/IdCapture/IdCapture';
export type { IdCaptureProps, IdCaptureSide } from './components/IdCapture/IdCapture';
