import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ZAspectRatio, ZBusinessDetails, ZStoryboard, ZStyleId } from '@reklamo/contract';
import { renderVideo, VOICE_PROVIDERS, type BrandKit, type Pace, type VoiceGender, type VoiceProviderId } from '@reklamo/renderer';
import { loadConfig } from '../config.ts';
import { voiceSettings } from '../voice-settings.ts';
import { imageSettings } from '../image-settings.ts';

export const usage =
  'render --brief FILE --out FILE [--aspect 16:9|9:16|1:1|4:5] [--style bold|clean|warm|neon|editorial|luxe] [--duration 15|30|60] [--voice espeak|openai|elevenlabs|azure|none] [--voice-file FILE] [--gender female|male] [--pace slower|normal|faster] [--no-captions] [--no-voice] [--poster FILE] [--width N] [--photos a.jpg,b.png] [--clips c.mp4]\n' +
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
  const duration = values.duration === undefined ? (storyboard?.durationSec ?? 30) : Number(values.duration);
  if (duration !== 15 && duration !== 30 && duration !== 60) throw new Error('--duration must be 15, 30 or 60');
  if (storyboard && duration !== storyboard.durationSec) throw new Error(`the storyboard is ${storyboard.durationSec} s; leave out --duration`);
  const brandKit = (raw.brandKit ?? undefined) as BrandKit | undefined;
  const voiceId = values['no-voice'] ? 'none' : (values.voice ?? 'espeak');
  if (!(VOICE_PROVIDERS as readonly string[]).includes(voiceId)) throw new Error(`--voice must be one of ${VOICE_PROVIDERS.join(', ')}`);
  if (values.gender && values.gender !== 'female' && values.gender !== 'male') throw new Error('--gender must be female or male');
  if (values.pace && !['slower', 'normal', 'faster'].includes(values.pace)) throw new Error('--pace must be slower, normal or faster');
  // Keys for a remote voice come from the same configuration as the server's; espeak and none need none.
  const voice = voiceId === 'espeak' || voiceId === 'none' ? { provider: voiceId as VoiceProviderId } : voiceSettings({ ...loadConfig(), VOICE_PROVIDER: voiceId as VoiceProviderId });
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
      storyboard,
      aspectRatio: values.aspect ? ZAspectRatio.parse(values.aspect) : undefined,
      style: values.style ? ZStyleId.parse(values.style) : undefined,
      durationSec: duration,
      voice: voiceId !== 'none' || Boolean(values['voice-file']),
      ownVoicePath: values['voice-file'] ? resolve(values['voice-file']) : undefined,
      voiceGender: values.gender as VoiceGender | undefined,
      pace: values.pace as Pace | undefined,
      captions: !values['no-captions'],
      brandKit,
      media,
    },
    { outPath: resolve(values.out), posterPath: values.poster ? resolve(values.poster) : undefined, width: values.width ? Number(values.width) : undefined, voice, images: imageSettings(loadConfig()) },
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
