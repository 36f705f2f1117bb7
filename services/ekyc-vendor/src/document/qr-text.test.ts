import { SAMPLE_CARD } from '../samples/card';
import { formatCardQr, parseCardQr } from './qr-text';

const { expiryDate: _printed, placeOfOrigin: _origin, ...card } = SAMPLE_CARD;

describe('the QR text of a chip ID card', () => {
  it('is written and read in the market-facts format', () => {
    const text = formatCardQr(card);
    expect(text).toBe(
      '079194012345|025871234|Nguyễn Thị Minh Anh|17081994|Nữ|123 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh|12042021',
    );
    expect(parseCardQr(text)).toEqual(card);
  });

  it('reads a man without an old ID, and the decomposed form of the marks', () => {
    const text = '001090001234||Trần Văn Bình|01021990|Nam|Số 5 Phố Huế, Hà Nội|15032021';
    expect(parseCardQr(text.normalize('NFD'))).toEqual({
      idCode: '001090001234',
      fullName: 'Trần Văn Bình',
      dateOfBirth: '1990-02-01',
      gender: 'male',
      address: 'Số 5 Phố Huế, Hà Nội',
      idDate: '2021-03-15',
    });
  });

  it.each([
    ['a field short', '079194012345|025871234|Nguyễn Thị Minh Anh|17081994|Nữ|12042021'],
    ['not a date', '079194012345||Nguyễn Thị Minh Anh|31021994|Nữ|123 Lê Lợi, Quận 1|12042021'],
    [
      'an unknown gender',
      '079194012345||Nguyễn Thị Minh Anh|17081994|F|123 Lê Lợi, Quận 1|12042021',
    ],
    ['letters in the number', '07919401234X||Nguyễn Thị Minh Anh|17081994|Nữ|123 Lê Lợi|12042021'],
    ['a web address', 'https://example.com/'],
  ])('is not a card with %s', (_case, text) => {
    expect(parseCardQr(text)).toBeUndefined();
  });
});
