import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/onboarding.json';
import viTexts from '../../../../locales/vi/onboarding.json';
import type { FaceBox } from '../../lib/framingHint';
import { loadFaceDetector } from '../../lib/faceDetector';
import {
  chooseFile,
  domError,
  FakeMediaRecorder,
  fakeStream,
  fakeTrack,
  installGetUserMedia,
  installMediaRecorder,
  restoreMedia,
  withoutMediaRecorder,
} from '../../testing/fakeMedia';
import { FaceRecorder } from './FaceRecorder';

// The real detector is tfjs and a model: the framing logic is tested on its own (framingHint).
vi.mock('../../lib/faceDetector', () => ({ loadFaceDetector: vi.fn() }));

const CENTRED: FaceBox = { x: 0.33, y: 0.25, width: 0.34, height: 0.5 };
const SMALL: FaceBox = { x: 0.45, y: 0.45, width: 0.1, height: 0.12 };

function renderRecorder(path = '/ekyc') {
  const onRecorded = vi.fn();
  const view = renderWithProviders(<FaceRecorder onRecorded={onRecorded} />, {
    site: 'onboarding',
    path,
    resources: { vi: viTexts, en: enTexts },
  });
  const chooseVideo = (file: File) => chooseFile(view.container, file);
  return { ...view, onRecorded, chooseVideo };
}

// testing-library's findBy polls on timers that are fake here: time is moved by hand instead.
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The live <video> as the browser has it once the camera plays. */
async function playingVideo() {
  await tick(20);
  const video = screen.getByLabelText('Hình từ camera trước: đặt khuôn mặt vào khung bầu dục');
  Object.defineProperty(video, 'readyState', { configurable: true, value: 4 });
  return video;
}

const recordButton = () =>
  screen.getByRole('button', { name: 'Bắt đầu quay' }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
});
afterEach(() => {
  cleanup();
  restoreMedia();
  vi.useRealTimers();
});

describe('FaceRecorder', () => {
  it('opens the record button only for one centred, large enough face, and records about 4 s', async () => {
    const faces = { current: [] as FaceBox[] };
    vi.mocked(loadFaceDetector).mockResolvedValue({ detect: async () => faces.current });
    const getUserMedia = installGetUserMedia(() => Promise.resolve(fakeStream()));
    installMediaRecorder();
    const { onRecorded } = renderRecorder();
    await playingVideo();
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({
      video: { facingMode: { ideal: 'user' } },
    });

    await tick(600);
    screen.getByText('Chưa thấy khuôn mặt. Hãy nhìn thẳng vào camera.');
    expect(recordButton().disabled).toBe(true);

    faces.current = [SMALL];
    await tick(600);
    screen.getByText('Khuôn mặt quá nhỏ. Hãy đưa camera lại gần hơn.');
    faces.current = [CENTRED, SMALL];
    await tick(600);
    screen.getByText(/Có hơn một khuôn mặt/);
    expect(recordButton().disabled).toBe(true);

    faces.current = [CENTRED];
    await tick(600);
    screen.getByText('Giữ yên. Đã sẵn sàng quay.');
    expect(recordButton().disabled).toBe(false);

    fireEvent.click(recordButton());
    screen.getByText('Đang quay, còn 4 giây');
    expect(FakeMediaRecorder.instances[0]?.mimeType).toBe('video/webm;codecs=vp8');
    await tick(2100);
    screen.getByText('Đang quay, còn 2 giây');
    await tick(2000);

    const preview = screen.getByLabelText('Video khuôn mặt vừa quay');
    expect(preview.getAttribute('src')).toBe('blob:face-video');
    fireEvent.click(screen.getByRole('button', { name: 'Dùng video này' }));
    const file = onRecorded.mock.calls[0]?.[0] as File;
    expect([file.name, file.type]).toEqual(['face-video.webm', 'video/webm']);

    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(screen.queryByLabelText('Video khuôn mặt vừa quay')).toBeNull();
    screen.getByRole('button', { name: 'Bắt đầu quay' });
  });

  it('lets a device whose model fails record anyway, and says framing help is unavailable', async () => {
    vi.mocked(loadFaceDetector).mockRejectedValue(new Error('no webgl'));
    installGetUserMedia(() => Promise.resolve(fakeStream()));
    installMediaRecorder();
    renderRecorder('/en/ekyc');
    await tick(100);
    screen.getByLabelText('Front camera view: place your face inside the oval');
    screen.getByText(/Automatic framing is not available on this device/);
    expect(
      (screen.getByRole('button', { name: 'Start recording' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('waits ~10 s for a model that does not load before opening the button', async () => {
    vi.mocked(loadFaceDetector).mockReturnValue(new Promise(() => {}));
    installGetUserMedia(() => Promise.resolve(fakeStream()));
    installMediaRecorder();
    renderRecorder();
    await playingVideo();
    screen.getByText('Đang chuẩn bị hỗ trợ căn khung khuôn mặt…');
    await tick(9000);
    expect(recordButton().disabled).toBe(true);
    await tick(1500);
    expect(recordButton().disabled).toBe(false);
  });

  it('says the camera failed, offers the camera app, and stops the tracks on unmount', async () => {
    vi.mocked(loadFaceDetector).mockResolvedValue({ detect: async () => [] });
    installGetUserMedia(() => Promise.reject(domError('NotReadableError')));
    installMediaRecorder();
    const { onRecorded, chooseVideo } = renderRecorder();
    await tick(20);
    expect(screen.getByRole('alert').textContent).toContain('Kết nối camera thất bại');
    fireEvent.click(
      screen.getByRole('button', { name: 'Quay bằng ứng dụng camera của điện thoại' }),
    );
    chooseVideo(new File(['x'], 'face.avi', { type: 'video/x-msvideo' }));
    screen.getByText('Tệp đã chọn không phải video MOV, MP4, MKV hoặc WEBM.');
    const mov = new File(['x'], 'IMG_0001.MOV', { type: 'video/quicktime' });
    chooseVideo(mov);
    expect(onRecorded).toHaveBeenCalledWith(mov);

    cleanup();
    const track = fakeTrack();
    installGetUserMedia(() => Promise.resolve(fakeStream(track)));
    const { unmount } = renderRecorder();
    await playingVideo();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('explains a browser without MediaRecorder and opens the camera-app fallback', async () => {
    vi.mocked(loadFaceDetector).mockResolvedValue({ detect: async () => [] });
    installGetUserMedia(() => Promise.resolve(fakeStream()));
    withoutMediaRecorder();
    renderRecorder('/en/ekyc');
    await tick(20);
    screen.getByText('This browser cannot record video');
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
    const toggle = screen.getByRole('button', { name: "Record with your phone's camera app" });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('button', { name: 'Choose or record a video' });
  });
});
