import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  adScriptOf,
  spokenWords,
  ZAspectRatio,
  ZBusinessDetails,
  ZStoryboard,
  ZStyleId,
  type AdDuration,
  type AdSound,
  type Storyboard,
} from '@reklamo/contract';
import {
  cleanSceneTake,
  defaultFfmpegPath,
  encodeWav16,
  renderVideo,
  storyboardOf,
  VOICE_PROVIDERS,
  type BrandKit,
  type VoiceProviderId,
} from '@reklamo/renderer';
import type { Pace, VoiceGender } from '@reklamo/scene';
import { loadConfig } from '../config.ts';
import { voiceSettings } from '../voice-settings.ts';
import { imageSettings } from '../image-settings.ts';
import { renderBriefOf } from '../jobs/render-brief.ts';

export const usage =
  'render --brief FILE --out FILE [--aspect 16:9|9:16|1:1|4:5] [--style bold|clean|warm|neon|editorial|luxe] [--duration 15|30|60] [--voice espeak|openai|elevenlabs|azure|none] [--voice-file FILE] [--voice-dir DIR] [--gender female|male] [--pace slower|normal|faster] [--no-captions] [--no-voice] [--poster FILE] [--width N] [--photos a.jpg,b.png] [--clips c.mp4]\n' +
  "  --voice-dir DIR: the own voice recorded scene by scene, one audio file per spoken scene, named by scene id (hook.webm) or taken in name order (01.wav, 02.wav...); each take sets its scene's length\n" +
  '  FILE holds the business details (the local writer makes the script) or a storyboard (as `npm run -s cli -- script` prints one; its duration, aspect and style are the defaults)';

/** Renders an ad from a JSON brief (business fields or a storyboard, optional `brandKit`) without server or database. */
export async function run(argv: string[]): Promise<unknown> {
  const { values } = parseArgs({
    args: argv,
    options: {
      brief: { type: 'string' },
      out: { type: 'string' },
      poster: { type: 'string' },
      aspect: { type: 'string' },
      style: { type: 'string' },
      duration: { type: 'string' },
      width: { type: 'string' },
      'no-voice': { type: 'boolean', default: false },
      voice: { type: 'string' },
      'voice-file': { type: 'string' },
      'voice-dir': { type: 'string' },
      gender: { type: 'string' },
      pace: { type: 'string' },
      'no-captions': { type: 'boolean', default: false },
      photos: { type: 'string' },
      clips: { type: 'string' },
    },
    strict: true,
  });
  if (!values.brief || !values.out) throw new Error('--brief and --out are required');
  const raw = JSON.parse(await readFile(values.brief, 'utf8')) as Record<string, unknown>;
  // A storyboard has scenes; anything else is read as the business details.
  const storyboard = Array.isArray(raw.scenes) ? ZStoryboard.parse(raw) : undefined;
  const details = storyboard ? undefined : ZBusinessDetails.parse(raw);
  const asked = values.duration === undefined ? (storyboard?.durationSec ?? 30) : Number(values.duration);
  if (asked !== 15 && asked !== 30 && asked !== 60) throw new Error('--duration must be 15, 30 or 60');
  const duration: AdDuration = asked;
  if (storyboard && duration !== storyboard.durationSec)
    throw new Error(`the storyboard is ${storyboard.durationSec} s; leave out --duration`);
  const brandKit = (raw.brandKit ?? undefined) as BrandKit | undefined;
  const voiceId = values['no-voice'] ? 'none' : (values.voice ?? 'espeak');
  if (!(VOICE_PROVIDERS as readonly string[]).includes(voiceId))
    throw new Error(`--voice must be one of ${VOICE_PROVIDERS.join(', ')}`);
  if (values.gender && values.gender !== 'female' && values.gender !== 'male')
    throw new Error('--gender must be female or male');
  if (values.pace && !['slower', 'normal', 'faster'].includes(values.pace))
    throw new Error('--pace must be slower, normal or faster');
  // Keys for a remote voice come from the same configuration as the server's; espeak and none need none.
  const voice =
    voiceId === 'espeak' || voiceId === 'none'
      ? { provider: voiceId as VoiceProviderId }
      : voiceSettings({ ...loadConfig(), VOICE_PROVIDER: voiceId as VoiceProviderId });
  // Pictures from the flags, else from the brief ("photos"/"clips" arrays, relative to the brief); none → illustrations.
  const list = (flag: string | undefined, fromBrief: unknown, base: string) =>
    flag
      ? flag
          .split(',')
          .filter(Boolean)
          .map((p) => resolve(p))
      : Array.isArray(fromBrief)
        ? fromBrief.map((p) => resolve(base, String(p)))
        : [];
  const briefDir = dirname(resolve(values.brief));
  const media = [
    ...list(values.photos, raw.photos, briefDir).map((path) => ({ kind: 'photo' as const, path })),
    ...list(values.clips, raw.clips, briefDir).map((path) => ({ kind: 'clip' as const, path })),
  ];
  if (values['voice-file'] && values['voice-dir'])
    throw new Error('--voice-file and --voice-dir are two ways of giving the own voice: use one');
  const shape = {
    aspectRatio: values.aspect ? ZAspectRatio.parse(values.aspect) : undefined,
    style: values.style ? ZStyleId.parse(values.style) : undefined,
  };
  // Takes per scene need the script they were read from: the brief's, or the one the local writer makes.
  const script = values['voice-dir']
    ? (storyboard ?? storyboardOf({ details, durationSec: duration, ...shape, brandKit }))
    : storyboard;
  const takes = values['voice-dir'] ? await sceneTakes(resolve(values['voice-dir']), script!) : undefined;
  const gender = values.gender as VoiceGender | undefined;
  const sound: AdSound = {
    voice: values['voice-file'] || values['voice-dir'] ? 'own' : voiceId === 'none' ? 'none' : (gender ?? 'female'),
    pace: (values.pace as Pace | undefined) ?? 'normal',
    captions: !values['no-captions'],
  };
  const spec = {
    facts: script?.facts ?? details!,
    storyboard: script ? adScriptOf(script) : undefined,
    aspectRatio: shape.aspectRatio ?? script?.aspectRatio ?? '16:9',
    style: shape.style ?? script?.style ?? 'bold',
    durationSec: duration,
    sound,
  };
  const brief = renderBriefOf(spec, {
    syntheticVoice: voiceId !== 'none',
    ownVoicePath: values['voice-file'] ? resolve(values['voice-file']) : undefined,
    sceneVoicePaths: takes?.paths,
    brandKit,
    media,
  });
  const result = await renderVideo(brief, {
    outPath: resolve(values.out),
    posterPath: values.poster ? resolve(values.poster) : undefined,
    width: values.width ? Number(values.width) : undefined,
    voice,
    images: imageSettings(loadConfig()),
  }).finally(() => takes?.cleanup());
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
    voiceFallback: result.voiceFallback,
    captions: result.captions.length,
    vttPath: result.vttPath,
    srtPath: result.srtPath,
    timings: result.timings,
    shots: result.pictures.shots,
    imageSource: result.pictures.source,
    imageFallback: result.pictures.sourceFallback,
    credits: result.pictures.credits,
  };
}

