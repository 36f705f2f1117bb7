import { describe, expect, it } from 'vitest';
import { FRAMING, framingHint, type FaceBox } from './framingHint';

/** A face of this height (share of the frame), centred at (cx, cy). */
const face = (height: number, cx = 0.5, cy = 0.5): FaceBox => ({
  x: cx - (height * 0.75) / 2,
  y: cy - height / 2,
  width: height * 0.75,
  height,
});

describe('framingHint', () => {
  it('asks for a face when none is seen', () => {
    expect(framingHint([])).toBe('noFace');
  });

  it('asks for the customer alone when two faces are seen, whatever their size', () => {
    expect(framingHint([face(0.5), face(0.1, 0.9, 0.2)])).toBe('multipleFaces');
  });

  it('asks to come closer below the minimum height, and not at it', () => {
    expect(framingHint([face(FRAMING.minHeight - 0.01)])).toBe('moveCloser');
    expect(framingHint([face(FRAMING.minHeight)])).toBe('ready');
  });

  it('asks to centre a face that is off to a side, above or below', () => {
    expect(framingHint([face(0.45, 0.5 + FRAMING.maxOffsetX + 0.02)])).toBe('centre');
    expect(framingHint([face(0.45, 0.5 - FRAMING.maxOffsetX - 0.02)])).toBe('centre');
    expect(framingHint([face(0.45, 0.5, 0.5 + FRAMING.maxOffsetY + 0.02)])).toBe('centre');
    expect(
      framingHint([face(0.45, 0.5 + FRAMING.maxOffsetX - 0.02, 0.5 - FRAMING.maxOffsetY + 0.02)]),
    ).toBe('ready');
  });

  it('asks to come closer before asking to centre', () => {
    expect(framingHint([face(0.1, 0.9, 0.9)])).toBe('moveCloser');
  });
});
