/** SPEC.md section 7 automation webhooks 1 and 2, contract unchanged. */
import type { BusinessDetails } from '@reklamo/contract';
import { BrainError, type BrainErrorCode } from '../brain-error.ts';
import { hasAnyDetailField, normalizeDetails, normalizePromptText, parseLooseJson } from '../normalize.ts';
import { writeStoryboards } from '../script/write-storyboard.ts';
import type { BrainProvider, WebhookBrainConfig } from '../types.ts';

const DEFAULT_TIMEOUT_MS = 30_000;

export function createWebhookBrain(config: WebhookBrainConfig): BrainProvider {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(code: BrainErrorCode, url: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (err) {
      throw new BrainError(code, `webhook request failed: ${(err as Error).message}`, { cause: err });
    }
    if (!res.ok) throw new BrainError(code, `webhook answered HTTP ${res.status}`);
    let json: unknown;
    try {
      json = await res.json();
    } catch (err) {
      throw new BrainError(code, 'webhook answer is not JSON', { cause: err });
    }
    // Automation tools often wrap a single item in an array.
    const item: unknown = Array.isArray(json) ? (json as unknown[])[0] : json;
    if (!item || typeof item !== 'object') throw new BrainError(code, 'webhook answer has no fields');
    return item as Record<string, unknown>;
  }

  return {
    async writePrompt(businessType) {
      const answer = await post('PROMPT_GENERATION_FAILED', config.promptUrl, { business_type: businessType });
      const text = typeof answer.text === 'string' ? normalizePromptText(answer.text) : '';
      if (!text) throw new BrainError('PROMPT_GENERATION_FAILED', 'webhook answer has no "text"');
      return text;
    },

    async extractDetails(prompt): Promise<BusinessDetails> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await post('DETAILS_GENERATION_FAILED', config.detailsUrl, { prompt });
        const parsed =
          typeof answer.text === 'string'
            ? parseLooseJson(answer.text)
            : hasAnyDetailField(answer.text)
              ? answer.text
              : answer;
        if (hasAnyDetailField(parsed)) return normalizeDetails(parsed);
      }
      throw new BrainError('DETAILS_GENERATION_FAILED', 'webhook "text" does not hold the details as JSON');
    },

    // SPEC.md's webhooks know nothing of scripts; the local writer writes them from the details.
    writeScript: async (details, opts) => writeStoryboards(details, opts),
  };
}
