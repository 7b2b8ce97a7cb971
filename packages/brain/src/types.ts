import type { BusinessDetails } from '@reklamo/contract';

export type WritePromptOpts = { seed?: number; signal?: AbortSignal };

export type BrainProvider = {
  writePrompt(businessType: string, opts?: WritePromptOpts): Promise<string>;
  extractDetails(prompt: string): Promise<BusinessDetails>;
};

export type OpenAiBrainConfig = { baseURL: string; apiKey: string; model: string; timeoutMs?: number };
export type WebhookBrainConfig = { promptUrl: string; detailsUrl: string; timeoutMs?: number };

export type BrainConfig = {
  provider: 'local' | 'openai' | 'webhook';
  openai?: OpenAiBrainConfig;
  webhook?: WebhookBrainConfig;
};
