import crypto from 'node:crypto';
import { accountStateOf, hasOwnMusic, mediaAllowanceBytes } from '@reklamo/core';
import { findAccount, listPronunciations, voiceTakeInUse } from '@reklamo/db';
import {
  AUDIO_MAX_BYTES,
  capLine,
  OWN_MUSIC_MAX_SEC,
  OWN_VOICE_MAX_SEC,
  PACE_RATE,
  RECORDING_MAX_BYTES,
  type Pace,
  type VoiceGender,
  type VoiceProvider,
} from '@reklamo/scene';
import { defaultFfmpegPath } from '@reklamo/renderer/ffmpeg';
import {
  AudioInputError,
  cleanSceneTake,
  decodeVoice,
  encodeWav16,
  gendersOf,
  probeAudio,
  voiceFor,
  type VoiceSettings,
} from '@reklamo/renderer/voice';

import type { VoiceLine, VoiceLineQuery } from '@reklamo/contract';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { hitUserRateLimit } from '../middleware/rate-limit.ts';
import { voiceSettings } from '../voice-settings.ts';
import { allowancePlanOf } from './media.service.ts';
import { dropUnusedOwnAudio, OWN_AUDIO_MAX_FILES, ownAudioUsage, storedBytesOfUser } from './storage-usage.ts';

export const ownVoiceKey = (userId: string, id: string) => `users/${userId}/voice/${id}.wav`;
export const ownMusicKey = (userId: string, id: string) => `users/${userId}/music/${id}`;

