import { AVATAR_TYPES, type AvatarType } from '@app/domain';

// The first bytes every file of each type starts with (its 'magic number').
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [...Buffer.from('GIF87a')];
const GIF89A = [...Buffer.from('GIF89a')];
const RIFF = [...Buffer.from('RIFF')];
const WEBP = [...Buffer.from('WEBP')];

function startsWith(data: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (data.length < offset + signature.length) return false;
  return signature.every((byte, index) => data[offset + index] === byte);
}

/** The avatar type named by a Content-Type header ('image/png; x=y' names image/png), or undefined. */
export function avatarTypeOf(contentType: string | undefined): AvatarType | undefined {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  return AVATAR_TYPES.find((type) => type === essence);
}

/** True when the bytes really are an image of the declared type (checked by their signature, not the name). */
export function isImageOfType(data: Uint8Array, type: AvatarType): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(data, PNG);
    case 'image/jpeg':
      return startsWith(data, JPEG);
    case 'image/gif':
      return startsWith(data, GIF87A) || startsWith(data, GIF89A);
    case 'image/webp':
      // RIFF container: 'RIFF', 4 bytes of size, then the form type 'WEBP'.
      return startsWith(data, RIFF) && startsWith(data, WEBP, 8);
  }
}
