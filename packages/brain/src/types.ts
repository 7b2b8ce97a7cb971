import type { BusinessDetails, Storyboard } from '@reklamo/contract';
import type { PostCaption, WriteCaptionOpts } from './publishing-caption.ts';
import type { WriteStoryboardOptions } from './script/write-storyboard.ts';

export type WritePromptOpts = { seed?: number; signal?: AbortSignal };
export type WriteScriptOpts = WriteStoryboardOptions;

export type BrainProvider = {
  writePrompt(businessType: string, opts?: WritePromptOpts): Promise<string>;
  extractDetails(prompt: string): Promise<BusinessDetails>;
  /** The ad's script in up to three variants; never fails for want of a model (the local writer stands in). */
  writeScript(details: BusinessDetails, opts?: WriteScriptOpts): Promise<Storyboard[]>;
  /**
   * The text of a social post from the ad's facts, by a model; never fails (the local writer stands
   * in). Absent on brains without a model: callers use writeCaptionLocal.
   */
  writeCaption?(details: BusinessDetails, opts?: WriteCaptionOpts): Promise<PostCaption>;
};

export type OpenAiBrainConfig = { baseURL: string; apiKey: string; model: string; timeoutMs?: number };
export type WebhookBrainConfig = { promptUrl: string; detailsUrl: string; timeoutMs?: number };

export type BrainConfig = {
  provider: 'local' | 'openai' | 'webhook';
  openai?: OpenAiBrainConfig;
  webhook?: WebhookBrainConfig;
};
