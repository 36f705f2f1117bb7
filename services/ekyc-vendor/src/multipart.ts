/**
 * Reading a check's multipart body: the named files (each up to its own limit) and text fields.
 * A file over its limit is not an error here: it comes back `tooLarge` (the bytes past the
 * limit are read and dropped, so the client gets its answer rather than a reset connection)
 * and the route answers its 413 verdict.
 */
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  /** As the client named it (the face check reads its extension; nothing else does). */
  fileName: string;
  contentType: string;
  /** Empty when `tooLarge`. */
  bytes: Uint8Array;
  /** Bytes received before the limit stopped the count. */
  received: number;
  tooLarge: boolean;
}

export interface MultipartForm {
  files: Map<string, UploadedFile>;
  fields: Map<string, string>;
}

/** A body that is not multipart, or multipart the parser refuses (400/415 envelope). */
export class MultipartError extends Error {
  constructor(
    readonly status: 400 | 415,
    readonly code: 'invalid_multipart' | 'multipart_required',
    message: string,
  ) {
    super(message);
  }
}

/** Text fields are short words (`front`, `back`): anything longer is not ours. */
const FIELD_MAX_BYTES = 1024;
const MAX_FIELDS = 8;
const MAX_FILES = 4;

export async function readMultipart(
  request: FastifyRequest,
  spec: { files: Record<string, number>; fields: readonly string[] },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new MultipartError(415, 'multipart_required', 'Send the check as multipart/form-data.');
  }
  const largest = Math.max(...Object.values(spec.files));
  const form: MultipartForm = { files: new Map(), fields: new Map() };
  try {
    for await (const part of request.parts({
      limits: {
        // One byte over the largest limit tells "over" from "exactly at".
        fileSize: largest + 1,
        files: MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: FIELD_MAX_BYTES,
        parts: MAX_FILES + MAX_FIELDS,
      },
    })) {
      if (part.type === 'field') {
        if (spec.fields.includes(part.fieldname) && typeof part.value === 'string') {
          form.fields.set(part.fieldname, part.value);
        }
        continue;
      }
      const limit = spec.files[part.fieldname];
      const chunks: Buffer[] = [];
      let received = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        received += chunk.length;
        // Past the limit the rest is read and dropped: memory stays bounded.
        if (limit !== undefined && received <= limit) chunks.push(chunk);
      }
      if (limit === undefined || form.files.has(part.fieldname)) continue;
      const tooLarge = received > limit || part.file.truncated;
      form.files.set(part.fieldname, {
        fileName: part.filename,
        contentType: part.mimetype,
        bytes: tooLarge ? new Uint8Array() : new Uint8Array(Buffer.concat(chunks)),
        received,
        tooLarge,
      });
    }
  } catch (error) {
    throw new MultipartError(
      400,
      'invalid_multipart',
      `The multipart body could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return form;
}
