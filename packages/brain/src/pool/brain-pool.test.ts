import { afterAll, describe, expect, it } from 'vitest';
import { longBrief } from '../../bench/long-brief.ts';
import { BrainError } from '../brain-error.ts';
import { extractDetailsLocal } from '../local/extract-details.ts';
import { writePromptLocal } from '../local/write-prompt.ts';
import { writeStoryboards } from '../script/write-storyboard.ts';
import { createBrainPool } from './brain-pool.ts';

// A long description of every shape an owner (or an attacker) pastes: a realistic brief, one run
// of capital letters, repeated cues and a lower-case run-on line. Before the extractor's fix the
// capital letters alone took hours at this length: the call would end past its budget instead.
const AT_THE_CAP = {
  brief: longBrief(10_000, 1),
  capitals: 'А'.repeat(10_000),
  latin: 'A'.repeat(10_000),
  letters: 'а'.repeat(10_000),
  cues: 'се казва '.repeat(1200).slice(0, 10_000),
  conjunctions: 'и '.repeat(5000),
  runOn: longBrief(10_000, 2)
    .toLowerCase()
    .replace(/[.!?:;–\n]/g, ''),
};

describe('the local brain on a pool of threads', () => {
  const pool = createBrainPool({ threads: 2, budgetMs: 20_000 });
  afterAll(() => pool.close());

  it('answers as the local brain does, off the caller thread', async () => {
    const brief =
      'Пекарна „Житен клас“ в Пловдив. Печем хляб с квас всяка сутрин. Вземи 2 баници и получи айрян подарък. Обадете се на 0888 123 456.';
    expect(await pool.extractDetails(brief)).toEqual(extractDetailsLocal(brief));
    expect(await pool.writePrompt('пекарна', { seed: 3 })).toBe(writePromptLocal('пекарна', { seed: 3 }));
    const details = extractDetailsLocal(brief);
    expect(await pool.writeScript(details, { durationSec: 15, variants: 3 })).toEqual(
      writeStoryboards(details, { durationSec: 15, variants: 3 }),
    );
  });

  it.each(Object.entries(AT_THE_CAP))(
    'reads a 10,000-character description (%s) and returns its details',
    async (_shape, text) => {
      const details = await pool.extractDetails(text);
      expect(Object.keys(details).sort()).toEqual([
        'AdvertizedService',
        'BusinessDescription',
        'BusinessLocation',
        'BusinessName',
        'CTA',
        'Offer',
        'Services',
        'TargetAudience',
      ]);
    },
    30_000,
  );
});

describe('a call past its time budget', () => {
  it('fails with its code, ends its thread, and the next call is answered by a fresh one', async () => {
    const pool = createBrainPool({ threads: 1, budgetMs: 1500 });
    try {
      const hung = await pool.hangForTest().catch((e: unknown) => e);
      expect(hung).toBeInstanceOf(BrainError);
      expect((hung as BrainError).code).toBe('DETAILS_GENERATION_FAILED');
      expect(await pool.writePrompt('пекарна', { seed: 1 })).toBe(writePromptLocal('пекарна', { seed: 1 }));
      expect(pool.threadsStarted()).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('is a description too complex to read: its own code, for the owner to shorten', async () => {
    // No description takes this long any more; a budget shorter than any answer stands in for one.
    const pool = createBrainPool({ threads: 1, budgetMs: 1 });
    try {
      const err = await pool.extractDetails(longBrief(10_000, 3)).catch((e: unknown) => e);
      expect((err as BrainError).code).toBe('PROMPT_TOO_COMPLEX');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('a closed pool fails what waits and what runs, and answers nothing more', async () => {
    const pool = createBrainPool({ threads: 1, budgetMs: 60_000 });
    const running = pool.hangForTest().catch((e: unknown) => e);
    const waiting = pool.extractDetails('Пекарна в Русе.').catch((e: unknown) => e);
    // Let the thread start and take the first call.
    await expect.poll(() => pool.threadsStarted()).toBe(1);
    await pool.close();
    expect(await running).toBeInstanceOf(BrainError);
    expect(await waiting).toBeInstanceOf(BrainError);
    expect(await pool.extractDetails('Пекарна в Русе.').catch((e: unknown) => e)).toBeInstanceOf(BrainError);
  }, 60_000);
});
