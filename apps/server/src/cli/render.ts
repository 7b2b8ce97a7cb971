import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ZAspectRatio, ZBusinessDetails, ZStyleId } from '@reklamo/contract';
import { renderVideo, type BrandKit } from '@reklamo/renderer';

export const usage =
  'render --brief FILE --out FILE [--aspect 16:9|9:16|1:1|4:5] [--style bold|clean|warm|neon|editorial|luxe] [--duration 15|30|60] [--no-voice] [--poster FILE] [--width N] [--photos a.jpg,b.png] [--clips c.mp4]';

/** Renders an ad from a JSON brief (business fields, optional `brandKit`) without server or database. */
export async function run(argv: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args: argv,
    options: {
      brief: { type: 'string' },
      out: { type: 'string' },
      poster: { type: 'string' },
      aspect: { type: 'string', default: '16:9' },
      style: { type: 'string', default: 'bold' },
      duration: { type: 'string', default: '30' },
      width: { type: 'string' },
      'no-voice': { type: 'boolean', default: false },
      photos: { type: 'string' },
      clips: { type: 'string' },
    },
    strict: true,
  });
  if (!values.brief || !values.out) throw new Error('--brief and --out are required');
  const raw = JSON.parse(await readFile(values.brief, 'utf8')) as Record<string, unknown>;
  const details = ZBusinessDetails.parse(raw);
  const duration = Number(values.duration);
  if (duration !== 15 && duration !== 30 && duration !== 60) throw new Error('--duration must be 15, 30 or 60');
  const brandKit = (raw.brandKit ?? undefined) as BrandKit | undefined;
  // Pictures from the flags, else from the brief ("photos"/"clips" arrays, relative to the brief); none → illustrations.
  const list = (flag: string | undefined, fromBrief: unknown, base: string) =>
    flag ? flag.split(',').filter(Boolean).map((p) => resolve(p)) : Array.isArray(fromBrief) ? fromBrief.map((p) => resolve(base, String(p))) : [];
  const briefDir = dirname(resolve(values.brief));
  const media = [
    ...list(values.photos, raw.photos, briefDir).map((path) => ({ kind: 'photo' as const, path })),
    ...list(values.clips, raw.clips, briefDir).map((path) => ({ kind: 'clip' as const, path })),
  ];
  const result = await renderVideo(
    {
      details,
      aspectRatio: ZAspectRatio.parse(values.aspect),
      style: ZStyleId.parse(values.style),
      durationSec: duration,
      voice: !values['no-voice'],
      brandKit,
      media,
    },
    { outPath: resolve(values.out), posterPath: values.poster ? resolve(values.poster) : undefined, width: values.width ? Number(values.width) : undefined },
  );
  return {
    path: result.videoPath,
    posterPath: result.posterPath,
    durationSec: result.durationSec,
    sizeBytes: result.sizeBytes,
    width: result.width,
    height: result.height,
    style: result.style,
    aspectRatio: result.aspectRatio,
    voice: result.voice,
    timings: result.timings,
    shots: result.pictures.shots,
  };
}
