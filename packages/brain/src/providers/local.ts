import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from '../script/write-storyboard.ts';
import type { BrainProvider } from '../types.ts';

/** The default brain: no network, deterministic per seed. */
export function createLocalBrain(): BrainProvider {
  return {
    writePrompt: async (businessType, opts) => writePromptLocal(businessType, { seed: opts?.seed }),
    extractDetails: async (prompt) => extractDetailsLocal(prompt),
    writeScript: async (details, opts) => writeStoryboards(details, opts),
  };
}
