import { BrainError } from './brain-error.ts';
import { createLocalBrain } from './providers/local.ts';
import { createOpenAiBrain } from './providers/openai.ts';
import { createWebhookBrain } from './providers/webhook.ts';
import type { BrainConfig, BrainProvider } from './types.ts';

/** Pick the brain named by config; the server's config module validates and passes it in. */
export function createBrain(config: BrainConfig = { provider: 'local' }): BrainProvider {
  switch (config.provider) {
    case 'local':
      return createLocalBrain();
    case 'openai':
      if (!config.openai?.baseURL || !config.openai.model)
        throw new Error('brain provider "openai" needs openai.baseURL and openai.model');
      return createOpenAiBrain(config.openai);
    case 'webhook':
      if (!config.webhook?.promptUrl || !config.webhook.detailsUrl)
        throw new Error('brain provider "webhook" needs webhook.promptUrl and webhook.detailsUrl');
      return createWebhookBrain(config.webhook);
    default:
      throw new Error(`unknown brain provider: ${String((config as { provider: unknown }).provider)}`);
  }
}

export { BrainError };
