/**
 * What a customer's photo or clip is kept as once uploaded (the server's media service), and so
 * what every render and preview reads. `npm run bench:render` makes its media the same way.
 */
/** Photos are kept at most this many pixels on the long side: enough for a 4K frame with Ken Burns room. */
export const PHOTO_MAX_SIDE = 3840;
/** Clips are kept at most this many pixels on the long side (a 1080p frame's). */
export const CLIP_MAX_SIDE = 1920;

/**
 * Writes a photo's working copy to `file`: EXIF orientation applied, at most PHOTO_MAX_SIDE, the
 * pixels re-encoded in sRGB with no metadata (no GPS, no colour profile for every decode to apply
 * again), as PNG when it has transparency and JPEG otherwise. Throws when it cannot be decoded.
 */
export async function writeWorkingPhoto(
  src: string,
  file: string,
): Promise<{ width: number; height: number; ext: 'png' | 'jpg' }> {
  // sharp comes in with the first photo: the API loads this module for the clips' arguments.
  const sharp = (await import('sharp')).default;
  const img = sharp(src, { limitInputPixels: 40_000_000, failOn: 'truncated' }).rotate();
  const alpha = (await img.metadata()).hasAlpha === true;
  const out = img.resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  // Baseline, not progressive: a progressive JPEG is decoded whole into memory before it can be
  // resized, which held 50-130 MB more at a render's peak. mozjpeg's trellis and tables keep it small.
  const jpeg = { quality: 88, trellisQuantisation: true, overshootDeringing: true, quantisationTable: 3 };
  const info = alpha ? await out.png().toFile(file) : await out.jpeg(jpeg).toFile(file);
  return { width: info.width, height: info.height, ext: alpha ? 'png' : 'jpg' };
}

/**
 * ffmpeg's arguments for a clip's working copy: its first `maxSec` seconds as H.264 the renderer
 * can seek fast, muted (ads play clips under the voice), at most CLIP_MAX_SIDE, faststart. A key
 * frame every second: a render starts a clip where it is best lit and steadiest, and decoding from
 * the key frame before that point (x264's default is one every 250 frames) cost up to 8 s of
 * frames thrown away; this costs ~4 % in size. `input` comes from ffmpeg-input.ts (safeInput).
 */
export function workingClipArgs(input: string[], file: string, maxSec: number): string[] {
  const scale = `scale='if(gt(iw,ih),min(${CLIP_MAX_SIDE},iw),-2)':'if(gt(iw,ih),-2,min(${CLIP_MAX_SIDE},ih))',setsar=1`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-xerror',
    ...input,
    '-t',
    String(maxSec),
    '-an',
    '-vf',
    scale,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '22',
    '-force_key_frames',
    'expr:gte(t,n_forced)',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ];
}
