/**
 * Uploaded photos (decision 073: identity documents, support screenshots): accepted by content, never by name or declared type; size- and
 * pixel-limited; rotated upright and re-encoded to a fresh JPEG, which drops every metadata
 * block (EXIF, GPS, XMP, ICC) and anything smuggled after the image data.
 */
import sharp, { type Metadata } from 'sharp';
import { UPLOADS } from '@fre/domain';
import { AppError } from '../app-error.ts';

export const MAX_UPLOAD_BYTES = UPLOADS.maxMegabytes * 1024 * 1024;
export const MAX_INPUT_PIXELS = UPLOADS.maxMegapixels * 1_000_000;
const MAX_OUTPUT_SIDE = 2_400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
// Markup or script inside an "image" means a polyglot: refused rather than cleaned.
const FOREIGN_MARKERS = [/<\s*script/i, /<\s*html/i, /<\s*svg/i, /<\?php/i, /<\s*iframe/i, /javascript:/i];

function magicFormat(bytes: Buffer): string | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('ascii', 4, 8) === 'ftyp' && /^(heic|heix|hevc|mif1|msf1|avif)/.test(bytes.toString('ascii', 8, 12))) return 'heif';
  return null;
}

/** Bytes after the end of the image itself (JPEG EOI, PNG IEND) betray an appended payload. */
function hasTrailingData(bytes: Buffer, format: string): boolean {
  if (format === 'jpeg') {
    const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return end === -1 || bytes.length - (end + 2) > 16;
  }
  if (format === 'png') {
    const iend = bytes.lastIndexOf(Buffer.from('IEND'));
    return iend === -1 || bytes.length - (iend + 8) > 0;
  }
  return false;
}

export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('kyc_file_invalid');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('kyc_file_too_large');
  const format = magicFormat(bytes);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('kyc_file_invalid');
  const text = bytes.toString('latin1');
  if (FOREIGN_MARKERS.some((marker) => marker.test(text)) || hasTrailingData(bytes, format)) throw new AppError('kyc_file_invalid');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  } catch (error) {
    if (String(error).includes('pixel limit')) throw new AppError('kyc_file_too_large');
    throw new AppError('kyc_file_invalid');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format === 'heif' ? 'heif' : metadata.format)) throw new AppError('kyc_file_invalid');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new AppError('kyc_file_too_large');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('kyc_file_invalid');
  }
}
