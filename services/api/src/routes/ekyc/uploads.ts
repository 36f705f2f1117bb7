import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UuidSchema } from '@brokerage/shared/validation/ekyc/schemas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An eKYC upload route: the largest file it takes (a larger one is cut and flagged). */
    ekycUpload?: { maxBytes: number };
  }
}

/** The one file of an eKYC upload, read into memory (5 MB photos, 20 MB videos at most). */
export interface Upload {
  bytes: Buffer;
  /** As the customer named it (the vendor looks at its extension only). */
  fileName: string;
  /** Over the route's limit: `bytes` holds only its start. */
  tooLarge: boolean;
}

const uploads = new WeakMap<FastifyRequest, Upload>();

/** The multipart body as the route schema sees it: the uuid, and the file part's name. */
export const UploadBodySchema = z.object({
  uuid: UuidSchema,
  file: z
    .string({ error: 'required' })
    .meta({ format: 'binary' })
    .describe('The file part (the photo or the video); its bytes decide its type, not its name'),
});

/**
 * Multipart bodies of the upload routes of this plugin: the fields and the single `file` part
 * are read before validation (at most `ekycUpload.maxBytes` of it is kept; more sets
 * `tooLarge`), the bytes kept aside for the handler (`uploadOf`), and the body the schema
 * validates becomes `{ uuid, file: <file name> }`.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  // A file over the limit is cut and flagged (`truncated`), answered with the eKYC code.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('preValidation', async (request) => {
    const limit = request.routeOptions.config.ekycUpload?.maxBytes;
    if (limit === undefined || !request.isMultipart()) return;
    const fields: Record<string, string> = {};
    let upload: Upload | undefined;
    for await (const part of request.parts({
      limits: { fileSize: limit, files: 1, fields: 4, fieldSize: 4096, parts: 5 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') {
          // busboy cuts a file past `fileSize` and says so with `truncated`.
          upload = {
            bytes,
            fileName: part.filename,
            tooLarge: part.file.truncated || bytes.length > limit,
          };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (upload) uploads.set(request, upload);
    request.body = { uuid: fields.uuid, file: upload?.fileName };
  });
}

/** The file of the request, or undefined when it had none. */
export const uploadOf = (request: FastifyRequest): Upload | undefined => uploads.get(request);

/** A stored object's bytes (the ID front, the vendor's portrait for the face video). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
