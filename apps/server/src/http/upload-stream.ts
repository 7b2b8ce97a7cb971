import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context, MiddlewareHandler } from 'hono';
import { apiError, AppError } from './errors.ts';

/** Room for the multipart envelope (boundaries, headers, a few small fields) around the file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
/** Bytes of the file's start kept in memory for content sniffing. */
export const HEAD_BYTES = 4096;
/** Temp files older than this are a crashed process's leftovers (see sweepUploadTemp). */
const STALE_TEMP_MS = 6 * 60 * 60 * 1000;

type TooLarge = 'FILE_TOO_LARGE' | 'MEDIA_FILE_TOO_LARGE';

/** An upload received to a temp file; the caller owns the file until `dispose` (always call it). */
export type ReceivedFile = { path: string; size: number; name: string; head: Buffer };

export type ReceiveOptions = {
  /** Where temp files go (DATA_DIR/tmp/uploads: see uploadTempDir). */
  tmpDir: string;
  /** The most bytes the file may have; a function is asked once the first HEAD_BYTES are known (photos are smaller than clips). */
  maxBytes: number | ((head: Buffer) => number);
  /** The whole body's ceiling; defaults to the largest file plus the envelope. */
  maxBodyBytes: number;
  tooLargeCode?: TooLarge;
  emptyCode?: 'FILE_REQUIRED' | 'EMPTY_FILE';
};

export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/**
 * Removes temp files a crashed or killed process left behind (a finished or failed upload removes
 * its own). Only old ones: another process on the same DATA_DIR may be receiving right now.
 */
export async function sweepUploadTemp(dir: string, olderThanMs = STALE_TEMP_MS): Promise<number> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const n of names) {
    const f = path.join(dir, n);
    const st = await fsp.stat(f).catch(() => null);
    if (st && Date.now() - st.mtimeMs > olderThanMs) {
      await fsp.rm(f, { force: true, recursive: true });
      removed++;
    }
  }
  return removed;
}

class UploadError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.code);
  }
}

/**
 * The route-level size check of an upload route: a declared Content-Length over the ceiling is
 * refused before a byte is read (the connection is closed). Unlike Hono's bodyLimit it never
 * buffers a chunked body: the streaming receiver counts the bytes as they arrive instead.
 */
export function declaredLengthLimit(
  maxBytes: number,
  code: TooLarge | 'PAYLOAD_TOO_LARGE' = 'PAYLOAD_TOO_LARGE',
): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxBytes && !c.req.header('transfer-encoding')) {
      c.header('Connection', 'close');
      return apiError(c, 413, code, { details: { max: maxBytes } });
    }
    return next();
  };
}

/**
 * Streams the `file` field of a multipart body to a temp file, counting bytes as they arrive: past
 * the limit it stops reading and answers `tooLargeCode` (413); no file is FILE_REQUIRED, zero bytes
 * `emptyCode`; a client that goes away mid-body is UPLOAD_INTERRUPTED. On every failure the temp
 * file is gone before this returns. Memory stays at a few stream buffers whatever the file's size.
 */
