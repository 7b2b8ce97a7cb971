/**
 * Rules for the customer's photos and clips: what a file is (by its bytes), whether its size,
 * pixel count and length are acceptable, and whether it fits the plan's storage allowance.
 * Pure; the server adds decoding, probing and storage.
 */
import { MEDIA_ALLOWANCE_BYTES, MEDIA_LIMITS, type ErrorCode, type PlanId } from '@reklamo/contract';
import { sniffImage } from '../files/sniff-file.ts';

export type MediaCheck =
  | { ok: true; kind: 'photo'; format: 'png' | 'jpeg' | 'webp'; width: number; height: number }
  | { ok: true; kind: 'clip'; container: 'mp4' | 'mov' | 'webm' }
  | { ok: false; code: ErrorCode; status: 400 | 413 };

const CLIP_EXT: Record<string, 'mp4' | 'mov' | 'webm'> = {
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mov',
  qt: 'mov',
  webm: 'webm',
};
const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len));

function sniffClip(b: Uint8Array): 'mp4' | 'mov' | 'webm' | undefined {
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'webm';
  if (b.length >= 12) {
    const box = ascii(b, 4, 4);
    if (box === 'ftyp') return ascii(b, 8, 4) === 'qt  ' ? 'mov' : 'mp4';
    if (box === 'moov' || box === 'wide' || box === 'mdat' || box === 'free') return 'mov';
  }
  return undefined;
}

/** What an upload is, from its first bytes and its total size; the name only has to agree. */
export function checkMediaUpload(head: Uint8Array, sizeBytes: number, name: string | undefined): MediaCheck {
  if (sizeBytes === 0) return { ok: false, code: 'EMPTY_FILE', status: 400 };
  const ext = name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const clip = sniffClip(head);
  if (clip) {
    if (ext && !CLIP_EXT[ext]) return { ok: false, code: 'FILE_TYPE_MISMATCH', status: 400 };
    if (sizeBytes > MEDIA_LIMITS.clipMaxBytes) return { ok: false, code: 'MEDIA_FILE_TOO_LARGE', status: 413 };
    return { ok: true, kind: 'clip', container: clip };
  }
  if (ext && CLIP_EXT[ext]) return { ok: false, code: 'FILE_TYPE_MISMATCH', status: 400 };
  const img = sniffImage(head, name, ['png', 'jpeg', 'webp']);
  if (!img.ok) {
    if (img.reason === 'too many pixels') return { ok: false, code: 'IMAGE_DIMENSIONS_TOO_LARGE', status: 400 };
    if (img.code === 'INVALID_IMAGE') return { ok: false, code: 'CORRUPT_FILE', status: 400 };
    return { ok: false, code: img.code, status: 400 };
  }
  if (sizeBytes > MEDIA_LIMITS.photoMaxBytes) return { ok: false, code: 'MEDIA_FILE_TOO_LARGE', status: 413 };
  return {
    ok: true,
    kind: 'photo',
    format: img.format as 'png' | 'jpeg' | 'webp',
    width: img.width!,
    height: img.height!,
  };
}

/** A probed clip: it must have a picture and last at most a minute. */
export function checkClipProbe(p: {
  hasVideo: boolean;
  durationSec: number;
}): { ok: true } | { ok: false; code: ErrorCode } {
  // No readable length means the container itself is broken (truncated, not a clip at all).
  if (!Number.isFinite(p.durationSec) || p.durationSec <= 0) return { ok: false, code: 'CORRUPT_FILE' };
  if (!p.hasVideo) return { ok: false, code: 'CLIP_NO_VIDEO' };
  if (p.durationSec > MEDIA_LIMITS.clipMaxSec + 0.5) return { ok: false, code: 'CLIP_TOO_LONG' };
  return { ok: true };
}

export const mediaAllowanceBytes = (plan: PlanId) => MEDIA_ALLOWANCE_BYTES[plan];

/** Whether `incoming` more bytes fit the plan's allowance on top of what is stored. */
export function checkMediaAllowance(
  plan: PlanId,
  usedBytes: number,
  incomingBytes: number,
): { ok: true } | { ok: false; code: 'MEDIA_ALLOWANCE_EXCEEDED'; allowanceBytes: number } {
  const allowance = mediaAllowanceBytes(plan);
  return usedBytes + incomingBytes <= allowance
    ? { ok: true }
    : { ok: false, code: 'MEDIA_ALLOWANCE_EXCEEDED', allowanceBytes: allowance };
}
