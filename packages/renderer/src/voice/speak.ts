import { voiceOverflow } from '@reklamo/scene/scenes/timeline.ts';
import { abortError } from '../node/ffmpeg.ts';
import type { RenderMedia } from '../node/media.ts';
import type { VoiceSettings } from './choose.ts';
import type { Pronunciations } from '@reklamo/scene/voice/stress.ts';
import {
  fasterRate,
  noneVoice,
  PACE_RATE,
  type Pace,
  type VoiceClip,
  type VoiceGender,
  type VoiceProvider,
} from '@reklamo/scene/voice/provider.ts';

export type SpeakInput = {
  /** The scenes' spoken lines, in order (already capped). */
  lines: { voice: string }[];
  durationSec: number;
  /** Where the voices come from (the render's media). */
  media: Pick<RenderMedia, 'voice' | 'ownVoice'>;
  voice?: boolean;
  pace?: Pace;
  gender?: VoiceGender;
  ownVoicePath?: string;
  /** A provider the caller owns (tests); else the media's voice for `settings` is built and closed here. */
  provider?: VoiceProvider;
  settings?: VoiceSettings;
  /** The account's pronunciations (written word → how it is said), over the stress lexicon. */
  pron?: Pronunciations;
  signal?: AbortSignal;
};

/**
 * Speaks every scene's line with the chosen voice; when the read is longer than the ad, reads
 * faster once. A voice that fails (an engine crash, a remote provider already fell back inside)
 * never fails the ad: it goes out silent with the reason in `voiceFallback`.
 */
export async function speakLines(
  o: SpeakInput,
): Promise<{ provider: VoiceProvider; clips: VoiceClip[]; voiceFallback?: string }> {
  const texts = o.lines.map((l) => l.voice);
  const own = o.voice !== false && !o.provider;
  let provider: VoiceProvider =
    o.voice === false
      ? noneVoice
      : o.ownVoicePath
        ? await o.media.ownVoice(o.ownVoicePath, texts, o.durationSec - 1.5)
        : (o.provider ?? o.media.voice(o.settings));
  const speakAll = async (p: VoiceProvider, rate: number) => {
    const out: VoiceClip[] = [];
    for (const text of texts) {
      if (o.signal?.aborted) throw abortError();
      out.push(await p.synthesize(text, { rate, gender: o.gender, pron: o.pron }));
    }
    return out;
  };
  let rate = PACE_RATE[o.pace ?? 'normal'];
  try {
    let clips = await speakAll(provider, rate);
    const over = voiceOverflow(clips, o.durationSec);
    if (provider !== noneVoice && over > 1) {
      rate = fasterRate(rate, over);
      clips = await speakAll(provider, rate);
    }
    return { provider, clips, voiceFallback: provider.fallbackReason?.() };
  } catch (err) {
    if (o.signal?.aborted) throw abortError();
    const reason = (err as { reason?: string }).reason ?? 'VOICE_FAILED';
    if (own) await provider.close?.();
    provider = noneVoice;
    return { provider, clips: await speakAll(noneVoice, rate), voiceFallback: reason };
  } finally {
    if (own) await provider.close?.();
  }
}
