/**
 * The voices an ad can speak with (espeak in a worker thread, the remote providers) and the owner's
 * own recordings (decoded and cleaned by the ffmpeg binary): no native module, so the API's preview
 * voice and uploads use them without loading the frame loop.
 */
export { espeakVoice } from './espeak-provider.ts';
export { createEspeakEngine, VoiceEngineError } from './espeak-engine.ts';
export { inspectSpeech, type SpokenLine, type SpokenWord } from './inspect.ts';
export { voiceFor, gendersOf, VOICE_PROVIDERS, type VoiceSettings, type VoiceProviderId } from './choose.ts';
export { openaiVoice, elevenlabsVoice, azureVoice, withFallback, VoiceProviderError } from './remote.ts';
export { cleanSceneTake } from './recorded-voice.ts';
export { probeAudio, decodeVoice, AudioInputError } from './own-voice.ts';
export { encodeWav16 } from '../audio/mix.ts';
