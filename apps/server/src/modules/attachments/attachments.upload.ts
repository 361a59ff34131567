import { Transform, type TransformCallback } from 'node:stream';
import {
  ATTACHMENT_MESSAGES,
  type AttachmentType,
  isAttachmentType,
  MAX_ATTACHMENT_BYTES,
  textAttachmentType,
} from '@app/domain';
import { AppError } from '../../http/errors';

/** How much of the start of a file its type is read from (zip containers name their parts early). */
const SAMPLE_BYTES = 64 * 1024;

const MARKUP_TYPES = new Set([
  'image/svg+xml',
  'text/html',
  'application/xhtml+xml',
  'application/xml',
  'text/xml',
]);
const MARKUP_NAME = /\.(svg|svgz|html?|xhtml|xht|xml|mht|mhtml)$/i;
// Markup a browser could render as a page or an image that runs scripts, however it is named.
const MARKUP_CONTENT =
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|svg|script|body|head|iframe)\b/i;

/** True when the bytes are UTF-8 text with no NUL (a binary file that no signature named is not text). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    // A multi-byte character cut at the end of a sample is not an error: `stream: true` keeps it pending.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The attachment type of a file from the start of its content, or a 415 naming the file: an allowed binary type,
 * or UTF-8 text typed by its extension. SVG and HTML are refused outright, whatever they are named.
 */
export async function detectAttachmentType(name: string, sample: Buffer): Promise<AttachmentType> {
  const { fileTypeFromBuffer } = await import('file-type'); // loaded by the first upload (issue 43)
  const detected = await fileTypeFromBuffer(sample);
  if (detected) {
    if (MARKUP_TYPES.has(detected.mime)) throw new AppError(415, ATTACHMENT_MESSAGES.markupRefused(name));
    if (isAttachmentType(detected.mime)) return detected.mime;
    throw new AppError(415, ATTACHMENT_MESSAGES.unsupportedType(name));
  }
  if (!isText(sample)) throw new AppError(415, ATTACHMENT_MESSAGES.unsupportedType(name));
  const start = sample
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (MARKUP_NAME.test(name) || MARKUP_CONTENT.test(start)) {
    throw new AppError(415, ATTACHMENT_MESSAGES.markupRefused(name));
  }
  return textAttachmentType(name);
}

/**
 * A pass-through that holds back the first SAMPLE_BYTES until the type is known (nothing reaches the storage
 * before the file is accepted), then lets the rest through; a text file is checked to be UTF-8 to its end.
 */
export class TypeCheck extends Transform {
  type: AttachmentType | undefined;
  #held: Buffer[] = [];
  #heldBytes = 0;
  #isText = false;
  #textTail = Buffer.alloc(0);

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.type) {
      this.#checkText(chunk)
        .then(() => done(null, chunk))
        .catch(done);
      return;
    }
    this.#held.push(chunk);
    this.#heldBytes += chunk.length;
    if (this.#heldBytes < SAMPLE_BYTES) {
      done();
      return;
    }
    this.#decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    const finish = async () => {
      if (!this.type) {
        if (this.#heldBytes === 0) throw new AppError(400, ATTACHMENT_MESSAGES.empty(this.fileName));
        await this.#decide();
      }
      if (this.#isText) {
        if (this.#textTail.length > 0)
          throw new AppError(415, ATTACHMENT_MESSAGES.unsupportedType(this.fileName));
      }
    };
    finish().then(() => done(), done);
  }

  async #decide(): Promise<void> {
    const sample = Buffer.concat(this.#held);
    this.#held = [];
    this.type = await detectAttachmentType(this.fileName, sample);
    this.#isText = this.type.startsWith('text/') || this.type === 'application/json';
    await this.#checkText(sample);
    this.push(sample);
  }

  /** Text must stay UTF-8 without NUL to its last byte. */
  async #checkText(chunk: Buffer): Promise<void> {
    if (!this.#isText) return;
    const bytes = this.#textTail.length ? Buffer.concat([this.#textTail, chunk]) : chunk;
    if (bytes.includes(0)) throw new AppError(415, ATTACHMENT_MESSAGES.unsupportedType(this.fileName));
    // Keep an incomplete trailing character for the next chunk; anything else invalid is refused.
    let end = bytes.length;
    for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
      const byte = bytes[bytes.length - back] ?? 0;
      if ((byte & 0xc0) === 0x80) continue;
      const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      if (need > back) end = bytes.length - back;
      break;
    }
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    } catch {
      throw new AppError(415, ATTACHMENT_MESSAGES.unsupportedType(this.fileName));
    }
    this.#textTail = Buffer.from(bytes.subarray(end));
  }
}

/**
 * The size to name when a file was cut at the limit: the request's length less a little for the form's other
 * parts, never less than the limit plus one.
 */
export function tooLargeMessage(name: string, contentLength: number | undefined): string {
  if (!contentLength) return ATTACHMENT_MESSAGES.tooLargeUnknownSize(name);
  return ATTACHMENT_MESSAGES.tooLarge(name, Math.max(MAX_ATTACHMENT_BYTES + 1, contentLength - 512));
}
