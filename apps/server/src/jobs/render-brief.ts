import { storyboardOfSpec, type AdSpec } from '@reklamo/contract';
import type { BrandKit, MediaInput, RenderBrief } from '@reklamo/renderer';

/** What a render takes beside the spec: what the deployment can do and the owner's files on this machine. */
export type RenderBriefFiles = {
  /** The deployment has a synthetic voice (a voice provider other than none). */
  syntheticVoice: boolean;
  /** The uploaded own voice, when the sound is "own" and not recorded scene by scene. */
  ownVoicePath?: string;
  /** The takes recorded scene by scene, in the script's scene order. */
  sceneVoicePaths?: (string | undefined)[];
  musicPath?: string;
  brandKit?: BrandKit;
  media?: MediaInput[];
  pronunciations?: Record<string, string>;
};

/**
 * The render brief of an ad: the one place an AdSpec becomes what the renderer (or another video
 * provider) is given: the render job (first renders, re-renders, other formats) and the CLI. An ad
 * without a script is written by the local writer from its facts. Types only from the renderer, so
 * the API process that imports the job's helpers never loads it.
 */
export function renderBriefOf(
  spec: Pick<AdSpec, 'facts' | 'aspectRatio' | 'style' | 'durationSec' | 'storyboard' | 'sound'>,
  files: RenderBriefFiles,
): RenderBrief {
  const { sound } = spec;
  return {
    details: spec.facts,
    storyboard: storyboardOfSpec(spec) ?? undefined,
    aspectRatio: spec.aspectRatio,
    style: spec.style,
    durationSec: spec.durationSec,
    voice: sound.voice === 'own' || (files.syntheticVoice && sound.voice !== 'none'),
    voiceGender: sound.voice === 'male' || sound.voice === 'female' ? sound.voice : undefined,
    pace: sound.pace,
    captions: sound.captions,
    pronunciations: files.pronunciations,
    ownVoicePath: sound.voice === 'own' ? files.ownVoicePath : undefined,
    sceneVoicePaths: sound.voice === 'own' ? files.sceneVoicePaths : undefined,
    musicPath: files.musicPath,
    musicMood: sound.musicMood,
    brandKit: files.brandKit,
    media: files.media,
  };
}
