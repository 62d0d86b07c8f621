import { decode as decodeBmp } from 'bmp-ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const acceptedTypes = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export type ImageType = (typeof acceptedTypes)[number];

export interface Inspected {
  mime: ImageType;
  width: number;
  height: number;
}

/** libvips reads no BMP: decode it here and hand sharp the raw pixels (BMP alpha is dropped). */
function bmpPixels(bytes: Buffer) {
  const image = decodeBmp(bytes, { toRGBA: true });
  const rgb = Buffer.alloc(image.width * image.height * 3);
  for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
    image.data.copy(rgb, pixel * 3, pixel * 4, pixel * 4 + 3);
  }
  return sharp(rgb, { raw: { width: image.width, height: image.height, channels: 3 } });
}

function pipeline(bytes: Buffer, mime: ImageType) {
  return mime === 'image/bmp' ? bmpPixels(bytes) : sharp(bytes);
}

/**
 * The image type from the bytes (magic numbers, never the name or the declared type) and its size
 * once decoded: a file that claims a type but does not decode is refused too.
 */
export async function inspectImage(bytes: Buffer): Promise<Inspected | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = acceptedTypes.find((type) => type === detected?.mime);
  if (mime === undefined) return undefined;
  try {
    if (mime === 'image/bmp') {
      const image = decodeBmp(bytes);
      return image.width > 0 && image.height > 0
        ? { mime, width: image.width, height: Math.abs(image.height) }
        : undefined;
    }
    const metadata = await sharp(bytes).metadata();
    await sharp(bytes).raw().toBuffer();
    return metadata.width && metadata.height
      ? { mime, width: metadata.width, height: metadata.height }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Scaled to fit inside the box, ratio kept, never enlarged; BMP answers as PNG (sharp writes no BMP). */
export async function resizeImage(
  bytes: Buffer,
  mime: ImageType,
  box: { width?: number; height?: number },
): Promise<{ bytes: Buffer; mime: 'image/jpeg' | 'image/png' }> {
  const resized = pipeline(bytes, mime).resize({ ...box, fit: 'inside', withoutEnlargement: true });
  if (mime === 'image/jpeg') return { bytes: await resized.jpeg({ quality: 85 }).toBuffer(), mime };
  return { bytes: await resized.png().toBuffer(), mime: 'image/png' };
}
