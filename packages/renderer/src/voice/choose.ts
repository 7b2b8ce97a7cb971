import { espeakVoice } from './espeak-provider.ts';
import { noneVoice, type VoiceGender, type VoiceProvider } from '@reklamo/scene/voice/provider.ts';
import { azureVoice, elevenlabsVoice, openaiVoice, withFallback } from './remote.ts';

export const VOICE_PROVIDERS = ['espeak', 'openai', 'elevenlabs', 'azure', 'none'] as const;
export type VoiceProviderId = (typeof VOICE_PROVIDERS)[number];

/** What a deployment set up (from apps/server config); keys stay on the server. */
export type VoiceSettings = {
  provider: VoiceProviderId;
  timeoutMs?: number;
  openai?: { baseURL: string; apiKey: string; model: string; voices: Record<VoiceGender, string> };
  elevenlabs?: { baseURL: string; apiKey: string; model: string; voices: Record<VoiceGender, string> };
  azure?: { endpoint: string; key: string; voices: Record<VoiceGender, string> };
};

/** Which genders a provider offers (the create flow shows the choice only where there are two). */
export function gendersOf(s: VoiceSettings): VoiceGender[] {
  return s.provider === 'none' ? [] : ['female', 'male'];
}

/** The provider for one render: a remote one always has espeak behind it. */
export function voiceFor(s: VoiceSettings): VoiceProvider {
  const timeoutMs = s.timeoutMs ?? 20_000;
  switch (s.provider) {
    case 'none':
      return noneVoice;
    case 'espeak':
      return espeakVoice();
    case 'openai':
      if (!s.openai) throw new Error('openai voice is not configured');
      return withFallback(openaiVoice({ ...s.openai, timeoutMs }), espeakVoice());
    case 'elevenlabs':
      if (!s.elevenlabs) throw new Error('elevenlabs voice is not configured');
      return withFallback(elevenlabsVoice({ ...s.elevenlabs, timeoutMs }), espeakVoice());
    case 'azure':
      if (!s.azure) throw new Error('azure voice is not configured');
      return withFallback(azureVoice({ ...s.azure, timeoutMs }), espeakVoice());
  }
}
