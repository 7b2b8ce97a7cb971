import { loadMusicBed } from '../audio/own-music.ts';
import { defaultFfmpegPath } from '../node/ffmpeg.ts';
import type { RenderMedia } from '../node/media.ts';
import { probe } from '../node/probe.ts';
import type { ImageSettings, ImageSource } from '../pictures/node/image-source.ts';
import { openaiImageSource } from '../pictures/node/openai-image-source.ts';
import { pexelsSource } from '../pictures/node/pexels-source.ts';
import { voiceFor } from '../voice/choose.ts';
import { espeakVoice } from '../voice/espeak-provider.ts';
import { fitRecording, ownVoice, splitByWords } from '../voice/own-voice.ts';
import { loadSceneTakes } from '../voice/recorded-voice.ts';

/**
 * The media a render uses on this machine: espeak or the configured remote voice, the owner's
 * files decoded by the ffmpeg binary, Pexels or OpenAI pictures when the deployment has them.
 */
export function createNodeMedia(ffmpegPath: string = defaultFfmpegPath()): RenderMedia {
  return {
    voice: (settings) => (settings ? voiceFor(settings) : espeakVoice()),
    ownVoice: async (path, lines, maxSec) =>
      ownVoice(splitByWords(await fitRecording(ffmpegPath, path, maxSec), 22050, lines), lines),
    sceneTakes: (paths, lines) => loadSceneTakes(ffmpegPath, paths, lines),
    musicBed: (path, durationSec, sampleRate) => loadMusicBed(ffmpegPath, path, durationSec, sampleRate),
    pictureSource: (settings) => imageSourceFor(settings),
    probe: (path) => probe(ffmpegPath, path),
  };
}

/** The configured picture source, or none. */
export function imageSourceFor(s: ImageSettings | undefined): ImageSource | null {
  if (s?.provider === 'pexels' && s.pexels?.apiKey) return pexelsSource(s.pexels);
  if (s?.provider === 'openai' && s.openai) return openaiImageSource(s.openai);
  return null;
}
