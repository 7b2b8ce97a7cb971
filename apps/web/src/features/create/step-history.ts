/**
 * The create flow's steps as a history stack (SPEC.md section 4): moving forward pushes, Back pops,
 * and each step remembers where the page was scrolled so returning to it restores the position.
 */
export const STEPS = ['business-selection', 'prompt-mode', 'detailed-form'] as const;
export type Step = (typeof STEPS)[number];

export type StepHistory = {
  /** Visited steps, oldest first; the last one is shown. Never empty. */
  stack: Step[];
  /** Scroll position (px from the top) last seen on each step. */
  scroll: Partial<Record<Step, number>>;
};

export const initialHistory = (start: Step = 'business-selection'): StepHistory => ({ stack: [start], scroll: {} });

export const currentStep = (h: StepHistory): Step => h.stack[h.stack.length - 1]!;

/** 1-based position in the three steps, for the progress dots. */
export const stepNumber = (step: Step): number => STEPS.indexOf(step) + 1;

/** Back is offered on every step but the first (SPEC.md: "Back is available on steps 2 and 3"). */
export const canGoBack = (h: StepHistory): boolean => h.stack.length > 1;

/** Go to `next`, remembering `scrollY` for the step being left. Pushing the shown step is a no-op. */
export function pushStep(h: StepHistory, next: Step, scrollY: number): StepHistory {
  const here = currentStep(h);
  if (here === next) return h;
  return { stack: [...h.stack, next], scroll: { ...h.scroll, [here]: scrollY } };
}

/** Back: pop the shown step (remembering its scroll) and return the position to restore. */
export function popStep(h: StepHistory, scrollY: number): { history: StepHistory; restoreScroll: number } {
  if (!canGoBack(h)) return { history: h, restoreScroll: scrollY };
  const here = currentStep(h);
  const stack = h.stack.slice(0, -1);
  const scroll = { ...h.scroll, [here]: scrollY };
  return { history: { stack, scroll }, restoreScroll: scroll[stack[stack.length - 1]!] ?? 0 };
}

/** Where to scroll when `step` is shown after a push: its remembered position, else the top. */
export const scrollFor = (h: StepHistory, step: Step): number => h.scroll[step] ?? 0;
