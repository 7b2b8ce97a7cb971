import {
  ZExtractDetailsResponse,
  type ExtractDetailsResponse,
  type GeneratePromptResponse,
  type ScriptRequest,
  type ScriptResponse,
} from '@reklamo/contract';
import { api, InvalidResponseError } from '../../lib/api.ts';

export const generatePrompt = (businessType: string) =>
  api<GeneratePromptResponse>('/api/brain/prompt', { method: 'POST', json: { businessType: businessType.trim() } });

/** The eight fields, checked: an answer that is not them is the details error, never a blank step 3. */
export async function extractDetails(prompt: string): Promise<ExtractDetailsResponse> {
  const parsed = ZExtractDetailsResponse.safeParse(
    await api<unknown>('/api/brain/details', { method: 'POST', json: { prompt } }),
  );
  if (!parsed.success) throw new InvalidResponseError('details answer does not hold the business fields');
  return parsed.data;
}

export const writeScript = (req: ScriptRequest) =>
  api<ScriptResponse>('/api/brain/script', { method: 'POST', json: req });
