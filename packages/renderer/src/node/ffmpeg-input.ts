/**
 * How every ffmpeg call opens a file that came from outside (a customer's upload, a stock clip, a
 * stored working copy): the container is read from the file's first bytes and named to ffmpeg
 * with `-f`, and only the `file` protocol is allowed. Left to probe, ffmpeg takes a text file that
 * starts with `#EXTM3U` for an HLS playlist (or an ffconcat list, an SDP…) whatever its name, and
 * then reads the files or URLs it lists: another customer's recording, or anything on the host.
 */
import { openSync, readSync, closeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';

export type Container = 'wav' | 'mp3' | 'aac' | 'mp4' | 'webm' | 'ogg' | 'flac' | 'amr';

/** Audio a customer may upload as a voice, a take or music. */
export const AUDIO_CONTAINERS: readonly Container[] = ['wav', 'mp3', 'aac', 'mp4', 'webm', 'ogg', 'flac', 'amr'];
/** Containers a clip may come in (the working copy is always MP4). */
export const VIDEO_CONTAINERS: readonly Container[] = ['mp4', 'webm'];

/** ffmpeg's demuxer for each container: none of them opens another file. */
const DEMUXER: Record<Container, string> = {
  wav: 'wav',
  mp3: 'mp3',
  aac: 'aac',
  mp4: 'mov',
  webm: 'matroska',
  ogg: 'ogg',
  flac: 'flac',
  amr: 'amr',
};

export const SNIFF_BYTES = 16;

const ascii = (b: Uint8Array, at: number, len: number) =>
  b.length >= at + len ? String.fromCharCode(...b.subarray(at, at + len)) : '';

/** What a file is by its first bytes; undefined for anything else (text, playlists, images, unknown). */
export function sniffContainer(b: Uint8Array): Container | undefined {
  if ((ascii(b, 0, 4) === 'RIFF' || ascii(b, 0, 4) === 'RF64') && ascii(b, 8, 4) === 'WAVE') return 'wav';
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'webm';
  if (ascii(b, 0, 4) === 'OggS') return 'ogg';
  if (ascii(b, 0, 4) === 'fLaC') return 'flac';
  if (ascii(b, 0, 6) === '#!AMR\n') return 'amr';
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(b, 4, 4))) return 'mp4';
  if (ascii(b, 0, 3) === 'ID3') return 'mp3';
  if (b.length >= 2 && b[0] === 0xff) {
    // ADTS AAC: sync word and layer 00; MPEG audio (MP3): sync and a layer that is not 00.
    if ((b[1]! & 0xf6) === 0xf0) return 'aac';
    if ((b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0) return 'mp3';
  }
  return undefined;
}

/** Images have their own refusal ("this is a picture, not sound"); the rest is "not a format we take". */
export function looksLikeImage(b: Uint8Array): boolean {
  return (
    (b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') ||
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    ascii(b, 0, 4) === 'GIF8' ||
    (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') ||
    ascii(b, 0, 2) === 'BM'
  );
}

/** The file's container, read from its first bytes. */
export async function sniffFile(path: string): Promise<{ container: Container | undefined; head: Buffer }> {
  const fh = await open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await fh.read(head, 0, SNIFF_BYTES, 0);
    return { container: sniffContainer(head.subarray(0, bytesRead)), head: head.subarray(0, bytesRead) };
  } finally {
    await fh.close();
  }
}

/** The same, synchronously (a clip reader starts its ffmpeg from a synchronous call). */
export function sniffFileSync(path: string): Container | undefined {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const n = readSync(fd, head, 0, SNIFF_BYTES, 0);
    return sniffContainer(head.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/** A file ffmpeg must not open: not one of the containers this call takes. */
export class UnsafeInputError extends Error {
  constructor(
    readonly path: string,
    readonly head: Buffer,
  ) {
    super(`not an accepted media container: ${path}`);
    this.name = 'UnsafeInputError';
  }
}

/**
 * ffmpeg's input arguments for one local file of a known container: the demuxer named, only the
 * `file` protocol allowed, and the path given as a `file:` URL so that no name is read as another
 * protocol (`concat:`, `subfile:`, `http:`…). Options that apply to the input (e.g. `-ss`) go before.
 */
export function inputArgs(path: string, container: Container): string[] {
  return ['-protocol_whitelist', 'file', '-f', DEMUXER[container], '-i', `file:${resolve(path)}`];
}

/** Sniffs the file and gives its input arguments, or throws UnsafeInputError when it is not one of `allowed`. */
export async function safeInput(path: string, allowed: readonly Container[]): Promise<string[]> {
  const { container, head } = await sniffFile(path);
  if (!container || !allowed.includes(container)) throw new UnsafeInputError(path, head);
  return inputArgs(path, container);
}

export function safeInputSync(path: string, allowed: readonly Container[]): string[] {
  const container = sniffFileSync(path);
  if (!container || !allowed.includes(container)) throw new UnsafeInputError(path, Buffer.alloc(0));
  return inputArgs(path, container);
}
