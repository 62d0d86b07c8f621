import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentMember } from '../auth/index.js';
import { clientAddress } from '../http/clientAddress.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { resizeImage, sanitizeImage } from './images.js';
import { fileStorage } from './index.js';
import { findFile, insertFile } from './repository.js';

const maxUploadBytes = 5 * 1024 * 1024;

async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid('files.none');
  const part = await request.file({ limits: { fileSize: maxUploadBytes, files: 1 } }).catch((error) => {
    // The multipart parser's own errors for a body that is not multipart (it ends early, has no
    // part header) carry no HTTP status: they are the sender's, not a server failure.
    throw (error as { statusCode?: number }).statusCode === undefined
      ? invalid('validation.malformed')
      : error;
  });
  if (part === undefined || part.fieldname !== 'file') throw invalid('files.none');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('files.tooLarge');
    throw error;
  }
}

async function upload(request: FastifyRequest) {
  const member = currentMember(request);
  const bytes = await uploadedBytes(request);
  if (bytes.length === 0) throw invalid('files.none');
  const image = await sanitizeImage(bytes);
  if (image.refused !== undefined) throw invalid(`files.${image.refused}`);
  const id = randomUUID();
  const { db, config } = request.server;
  const { mime, width, height } = image;
  // Under the historical key name; what it holds is the re-encoded image, never the bytes sent.
  await fileStorage(config).write(`originals/${id}`, image.bytes);
  await insertFile(db, { id, owner_member_id: member.id, size: image.bytes.length, mime, width, height });
  return { id };
}

/**
 * The sides a resized copy may have (issue 26 finding 7): an asked side is served at the next one up
 * (the largest beyond it), so a file has at most 7 x 7 cached copies however many sizes are asked.
 */
const servedSides = [32, 64, 128, 256, 512, 1024, 2048] as const;

function servedSide(asked: number | undefined): number | undefined {
  if (asked === undefined) return undefined;
  return servedSides.find((side) => side >= asked) ?? servedSides[servedSides.length - 1];
}

interface FileQuery {
  id: string;
  width?: number;
  height?: number;
}

async function get(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as FileQuery;
  const { id } = query;
  const width = servedSide(query.width);
  const height = servedSide(query.height);
  const { db, config } = request.server;
  const file = await findFile(db, id);
  const memberId = request.member?.id;
  // Someone else's document answers exactly like a missing file.
  if (file === undefined || (file.visibility === 'owner' && file.owner_member_id !== memberId)) {
    throw new ApiError(ErrorCode.notFound, 'common.notFound');
  }
  const storage = fileStorage(config);
  const original = await storage.read(`originals/${id}`);
  if (original === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  let body = original;
  let mime: string = file.mime;
  if (width !== undefined || height !== undefined) {
    const cacheKey = `cache/${id}-${width ?? 0}x${height ?? 0}`;
    const resizedMime = file.mime === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const cached = await storage.read(cacheKey);
    if (cached !== undefined) {
      body = cached;
      mime = resizedMime;
    } else {
      const resized = await resizeImage(original, file.mime, { width, height });
      await storage.write(cacheKey, resized.bytes);
      body = resized.bytes;
      mime = resized.mime;
    }
  }
  return reply
    .type(mime)
    .header('cache-control', file.visibility === 'public' ? 'public, max-age=86400' : 'private, max-age=3600')
    .header('content-disposition', 'inline')
    .send(body);
}

/** Upload rate limit per session (the token is hashed so the limiter's memory holds no token). */
function sessionKey(request: FastifyRequest): string {
  const token = request.headers.authorization;
  return typeof token === 'string'
    ? createHash('sha256').update(token).digest('hex')
    : clientAddress(request);
}

/**
 * Every member upload is readable only by its owner: at upload time nobody knows whether it will
 * become a KYC document (documents/update decides), so all are treated as one.
 */
export const files: Domain = {
  name: 'files',
  handlers: {
    uploadFile: {
      handler: upload,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes', keyGenerator: sessionKey } },
    },
    getFile: {
      handler: get,
      // Pages show a few images each; this bounds what one address can make the server decode.
      config: { rateLimit: { max: 300, timeWindow: '1 minute', keyGenerator: clientAddress } },
    },
  },
};
