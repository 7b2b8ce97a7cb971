import type { ImageSettings } from '@reklamo/renderer/pictures';
import type { Config } from './config.ts';

/** The deployment's picture source, from config; keys go to the renderer only, never to a response or a log line. */
export function imageSettings(config: Config): ImageSettings {
  const s: ImageSettings = { provider: config.IMAGE_PROVIDER, timeoutMs: config.IMAGE_TIMEOUT_MS };
  if (config.IMAGE_PROVIDER === 'pexels' && config.PEXELS_API_KEY) {
    s.pexels = { apiKey: config.PEXELS_API_KEY, baseURL: config.PEXELS_BASE_URL, videos: config.PEXELS_VIDEOS };
  }
  if (config.IMAGE_PROVIDER === 'openai') {
    s.openai = {
      baseURL: config.IMAGE_BASE_URL ?? config.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      apiKey: config.IMAGE_API_KEY ?? config.OPENAI_API_KEY ?? 'none',
      model: config.IMAGE_MODEL,
    };
  }
  return s;
}