/**
 * One file per spoken scene from DIR, cleaned and cut to its speech like a take recorded in the
 * browser: a file named by the scene's id goes to that scene, the rest go to the other spoken
 * scenes in name order.
 */
async function sceneTakes(
  dir: string,
  script: Storyboard,
): Promise<{ paths: (string | undefined)[]; cleanup: () => Promise<void> }> {
  const files = (await readdir(dir)).filter((f) => !f.startsWith('.')).sort();
  const byId = new Map(files.map((f) => [f.slice(0, f.length - extname(f).length), f]));
  const named = new Set(script.scenes.map((s) => byId.get(s.id)).filter(Boolean));
  const rest = files.filter((f) => !named.has(f));
  const spoken = script.scenes.filter((s) => spokenWords(s.voice) > 0);
  const work = await mkdtemp(join(tmpdir(), 'reklamo-takes-'));
  const ffmpeg = defaultFfmpegPath();
  try {
    const paths: (string | undefined)[] = [];
    for (const s of script.scenes) {
      const file = spokenWords(s.voice) > 0 ? (byId.get(s.id) ?? rest.shift()) : undefined;
      if (!file && spokenWords(s.voice) > 0)
        throw new Error(
          `--voice-dir has ${files.length} files for ${spoken.length} spoken scenes; scene "${s.id}" has none`,
        );
      if (!file) {
        paths.push(undefined);
        continue;
      }
      const pcm = await cleanSceneTake(ffmpeg, join(dir, file)).catch((err: Error) => {
        throw new Error(`${file}: ${err.message}`);
      });
      const out = join(work, `${s.id}.wav`);
      await writeFile(out, encodeWav16(pcm, 22050, 1));
      paths.push(out);
    }
    if (rest.length)
      throw new Error(
        `--voice-dir has ${files.length} files for ${spoken.length} spoken scenes; left over: ${rest.join(', ')}`,
      );
    return { paths, cleanup: () => rm(work, { recursive: true, force: true }) };
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}
