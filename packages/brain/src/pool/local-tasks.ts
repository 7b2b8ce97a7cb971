import type { BusinessDetails, Storyboard } from '@reklamo/contract';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from '../script/write-storyboard.ts';
import type { WriteScriptOpts } from '../types.ts';

/** One piece of the local brain's CPU work, as it crosses to a pool thread. */
export type LocalTask =
  | { kind: 'prompt'; businessType: string; seed?: number }
  | { kind: 'details'; prompt: string }
  | { kind: 'script'; details: BusinessDetails; opts: WriteScriptOpts }
  /** For the pool's tests: a call that never ends, as a pathological input would. */
  | { kind: 'hang' };

export type LocalTaskResult = string | BusinessDetails | Storyboard[];

export function runLocalTask(task: LocalTask): LocalTaskResult {
  switch (task.kind) {
    case 'prompt':
      return writePromptLocal(task.businessType, { seed: task.seed });
    case 'details':
      return extractDetailsLocal(task.prompt);
    case 'script':
      return writeStoryboards(task.details, task.opts);
    case 'hang':
      for (;;) {
        // Busy, not waiting: only terminating the thread ends it.
      }
  }
}
