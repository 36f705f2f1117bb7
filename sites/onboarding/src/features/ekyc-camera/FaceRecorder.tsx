// For `React.lazy(() => import('…/ekyc-camera/FaceRecorder'))`: the component as the default export.
export { FaceRecorder as default, FaceRecorder } from './components/FaceRecorder/FaceRecorder';
export type { FaceRecorderProps } from './components/FaceRecorder/FaceRecorder';
