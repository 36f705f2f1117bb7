import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@brokerage/shared/testing/renderWithProviders.tsx';
import enTexts from '../../../../locales/en/onboarding.json';
import viTexts from '../../../../locales/vi/onboarding.json';
import {
  chooseFile,
  domError,
  fakeStream,
  fakeTrack,
  installGetUserMedia,
  installImageBitmap,
  restoreMedia,
  withoutMediaDevices,
} from '../../testing/fakeMedia';
import { IdCapture, type IdCaptureSide } from './IdCapture';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PDF_HEAD = [...'%PDF-1.7'].map((char) => char.charCodeAt(0));

function photo(head: number[], name: string, size = 4096) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: 'image/jpeg' });
}

function renderCapture(side: IdCaptureSide = 'front', path = '/ekyc') {
  const onCapture = vi.fn();
  const view = renderWithProviders(<IdCapture side={side} onCapture={onCapture} />, {
    site: 'onboarding',
    path,
    resources: { vi: viTexts, en: enTexts },
  });
  const upload = (file: File) => chooseFile(view.container, file);
  return { ...view, onCapture, upload };
}

// Unmounted before the fakes go: the camera's clean-up still talks to them.
afterEach(() => {
  cleanup();
  restoreMedia();
});

describe('IdCapture camera failures', () => {
  it.each([
    ['NotAllowedError', 'Chưa được cấp quyền dùng camera'],
    ['SecurityError', 'Chưa được cấp quyền dùng camera'],
    ['NotFoundError', 'Không tìm thấy camera'],
    ['OverconstrainedError', 'Không tìm thấy camera'],
    ['NotReadableError', 'Kết nối camera thất bại'],
    ['AbortError', 'Kết nối camera thất bại'],
    ['SomethingNewError', 'Kết nối camera thất bại'],
  ])('%s: "%s", with the upload still offered', async (name, title) => {
    installGetUserMedia(() => Promise.reject(domError(name)));
    renderCapture();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain('Quý khách vẫn có thể tải ảnh lên từ thiết bị.');
    screen.getByRole('button', { name: 'Thử lại' });
    expect(
      (screen.getByRole('button', { name: 'Tải ảnh lên từ thiết bị' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(screen.queryByRole('button', { name: /^Chụp/ })).toBeNull();
  });

  it('tells how to allow the camera, and asks again on retry', async () => {
    const getUserMedia = installGetUserMedia(() => Promise.reject(domError('NotAllowedError')));
    renderCapture('front', '/en/ekyc');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Camera access is not allowed');
    expect(alert.textContent).toContain('click the camera or padlock icon');
    getUserMedia.mockImplementation(() => Promise.resolve(fakeStream()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Take a photo of the front of your ID card' });
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(getUserMedia.mock.calls[1]?.[0]).toMatchObject({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });

  it('explains a page that is not secure (no camera API at all), with no retry', async () => {
    withoutMediaDevices(false);
    renderCapture();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không thể dùng camera trên kết nối này');
    expect(alert.textContent).toContain('https://');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('says "camera connection failed" when the camera drops while in use, and stops every track on unmount', async () => {
    const track = fakeTrack();
    installGetUserMedia(() => Promise.resolve(fakeStream(track)));
    const { unmount } = renderCapture();
    await screen.findByRole('button', { name: 'Chụp mặt trước căn cước' });
    act(() => track.end());
    expect((await screen.findByRole('alert')).textContent).toContain('Kết nối camera thất bại');
    expect(track.stop).toHaveBeenCalled();

    const second = fakeTrack();
    installGetUserMedia(() => Promise.resolve(fakeStream(second)));
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('button', { name: 'Chụp mặt trước căn cước' });
    expect(second.stop).not.toHaveBeenCalled();
    unmount();
    expect(second.stop).toHaveBeenCalled();
  });
});

describe('IdCapture camera sharing', () => {
  it('opens the rear camera once for the three pictures of the step, and stops it when the last goes', async () => {
    const track = fakeTrack();
    const getUserMedia = installGetUserMedia(() => Promise.resolve(fakeStream(track)));
    const texts = { vi: viTexts, en: enTexts };
    const three = (sides: IdCaptureSide[]) => (
      <>
        {sides.map((side) => (
          <IdCapture key={side} side={side} onCapture={() => {}} />
        ))}
      </>
    );
    const { rerender, unmount } = renderWithProviders(three(['front', 'back', 'signature']), {
      site: 'onboarding',
      path: '/ekyc',
      resources: texts,
    });
    await screen.findByRole('button', { name: 'Chụp mặt trước căn cước' });
    screen.getByRole('button', { name: 'Chụp mặt sau căn cước' });
    screen.getByRole('button', { name: 'Chụp chữ ký' });
    expect(getUserMedia).toHaveBeenCalledTimes(1);

    // The front is verified and leaves; the others keep the camera.
    rerender(three(['back', 'signature']));
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalledTimes(1);
  });
});

describe('IdCapture capture', () => {
  it('takes a JPEG of the full video resolution from the rear camera', async () => {
    installGetUserMedia(() => Promise.resolve(fakeStream()));
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
    const canvasSizes: number[][] = [];
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
    ) {
      canvasSizes.push([this.width, this.height]);
      callback(new Blob(['jpeg'], { type: 'image/jpeg' }));
    });
    const { onCapture } = renderCapture('back');
    const button = await screen.findByRole('button', { name: 'Chụp mặt sau căn cước' });
    const video = screen.getByLabelText('Hình từ camera sau: đặt mặt sau căn cước vào khung');
    Object.defineProperties(video, { videoWidth: { value: 1920 }, videoHeight: { value: 1080 } });

    fireEvent.click(button);
    await waitFor(() => expect(onCapture).toHaveBeenCalledTimes(1));
    const file = onCapture.mock.calls[0]?.[0] as File;
    expect([file.name, file.type]).toEqual(['back.jpg', 'image/jpeg']);
    expect(canvasSizes).toEqual([[1920, 1080]]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1920, 1080);
  });

  it('shows a paper-shaped frame and the signature guidance for the signature', async () => {
    installGetUserMedia(() => Promise.resolve(fakeStream()));
    renderCapture('signature');
    await screen.findByRole('button', { name: 'Chụp chữ ký' });
    screen.getByText('Giữ camera cách giấy tờ khoảng 30-40 cm.');
    screen.getByText(/Ký tên bằng bút mực trên tờ giấy trắng/);
  });
});

describe('IdCapture upload fallback', () => {
  it('refuses a PDF renamed .jpg', async () => {
    withoutMediaDevices(true);
    installImageBitmap(1280, 800);
    const { upload, onCapture } = renderCapture();
    upload(photo(PDF_HEAD, 'cccd.jpg'));
    const status = await screen.findByText(/không phải ảnh JPG hoặc PNG/);
    expect(status.textContent).toContain('mặt trước căn cước');
    screen.getByText('Đánh giá chất lượng ảnh không đạt');
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('refuses a 12 MB photo with its size and the limit', async () => {
    withoutMediaDevices(true);
    installImageBitmap(4000, 3000);
    const { upload, onCapture } = renderCapture('front', '/en/ekyc');
    upload(photo(JPEG_HEAD, 'front.jpg', 12 * 1024 * 1024));
    await screen.findByText(
      'This photo is 12 MB, over the 5 MB limit. Please retake it or choose a smaller one.',
    );
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('refuses a 100×100 picture with its dimensions and the minimum', async () => {
    withoutMediaDevices(true);
    installImageBitmap(100, 100);
    const { upload, onCapture } = renderCapture();
    upload(photo(JPEG_HEAD, 'front.jpg'));
    await screen.findByText(/Ảnh chỉ có 100×100 px, nhỏ hơn mức tối thiểu 640×400 px/);
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('hands on a photo that passes', async () => {
    withoutMediaDevices(true);
    installImageBitmap(1600, 1000);
    const { upload, onCapture } = renderCapture();
    const good = photo(JPEG_HEAD, 'front.jpg');
    upload(good);
    await waitFor(() => expect(onCapture).toHaveBeenCalledWith(good));
    expect(screen.queryByText('Đánh giá chất lượng ảnh không đạt')).toBeNull();
  });
});
