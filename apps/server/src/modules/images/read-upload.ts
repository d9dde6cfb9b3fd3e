import { DomainError } from '@nivedya/domain';
import type { FastifyRequest } from 'fastify';
import { refuseNulCharacters } from '../../plugins/nul-guard.ts';
import type { UploadedFile } from './upload-image.ts';

/**
 * The one file (and the text fields) of a multipart/form-data upload. The size limit is the
 * multipart plugin's: past it the request is refused 413 before the whole file is read.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data with one file');
  }
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      file = { fileName: part.filename, bytes: await part.toBuffer() };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  // A form is read here, after the hooks: its text fields get the NUL guard's refusal (plugins/nul-guard.ts).
  refuseNulCharacters({ body: fields });
  if (!file || file.bytes.length === 0) {
    // spec §8: the image modal's words when Select is pressed without an image.
    throw new DomainError('VALIDATION_FAILED', 'Please select the image', {
      errors: [{ field: 'file', message: 'Please select the image' }],
    });
  }
  return { file, fields };
}
