import type { VoiceClip, VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import type { ImageSettings, ImageSource } from '../pictures/node/image-source.ts';
import type { VoiceSettings } from '../voice/choose.ts';
import type { ProbeResult } from './probe.ts';

/**
 * Where a render's sound and pictures come from: the voice providers, the owner's recordings and
 * music, the stock and generated picture sources, the probe of a clip. The process that renders
 * builds it once (the worker's start, the CLI: createNodeMedia) and hands it to every render, so the
 * frame loop draws and encodes and never picks a provider itself; a test passes a fake of any part.
 */
export type RenderMedia = {
  /** The deployment's voice (espeak without settings); the render closes it. */
  voice(settings: VoiceSettings | undefined): VoiceProvider;
  /** The owner's uploaded voice fitted to `maxSec`, spread over the lines by their words. */
  ownVoice(path: string, lines: string[], maxSec: number): Promise<VoiceProvider>;
  /** The takes recorded scene by scene as clips, one per line (silent where a scene has none). */
  sceneTakes(paths: (string | undefined)[], lines: string[]): Promise<VoiceClip[]>;
  /** The owner's own music as a bed of the ad's length. */
  musicBed(path: string, durationSec: number, sampleRate: number): Promise<Float32Array>;
  /** Stock or generated pictures for an ad without the owner's own; null: the illustrations. */
  pictureSource(settings: ImageSettings | undefined): ImageSource | null;
  /** A clip's length and video stream, when its upload did not record them. */
  probe(path: string): Promise<ProbeResult>;
};
