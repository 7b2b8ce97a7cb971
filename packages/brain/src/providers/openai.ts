/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server). */
import OpenAI from 'openai';
import type { BusinessDetails } from '@reklamo/contract';
import { BrainError, type BrainErrorCode } from '../brain-error.ts';
import { hasAnyDetailField, normalizeDetails, normalizePromptText, parseLooseJson } from '../normalize.ts';
import {
  SCRIPT_JSON_SCHEMA,
  scriptSystemPrompt,
  scriptUserPrompt,
  storyboardsFromModel,
} from '../script/from-model.ts';
import { writeStoryboards } from '../script/write-storyboard.ts';
import { descriptionProblems } from '../script/checks.ts';
import { CAPTION_JSON_SCHEMA, writeCaptionWithModel } from '../publishing-caption.ts';
import { findCategory } from '../local/business-kb.ts';
import { mineFacts } from '../local/mine-facts.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import type { BrainProvider, OpenAiBrainConfig } from '../types.ts';
import { DETAILS_JSON_SCHEMA, EXTRACT_DETAILS_SYSTEM, WRITE_PROMPT_SYSTEM } from './prompts.ts';

const DEFAULT_TIMEOUT_MS = 30_000;

export function createOpenAiBrain(config: OpenAiBrainConfig): BrainProvider {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // maxRetries 0: a failing endpoint should surface as an error code quickly, not after SDK back-off.
  const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey || 'not-needed', timeout, maxRetries: 0 });

  async function complete(
    code: BrainErrorCode,
    body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  ): Promise<string> {
    try {
      const res = await client.chat.completions.create(body, { timeout });
      const content = res.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new BrainError(code, 'empty completion');
      return content;
    } catch (err) {
      if (err instanceof BrainError) throw err;
      throw new BrainError(code, `openai request failed: ${(err as Error).message}`, { cause: err });
    }
  }

  return {
    async writePrompt(businessType, opts) {
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: WRITE_PROMPT_SYSTEM },
        { role: 'user', content: `Тип бизнес: ${businessType.trim() || 'местен бизнес'}` },
      ];
      const facts = mineFacts(businessType);
      const own = findCategory(businessType);
      // The same checks as the owner's words get from us: a description that drops their phone or
      // price, or names another trade, is sent back once with what was wrong, then written locally.
      for (let attempt = 0; attempt < 2; attempt++) {
        let text: string;
        try {
          text = await complete('PROMPT_GENERATION_FAILED', {
            model: config.model,
            temperature: 0.9,
            ...(opts?.seed !== undefined ? { seed: opts.seed } : {}),
            messages,
          });
        } catch (err) {
          if (attempt === 0) throw err;
          break;
        }
        const out = normalizePromptText(text);
        if (!out && attempt === 0) throw new BrainError('PROMPT_GENERATION_FAILED', 'empty prompt text');
        const problems = out ? descriptionProblems(out, businessType, facts, own) : ['empty'];
        if (!problems.length) return out;
        messages.push(
          { role: 'assistant', content: text },
          {
            role: 'user',
            content: `Описанието не отговаря на изискванията: ${problems.slice(0, 4).join('; ')}. Напиши го отново, поправено, само текста.`,
          },
        );
      }
      return writePromptLocal(businessType, { seed: opts?.seed });
    },

    async extractDetails(prompt): Promise<BusinessDetails> {
      const body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
        model: config.model,
        temperature: 0,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'business_details', strict: true, schema: DETAILS_JSON_SCHEMA },
        },
        messages: [
          { role: 'system', content: EXTRACT_DETAILS_SYSTEM },
          { role: 'user', content: prompt },
        ],
      };
      // Small models sometimes break the JSON once; one more try is cheap compared with failing the user.
      for (let attempt = 0; attempt < 2; attempt++) {
        const parsed = parseLooseJson(await complete('DETAILS_GENERATION_FAILED', body));
        if (hasAnyDetailField(parsed)) return normalizeDetails(parsed);
      }
      throw new BrainError('DETAILS_GENERATION_FAILED', 'the model did not return the details as JSON');
    },

    async writeScript(details, opts = {}) {
      const variants = Math.max(1, Math.min(3, opts.variants ?? 3));
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: scriptSystemPrompt(opts.durationSec ?? 30, variants) },
        { role: 'user', content: scriptUserPrompt(details) },
      ];
      // One repair: the model sees what was wrong with its answer. After that the user still gets a
      // script, from the local writer, because a script is never worth an error page.
      for (let attempt = 0; attempt < 2; attempt++) {
        let content: string;
        try {
          content = await complete('DETAILS_GENERATION_FAILED', {
            model: config.model,
            temperature: 0.8,
            ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: 'ad_script',
                strict: true,
                schema: SCRIPT_JSON_SCHEMA as unknown as Record<string, unknown>,
              },
            },
            messages,
          });
        } catch {
          break;
        }
        const result = storyboardsFromModel(parseLooseJson(content), details, opts);
        if (result.ok && result.value.length) return result.value;
        messages.push(
          { role: 'assistant', content },
          {
            role: 'user',
            content: `Отговорът не отговаря на изискванията: ${result.ok ? 'няма варианти' : result.error}. Върни целия сценарий отново, поправен, само като JSON по схемата.`,
          },
        );
      }
      return writeStoryboards(details, opts);
    },

    async writeCaption(details, opts) {
      return writeCaptionWithModel(
        (messages) =>
          complete('DETAILS_GENERATION_FAILED', {
            model: config.model,
            temperature: 0.7,
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: 'post_caption',
                strict: true,
                schema: CAPTION_JSON_SCHEMA as unknown as Record<string, unknown>,
              },
            },
            messages,
          }),
        details,
        opts,
      );
    },
  };
}
