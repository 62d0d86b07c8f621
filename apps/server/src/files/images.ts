import { decode as decodeBmp } from 'bmp-ts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const acceptedTypes = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export type ImageType = (typeof acceptedTypes)[number];
/** What is stored: every upload is re-encoded, and sharp writes no BMP. */
export type StoredImageType = Exclude<ImageType, 'image/bmp'>;

/**
 * 40 megapixels (a 48 MP phone photo is refused, a 8000x5000 scan is not): a decoded image costs up to
 * 4 bytes a pixel, and a few KB of PNG can declare 16000x16000 (1 GB decoded). Checked on the header,
 * before anything is decoded.
 */
export const maxImagePixels = 40_000_000;

export type Sanitized =
  | { refused: 'unsupported' | 'tooManyPixels' }
  | { refused?: undefined; bytes: Buffer; mime: StoredImageType; width: number; height: number };

/** A BMP's size from its header (the core header has 16-bit sides, the others 32-bit, height signed). */
function bmpPixelCount(bytes: Buffer): number | undefined {
  if (bytes.length < 26) return undefined;
  const core = bytes.readUInt32LE(14) === 12;
  const width = core ? bytes.readUInt16LE(18) : Math.abs(bytes.readInt32LE(18));
  const height = core ? bytes.readUInt16LE(20) : Math.abs(bytes.readInt32LE(22));
  return width * height;
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
  return mime === 'image/bmp' ? bmpPixels(bytes) : sharp(bytes, { limitInputPixels: maxImagePixels });
}

/**
 * The image type from the bytes (magic numbers, never the name or the declared type), then the image
 * decoded and written anew: what is kept holds pixels only, never the sender's bytes, so no EXIF (GPS,
 * camera, author), no comments or text chunks and nothing appended after the image (a polyglot's ZIP or
 * HTML). The EXIF orientation is applied to the pixels before it is dropped. A file that claims a type
 * but does not decode is refused, and so is one whose header declares too many pixels.
 */
export async function sanitizeImage(bytes: Buffer): Promise<Sanitized> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = acceptedTypes.find((type) => type === detected?.mime);
  if (mime === undefined) return { refused: 'unsupported' };
  try {
    const pixels =
      mime === 'image/bmp'
        ? bmpPixelCount(bytes)
        : await sharp(bytes)
            .metadata()
            .then(({ width, height }) => (width ?? 0) * (height ?? 0));
    if (!pixels) return { refused: 'unsupported' };
    if (pixels > maxImagePixels) return { refused: 'tooManyPixels' };
    const image = pipeline(bytes, mime).rotate();
    const encoded = mime === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: mime === 'image/jpeg' ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch {
    return { refused: 'unsupported' };
  }
}

/** Scaled to fit inside the box, ratio kept, never enlarged; BMP answers as PNG (sharp writes no BMP). */
export async function resizeImage(
  bytes: Buffer,
  mime: ImageType,
  box: { width?: number; height?: number },
): Promise<{ bytes: Buffer; mime: StoredImageType }> {
  const resized = pipeline(bytes, mime).resize({ ...box, fit: 'inside', withoutEnlargement: true });
  if (mime === 'image/jpeg') return { bytes: await resized.jpeg({ quality: 85 }).toBuffer(), mime };
  return { bytes: await resized.png().toBuffer(), mime: 'image/png' };
}
