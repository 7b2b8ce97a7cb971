import type { CreateDraft } from '@reklamo/contract';

/**
 * The create flow's steps live in the URL (`?view=create&step=2`), so the browser's history is the
 * step stack (SPEC.md section 4: Back pops history): Back/Forward move between steps and a reload
 * stays on its step. Each step remembers where the page was scrolled so returning restores it.
 */
export const STEPS = ['business-selection', 'prompt-mode', 'detailed-form'] as const;
export type Step = (typeof STEPS)[number];

/** 1-based position in the three steps, for the progress dots and the URL. */
export const stepNumber = (step: Step): number => STEPS.indexOf(step) + 1;

/** The step a `step` URL parameter names ("1".."3"); anything else is the first step. */
export function stepFromParam(param: string | null): Step {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= STEPS.length ? STEPS[n - 1]! : 'business-selection';
}

/**
 * What the flow holds that decides which steps can be shown: a description written (or typed) for
 * step 2, even if the user has since emptied the box, and extracted details for step 3.
 */
export type Progress = { hasPrompt: boolean; hasDetails: boolean };

export const progressOf = (f: { prompt: string; promptFor: string | null; details: unknown }): Progress => ({
  hasPrompt: f.promptFor !== null || !!f.prompt.trim(),
  hasDetails: !!f.details,
});

/** A step can be shown only with what it needs: step 2 a description, step 3 extracted details. */
export function reachableStep(wanted: Step, p: Progress): Step {
  if (wanted === 'detailed-form' && p.hasDetails) return wanted;
  if (wanted !== 'business-selection' && p.hasPrompt) return 'prompt-mode';
  return 'business-selection';
}

/** Back is offered on every step but the first (SPEC.md: "Back is available on steps 2 and 3"). */
export const canGoBack = (step: Step): boolean => step !== 'business-selection';

/** The step in-app Back shows: always the one before, never out of the flow. */
export const previousStep = (step: Step): Step => STEPS[Math.max(0, stepNumber(step) - 2)]!;

/** The furthest step a saved draft can reopen on. */
export const draftStep = (d: Pick<CreateDraft, 'step' | 'prompt' | 'promptFor' | 'facts'>): Step =>
  reachableStep(d.step, progressOf({ ...d, details: d.facts }));

/** Scroll position (px from the top) last seen on each step. */
export type ScrollMemory = Partial<Record<Step, number>>;

/** Where to scroll when `step` is shown: its remembered position, else the top. */
export const scrollFor = (memory: ScrollMemory, step: Step): number => memory[step] ?? 0;
