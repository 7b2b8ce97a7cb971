import { spokenWords, type AdSound, type SceneTakeRef, type Storyboard } from '@reklamo/contract';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { checkSceneTakes } from './videos.service.ts';
import { ownFileExists, ownVoiceKey } from './voice.service.ts';

// A stored take is 16-bit mono WAV at 22.05 kHz (voice.service.ts): its length is in its size.
const takeSec = (bytes: number) => Math.round((Math.max(0, bytes - 44) / 2 / 22050) * 100) / 100;

/**
 * The takes as the editor shows them: each with the line it stands for (what the last render's
 * script said, for takes from the create flow) and its length; a take whose file is gone is left out.
 */
export async function takesForEditor(
  deps: AppDeps,
  userId: string,
  o: AdSound,
  rendered: Storyboard | null,
): Promise<SceneTakeRef[] | undefined> {
  if (!o.sceneTakes) return undefined;
  const out: SceneTakeRef[] = [];
  for (const t of o.sceneTakes) {
    const bytes = await deps.storage.size(ownVoiceKey(userId, t.takeId));
    if (bytes === null) continue;
    out.push({
      sceneId: t.sceneId,
      takeId: t.takeId,
      line: t.line ?? rendered?.scenes.find((s) => s.id === t.sceneId)?.voice ?? '',
      durationSec: takeSec(bytes),
    });
  }
  return out;
}

/**
 * The takes an edit keeps: the user's own, one per scene. A draft never fails on them (autosave
 * runs while the owner is still deciding); a take that is not there is left out, and the render
 * asks for every scene (`checkOwnVoiceReady`).
 */
export async function keptTakes(
  deps: AppDeps,
  userId: string,
  takes: SceneTakeRef[] | undefined,
): Promise<AdSound['sceneTakes']> {
  if (!takes) return undefined;
  const out: NonNullable<AdSound['sceneTakes']> = [];
  for (const t of takes) {
    if (out.some((x) => x.sceneId === t.sceneId)) continue;
    if (!(await ownFileExists(deps, ownVoiceKey(userId, t.takeId)))) continue;
    out.push({ sceneId: t.sceneId, takeId: t.takeId, ...(t.line !== undefined ? { line: t.line } : {}) });
  }
  return out;
}

/**
 * Before a re-render with the owner's voice: recorded scene by scene, every scene with words has a
 * take (the codes name the scenes that have none) and the recorded ad stays within its longest
 * length; an uploaded recording must still be there.
 */
export async function checkOwnVoiceReady(
  deps: AppDeps,
  userId: string,
  storyboard: Storyboard,
  o: AdSound,
): Promise<void> {
  if (o.voice !== 'own') return;
  if (o.sceneTakes) {
    const inScript = o.sceneTakes.filter((t) => storyboard.scenes.some((s) => s.id === t.sceneId));
    const missing = storyboard.scenes
      .filter((s) => spokenWords(s.voice) > 0 && !inScript.some((t) => t.sceneId === s.id))
      .map((s) => s.id);
    if (missing.length) throw new AppError('OWN_VOICE_MISSING', 400, { scenes: missing });
    await checkSceneTakes(deps, userId, inScript, storyboard);
    return;
  }
  if (!(o.ownVoiceId && (await ownFileExists(deps, ownVoiceKey(userId, o.ownVoiceId)))))
    throw new AppError('OWN_VOICE_MISSING', 400);
}
