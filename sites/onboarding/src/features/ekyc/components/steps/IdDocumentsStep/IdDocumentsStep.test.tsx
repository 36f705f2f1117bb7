import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeReply } from '@brokerage/shared/api/testServer.ts';
import type { EkycCameraSlots } from '../../../lib/cameraSlots';
import { errorReply, flowAt, okReply, renderStep } from '../../../testing/flowFixtures';
import { IdDocumentsStep } from './IdDocumentsStep';

/** The camera feature's place: one button that "takes" a picture of its side. */
const camera: EkycCameraSlots = {
  IdCapture: ({ side, onCapture, disabled }) => (
    <button
      type="button"
      disabled={disabled}
      onClick={() =>
        onCapture(new File([new Uint8Array([0xff, 0xd8])], `${side}.jpg`, { type: 'image/jpeg' }))
      }
    >
      {`take ${side}`}
    </button>
  ),
  FaceRecorder: () => null,
};

describe('IdDocumentsStep', () => {
  it('a refused picture says why on its own slot; retaking it keeps the others; the card fields show', async () => {
    const user = userEvent.setup();
    const answers: Record<string, FakeReply> = {
      front: okReply({
        status: 'verified',
        step: 'id_documents',
        fields: {
          idCode: '079194012345',
          fullName: 'NGUYỄN THỊ MINH ANH',
          dateOfBirth: '1994-03-12',
          gender: 'female',
          idExpiry: '2034-03-12',
        },
      }),
      back: errorReply(422, 'document_glare', 'file'),
      signature: okReply({ status: 'verified', step: 'id_documents' }),
    };
    const { store } = await flowAt(
      'id_documents',
      (request) => answers[request.url?.split('/').pop() ?? ''] ?? okReply({}),
    );
    renderStep(<IdDocumentsStep store={store} camera={camera} device={null} />);

    await user.click(screen.getByRole('button', { name: 'take front' }));
    await user.click(screen.getByRole('button', { name: 'take back' }));
    await user.click(screen.getByRole('button', { name: 'take signature' }));

    const front = screen.getByRole('region', { name: 'Mặt trước căn cước' });
    await within(front).findByText('Đã xác thực');
    expect(
      within(front).getByRole('img', { name: 'Ảnh đã chụp: Mặt trước căn cước' }),
    ).toBeTruthy();
    const back = screen.getByRole('region', { name: 'Mặt sau căn cước' });
    await within(back).findByText(/Ảnh bị lóa sáng, không đọc được thông tin/);
    // The camera is back for this picture only.
    within(back).getByRole('button', { name: 'take back' });
    expect(within(front).queryByRole('button', { name: 'take front' })).toBeNull();

    const fields = screen.getByRole('region', { name: 'Thông tin đọc từ căn cước' });
    within(fields).getByText('079194012345');
    within(fields).getByText('12/03/1994');
    within(fields).getByText('Nữ');
    within(fields).getByText('12/03/2034');

    answers.back = okReply({ status: 'verified', step: 'face_video' });
    await user.click(within(back).getByRole('button', { name: 'take back' }));
    await within(back).findByText('Đã xác thực');
    // The server moved on; the verified pictures stay until the customer continues.
    expect(store.screen).toBe('id_documents');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(store.screen).toBe('face_video');
  });
});