export async function receiveFile(c: Context, opts: ReceiveOptions): Promise<ReceivedFile> {
  const tooLarge = () => new UploadError(new AppError(opts.tooLargeCode ?? 'FILE_TOO_LARGE', 413));
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!body || !contentType.toLowerCase().startsWith('multipart/form-data')) throw new AppError('FILE_REQUIRED', 400);
  await fsp.mkdir(opts.tmpDir, { recursive: true });
  const tmp = path.join(opts.tmpDir, `${crypto.randomUUID()}.part`);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 20, fieldSize: 16 * 1024, parts: 30, headerPairs: 50 },
    });
  } catch {
    throw new AppError('FILE_REQUIRED', 400);
  }
  const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>);
  let bodyBytes = 0;
  const bodyCounter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      bodyBytes += chunk.length;
      if (bodyBytes > opts.maxBodyBytes) cb(tooLarge());
      else cb(null, chunk);
    },
  });

  let received: ReceivedFile | null = null;
  // Set in the parser's callback, which TypeScript's narrowing does not follow: typed wide on purpose.
  let fileDone = null as Promise<void> | null;
  let sink: fs.WriteStream | null = null;
  parser.on('file', (field, stream, info) => {
    if (field !== 'file' || fileDone) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let head: Buffer | null = null;
    let limit = typeof opts.maxBytes === 'number' ? opts.maxBytes : Number.POSITIVE_INFINITY;
    const decide = () => {
      if (head) return;
      head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
      if (typeof opts.maxBytes === 'function') limit = opts.maxBytes(head);
    };
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (!head) {
          chunks.push(chunk);
          if (size >= HEAD_BYTES) decide();
        }
        if (head && size > limit) cb(tooLarge());
        else cb(null, chunk);
      },
      flush(cb) {
        decide();
        cb(size > limit ? tooLarge() : null);
      },
    });
    sink = fs.createWriteStream(tmp);
    fileDone = pipeline(stream, counter, sink).then(() => {
      received = { path: tmp, size, name: info.filename ?? '', head: head ?? Buffer.alloc(0) };
    });
    // Too large or a write failure: stop reading the body at once (the rejection is read below).
    fileDone.catch((err: unknown) => bodyCounter.destroy(err as Error));
  });

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  // Read below after the pipeline; when the pipeline fails first this keeps it from being reported as unhandled.
  parsed.catch(() => {});
  try {
    await pipeline(source, bodyCounter, parser);
    await parsed;
    if (fileDone) await fileDone;
  } catch (err) {
    source.destroy();
    await fileDone?.catch(() => {});
    await discard(sink, tmp);
    if (err instanceof UploadError) {
      c.header('Connection', 'close');
      throw err.appError;
    }
    if (c.req.raw.signal.aborted || isDisconnect(err)) throw new AppError('UPLOAD_INTERRUPTED', 400);
    // A body that is not well-formed multipart.
    throw new AppError('FILE_REQUIRED', 400);
  }
  const file = received as ReceivedFile | null;
  if (!file) throw new AppError('FILE_REQUIRED', 400);
  if (file.size === 0) {
    await fsp.rm(tmp, { force: true });
    throw opts.emptyCode === 'EMPTY_FILE' ? new AppError('EMPTY_FILE', 422) : new AppError('FILE_REQUIRED', 400);
  }
  return file;
}

/**
 * Removes a temp file once its write stream has let go of it. A failed pipeline settles before the
 * stream has closed (often before its open has finished), so a removal any earlier can race the
 * open on libuv's thread pool and leave the file behind.
 */
async function discard(sink: fs.WriteStream | null, file: string): Promise<void> {
  if (sink && !sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
  await fsp.rm(file, { force: true });
}

function isDisconnect(err: unknown): boolean {
  const e = err as { code?: string; message?: string; name?: string } | null;
  return (
    !!e &&
    (e.code === 'ECONNRESET' ||
      e.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      e.name === 'AbortError' ||
      /aborted|terminated/i.test(e.message ?? ''))
  );
}

/** Receives the upload, runs `fn` with it, and removes the temp file whatever happens (fn may move it away). */
export async function withUploadedFile<T>(
  c: Context,
  opts: ReceiveOptions,
  fn: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const file = await receiveFile(c, opts);
  try {
    return await fn(file);
  } finally {
    await fsp.rm(file.path, { force: true });
  }
}

/**
 * A raw (non-multipart) body of exactly `bytes` bytes, streamed to a temp file: one chunk of a
 * resumable upload. More is FILE_TOO_LARGE (413), less (the client went away) UPLOAD_INTERRUPTED;
 * either way the temp file is gone. The caller owns the returned path and removes it.
 */
export async function receiveRawBody(c: Context, opts: { tmpDir: string; bytes: number }): Promise<string> {
  const body = c.req.raw.body;
  if (!body) throw new AppError('UPLOAD_INTERRUPTED', 400);
  await fsp.mkdir(opts.tmpDir, { recursive: true });
  const tmp = path.join(opts.tmpDir, `${crypto.randomUUID()}.chunk`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      cb(size > opts.bytes ? new UploadError(new AppError('FILE_TOO_LARGE', 413)) : null, chunk);
    },
  });
  const sink = fs.createWriteStream(tmp);
  try {
    await pipeline(Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>), counter, sink);
    if (size !== opts.bytes) throw new UploadError(new AppError('UPLOAD_INTERRUPTED', 400));
    return tmp;
  } catch (err) {
    await discard(sink, tmp);
    if (err instanceof UploadError) {
      if (err.appError.status === 413) c.header('Connection', 'close');
      throw err.appError;
    }
    throw new AppError('UPLOAD_INTERRUPTED', 400);
  }
}
