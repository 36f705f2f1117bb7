/* eslint-disable local/file-names -- the feature's one public entry: the eKYC flow lazy-loads it
   on the identity and face steps only, so nothing of the camera reaches the other pages. */
export {
  IdCapture,
  type IdCaptureProps,
  type IdCaptureSide,
} from './components/IdCapture/IdCapture';
export { FaceRecorder, type FaceRecorderProps } from './components/FaceRecorder/FaceRecorder';
export {
  PressAndHoldButton,
  type PressAndHoldButtonProps,
} from './components/PressAndHoldButton/PressAndHoldButton';
export { BrowserCheck, type BrowserCheckProps } from './components/BrowserCheck/BrowserCheck';
export {
  checkBrowserSupport,
  detectInAppBrowser,
  isWebView,
  type BrowserSupport,
  type InAppBrowser,
} from './lib/browserSupport';
