import type { VoiceSettings } from '@reklamo/renderer/voice';
import type { Config } from './config.ts';

/** The deployment's voice, from config; keys go to the renderer only, never to a response or a log line. */
export function voiceSettings(config: Config): VoiceSettings {
  const timeoutMs = config.VOICE_TIMEOUT_MS;
  const s: VoiceSettings = { provider: config.VOICE_PROVIDER, timeoutMs };
  if (config.VOICE_PROVIDER === 'openai') {
    s.openai = {
      baseURL: config.VOICE_OPENAI_BASE_URL ?? config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      apiKey: config.VOICE_OPENAI_API_KEY ?? config.OPENAI_API_KEY ?? 'none',
      model: config.VOICE_OPENAI_MODEL,
      voices: { female: config.VOICE_OPENAI_VOICE_FEMALE, male: config.VOICE_OPENAI_VOICE_MALE },
    };
  }
  if (config.VOICE_PROVIDER === 'elevenlabs') {
    s.elevenlabs = {
      baseURL: config.ELEVENLABS_BASE_URL,
      apiKey: config.ELEVENLABS_API_KEY ?? '',
      model: config.ELEVENLABS_MODEL,
      voices: { female: config.ELEVENLABS_VOICE_FEMALE, male: config.ELEVENLABS_VOICE_MALE },
    };
  }
  if (config.VOICE_PROVIDER === 'azure') {
    s.azure = {
      endpoint: config.AZURE_SPEECH_ENDPOINT ?? `https://${config.AZURE_SPEECH_REGION}.tts.speech.microsoft.com`,
      key: config.AZURE_SPEECH_KEY ?? '',
      voices: { female: config.AZURE_VOICE_FEMALE, male: config.AZURE_VOICE_MALE },
    };
  }
  return s;
}