/** What the create flow may offer: the provider's voices, own voice, and own music where the plan has it. */
export async function voiceOptions(deps: AppDeps, userId: string) {
  const row = await findAccount(deps.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  const s = voiceSettings(deps.config);
  return {
    provider: s.provider,
    genders: gendersOf(s),
    ownVoice: true,
    ownMusic: hasOwnMusic(accountStateOf(row)),
    maxOwnVoiceSec: OWN_VOICE_MAX_SEC,
    maxMusicSec: OWN_MUSIC_MAX_SEC,
  };
}

const asAppError = (err: unknown): never => {
  if (err instanceof AudioInputError) throw new AppError(err.code, err.code === 'AUDIO_FORMAT_UNSUPPORTED' ? 415 : 422);
  throw err;
};

/** An upload already received to a local file (http/upload-stream.ts); the caller removes it. */
type UploadedFile = { path: string; size: number };

/**
 * Recordings and music are kept like photos and clips: within the plan's storage allowance and a
 * bounded number of files. Checked before ffmpeg spends time on the file; `incoming` is an upper
 * bound of what will be stored (the upload's size; a WAV of a long recording may be a little larger
 * than the compressed file, and is checked again once it is made).
 */
async function checkAudioRoom(deps: AppDeps, userId: string, incoming: number): Promise<void> {
  const account = await findAccount(deps.database.db, userId);
  if (!account) throw new AppError('UNAUTHORIZED', 401);
  const allowanceBytes = mediaAllowanceBytes(allowancePlanOf(account));
  const refusal = async (): Promise<AppError | null> => {
    if ((await ownAudioUsage(deps.storage, userId)).files >= OWN_AUDIO_MAX_FILES)
      return new AppError('TOO_MANY_RECORDINGS', 429);
    if ((await storedBytesOfUser(deps.database.db, deps.storage, userId)) + incoming > allowanceBytes)
      return new AppError('MEDIA_ALLOWANCE_EXCEEDED', 413, { allowanceBytes });
    return null;
  };
  let why = await refusal();
  // Old recordings nothing uses any more make room first.
  if (why && (await dropUnusedOwnAudio(deps.database.db, deps.storage, userId)) > 0) why = await refusal();
  if (why) throw why;
}

/** Checks, cleans and stores one own-voice recording; the id goes into POST /api/videos as OwnVoiceId. */
export async function uploadOwnVoice(
  deps: AppDeps,
  userId: string,
  upload: UploadedFile,
): Promise<{ id: string; durationSec: number }> {
  if (upload.size > AUDIO_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', 413);
  await checkAudioRoom(deps, userId, 0);
  const ffmpeg = deps.config.FFMPEG_PATH ?? defaultFfmpegPath();
  const pcm = await decodeVoice(ffmpeg, upload.path, { maxSec: OWN_VOICE_MAX_SEC }).catch(asAppError);
  const wav = Buffer.from(encodeWav16(pcm, 22050, 1));
  await checkAudioRoom(deps, userId, wav.length);
  const id = crypto.randomUUID();
  await deps.storage.put(ownVoiceKey(userId, id), wav);
  return { id, durationSec: Math.round((pcm.length / 22050) * 10) / 10 };
}

/**
 * One scene's take, recorded in the browser (WebM/Opus, or any audio ffmpeg reads): checked, cleaned
 * like an uploaded own voice, cut to its speech and stored as WAV beside the other own-voice files.
 * A redo names the take it replaces, which is deleted once the new one is stored (unless a video
 * was made with it); a refused take stores nothing and leaves the previous one in place.
 */
export async function uploadSceneTake(
  deps: AppDeps,
  userId: string,
  upload: UploadedFile,
  replaces?: string,
): Promise<{ id: string; durationSec: number }> {
  if (upload.size > RECORDING_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', 413);
  await checkAudioRoom(deps, userId, 0);
  const ffmpeg = deps.config.FFMPEG_PATH ?? defaultFfmpegPath();
  const speech = await cleanSceneTake(ffmpeg, upload.path).catch((err: unknown) => {
    // A scene's line is seconds long: its own message, not the five minutes of an uploaded file.
    if (err instanceof AudioInputError && err.code === 'AUDIO_TOO_LONG') throw new AppError('RECORDING_TOO_LONG', 422);
    return asAppError(err);
  });
  const wav = Buffer.from(encodeWav16(speech, 22050, 1));
  await checkAudioRoom(deps, userId, wav.length);
  const id = crypto.randomUUID();
  await deps.storage.put(ownVoiceKey(userId, id), wav);
  // A take a video was made with stays with that video (a re-render reads it again).
  if (replaces && !(await voiceTakeInUse(deps.database.db, userId, replaces)))
    await deps.storage.delete(ownVoiceKey(userId, replaces));
  return { id, durationSec: Math.round((speech.length / 22050) * 100) / 100 };
}

/** Pro and Agency: a music file for the bed, checked as audio and kept as uploaded (ffmpeg reads it at render). */
export async function uploadOwnMusic(
  deps: AppDeps,
  userId: string,
  upload: UploadedFile,
): Promise<{ id: string; durationSec: number }> {
  const row = await findAccount(deps.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', 401);
  if (!hasOwnMusic(accountStateOf(row))) throw new AppError('MUSIC_NOT_IN_PLAN', 403);
  if (upload.size > AUDIO_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', 413);
  // Kept as uploaded: its size is what it will take.
  await checkAudioRoom(deps, userId, upload.size);
  const ffmpeg = deps.config.FFMPEG_PATH ?? defaultFfmpegPath();
  const file = upload.path;
  const facts = await (async () => {
    const f = await probeAudio(ffmpeg, file);
    if (f.durationSec > OWN_MUSIC_MAX_SEC + 0.5) throw new AudioInputError('AUDIO_TOO_LONG');
    // Decoding the whole file proves it is not silent or broken past its header.
    await decodeVoice(ffmpeg, file, { maxSec: OWN_MUSIC_MAX_SEC, clean: false, sampleRate: 8000 });
    return f;
  })().catch(asAppError);
  const id = crypto.randomUUID();
  // Kept as uploaded: streamed from the temp file (moved in on disk), never held in memory.
  await deps.storage.putFile(ownMusicKey(userId, id), file);
  return { id, durationSec: Math.round(facts.durationSec * 10) / 10 };
}

/** About three seconds of the chosen voice reading the business name, as a WAV. */
export async function voiceSample(
  deps: AppDeps,
  o: { name: string; gender: VoiceGender; pace: Pace },
): Promise<Buffer> {
  const s = voiceSettings(deps.config);
  if (s.provider === 'none') throw new AppError('VOICE_SAMPLE_FAILED', 409);
  const voice = voiceFor(s);
  try {
    const name = o.name.replace(/\s+/g, ' ').trim().slice(0, 80) || 'Реклама';
    const clip = await voice.synthesize(`${name}.`, { gender: o.gender, rate: PACE_RATE[o.pace] });
    const max = Math.min(clip.pcm.length, Math.round(clip.sampleRate * 3.5));
    return Buffer.from(encodeWav16(clip.pcm.subarray(0, max), clip.sampleRate, 1));
  } catch {
    throw new AppError('VOICE_SAMPLE_FAILED', 503);
  } finally {
    await voice.close?.();
  }
}

/** The stored own voice or music of a user exists (the id came from this user's upload). */
export async function ownFileExists(deps: AppDeps, key: string): Promise<boolean> {
  return (await deps.storage.size(key)) !== null;
}

/**
 * Lines already read for previews, by provider, text, voice and rate: the three variants share
 * most lines and every edit re-asks for all of them. Bounded by total bytes; least recently used go.
 */
const lineCache = new Map<string, VoiceLine>();
let lineCacheBytes = 0;
const LINE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

function remember(key: string, line: VoiceLine) {
  lineCache.set(key, line);
  lineCacheBytes += line.wav.length;
  for (const [k, v] of lineCache) {
    if (lineCacheBytes <= LINE_CACHE_MAX_BYTES) break;
    lineCache.delete(k);
    lineCacheBytes -= v.wav.length;
  }
}

/**
 * One engine for every preview line of the process, closed after a quiet minute: starting an
 * engine per line (a worker thread and its WASM) cost seconds each when a page asked for fifteen
 * lines at once. Lines are read one after another, and a line already being read is waited for.
 */
let previewEngine: { key: string; voice: VoiceProvider; idle?: NodeJS.Timeout } | null = null;
let readQueue: Promise<unknown> = Promise.resolve();
const reading = new Map<string, Promise<VoiceLine>>();

function previewVoice(s: VoiceSettings): VoiceProvider {
  const key = JSON.stringify(s);
  if (previewEngine?.key !== key) {
    void previewEngine?.voice.close?.();
    previewEngine = { key, voice: voiceFor(s) };
  }
  const engine = previewEngine;
  clearTimeout(engine.idle);
  engine.idle = setTimeout(() => {
    if (previewEngine === engine) previewEngine = null;
    void engine.voice.close?.();
  }, 60_000);
  engine.idle.unref();
  return engine.voice;
}

/**
 * One scene's line read by the deployment's voice for the preview, with its word timings: the
 * same engine, cleaning and speed as the render, so the preview is timed as the MP4 will be.
 * Only a line not read before counts against the user's voice budget.
 */
export async function previewVoiceLine(deps: AppDeps, userId: string, q: VoiceLineQuery): Promise<VoiceLine> {
  const s = voiceSettings(deps.config);
  if (s.provider === 'none') throw new AppError('VOICE_SAMPLE_FAILED', 409);
  const text = capLine(q.text);
  const rate = q.rate ?? PACE_RATE[q.pace];
  // The account's own pronunciations are read as the render reads them; the key holds those the
  // line uses, so a new fix is heard at once and the other lines stay cached.
  const words = new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
  const pron = new Map(
    (await listPronunciations(deps.database.db, userId))
      .filter((r) => words.has(r.word))
      .map((r) => [r.word, r.spoken]),
  );
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([s, text, q.voice, rate, [...pron]]))
    .digest('base64url');
  const hit = lineCache.get(key);
  if (hit) {
    lineCache.delete(key);
    lineCache.set(key, hit);
    return hit;
  }
  const pending = reading.get(key);
  if (pending) return pending;
  await hitUserRateLimit(deps.database.db, 'voice', userId);
  const read = readQueue.then(async () => {
    try {
      const clip = await previewVoice(s).synthesize(text, { gender: q.voice, rate, pron });
      const line: VoiceLine = {
        durationSec: clip.durationSec,
        words: clip.words,
        wav: Buffer.from(encodeWav16(clip.pcm, clip.sampleRate, 1)).toString('base64'),
      };
      remember(key, line);
      return line;
    } catch {
      throw new AppError('VOICE_SAMPLE_FAILED', 503);
    }
  });
  readQueue = read.catch(() => {});
  reading.set(key, read);
  try {
    return await read;
  } finally {
    reading.delete(key);
  }
}
