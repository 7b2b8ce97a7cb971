import type { ExtractDetailsResponse, GeneratePromptResponse, ScriptRequest, ScriptResponse } from '@reklamo/contract';
import { api } from '../../lib/api.ts';

export const generatePrompt = (businessType: string) =>
  api<GeneratePromptResponse>('/api/brain/prompt', { method: 'POST', json: { business_type: businessType.trim() } });

export const extractDetails = (prompt: string) => api<ExtractDetailsResponse>('/api/brain/details', { method: 'POST', json: { prompt } });

export const writeScript = (req: ScriptRequest) => api<ScriptResponse>('/api/brain/script', { method: 'POST', json: req });
