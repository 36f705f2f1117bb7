import { Transform } from 'node:stream';

/** A body that is not as long as it said it was: nothing of it is stored. */
export class LengthMismatchError extends Error {
  override name = 'LengthMismatchError';
  readonly code = 'ERR_LENGTH_MISMATCH';
}

/**
 * Passes bytes through and fails the stream when they are more or fewer than `expected`
 * (a client that hung up half-way, a wrong Content-Length). Without `expected`, a plain pass.
 */
export function limitLength(expected: number | undefined): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (expected !== undefined && seen > expected)
        done(new LengthMismatchError(`body longer than ${expected} bytes`));
      else done(null, chunk);
    },
    flush(done) {
      if (expected !== undefined && seen !== expected)
        done(new LengthMismatchError(`body of ${seen} bytes, expected ${expected}`));
      else done();
    },
  });
}
