import { PHOTO_LIMITS } from '../config';
import { renderBlank, renderCard, renderSignature } from '../samples/card';
import { checkSignaturePhoto } from './signature';

const check = (bytes: Uint8Array) => checkSignaturePhoto(bytes, PHOTO_LIMITS).verdict;
const value = (verdict: ReturnType<typeof check>, name: string) =>
  verdict.checks.find((c) => c.name === name)?.value;

describe('a signature photo', () => {
  it('passes with pen strokes on white paper', () => {
    const verdict = check(renderSignature());
    expect(verdict).toMatchObject({ ok: true });
    expect(verdict.checks.map((c) => c.name)).toEqual([
      'size',
      'type',
      'dimensions',
      'decode',
      'paper',
      'ink',
      'ink_spread',
    ]);
    expect(value(verdict, 'ink')).toBeGreaterThan(0.01);
  });

  it('is blank on the same paper without the strokes', () => {
    const verdict = check(renderSignature({ blank: true }));
    expect(verdict).toMatchObject({ ok: false, code: 'signature_blank' });
    expect(verdict.checks.at(-1)).toEqual({ name: 'ink', passed: false, value: 0 });
  });

  it('is blank on a grey picture (no light paper)', () => {
    expect(check(renderBlank())).toMatchObject({ ok: false, code: 'signature_blank' });
  });

  it('is not a signature when the picture is mostly dark (a card on a table)', () => {
    const verdict = check(renderCard({ side: 'front' }));
    expect(verdict).toMatchObject({ ok: false, code: 'signature_blank' });
    expect(value(verdict, 'ink')).toBeGreaterThan(0.3);
  });

  it('refuses a file that is not a picture (415) like an ID photo', () => {
    const answer = checkSignaturePhoto(new TextEncoder().encode('GIF89a'), PHOTO_LIMITS);
    expect(answer).toMatchObject({ status: 415, verdict: { code: 'document_type_invalid' } });
  });
});
