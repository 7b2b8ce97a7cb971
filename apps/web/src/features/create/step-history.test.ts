import { describe, expect, it } from 'vitest';
import { canGoBack, currentStep, initialHistory, popStep, pushStep, scrollFor, stepNumber } from './step-history.ts';

describe('step history', () => {
  it('starts on business-selection with no Back', () => {
    const h = initialHistory();
    expect(currentStep(h)).toBe('business-selection');
    expect(canGoBack(h)).toBe(false);
    expect(stepNumber(currentStep(h))).toBe(1);
  });

  it('pushes forward and pops back through the three steps', () => {
    let h = pushStep(initialHistory(), 'prompt-mode', 0);
    h = pushStep(h, 'detailed-form', 0);
    expect(currentStep(h)).toBe('detailed-form');
    expect(stepNumber('detailed-form')).toBe(3);
    expect(canGoBack(h)).toBe(true);
    h = popStep(h, 0).history;
    expect(currentStep(h)).toBe('prompt-mode');
    h = popStep(h, 0).history;
    expect(currentStep(h)).toBe('business-selection');
    expect(canGoBack(h)).toBe(false);
  });

  it('pop on the first step changes nothing', () => {
    const h = initialHistory();
    const r = popStep(h, 120);
    expect(r.history).toBe(h);
    expect(r.restoreScroll).toBe(120);
  });

  it('remembers the scroll position of each step and restores it on Back', () => {
    let h = pushStep(initialHistory(), 'prompt-mode', 300); // left step 1 at 300
    expect(scrollFor(h, 'prompt-mode')).toBe(0); // a first visit starts at the top
    h = pushStep(h, 'detailed-form', 80); // left step 2 at 80
    const back = popStep(h, 900); // leave step 3 at 900
    expect(back.restoreScroll).toBe(80);
    expect(back.history.scroll['detailed-form']).toBe(900);
    const back2 = popStep(back.history, 40);
    expect(back2.restoreScroll).toBe(300);
    // Going forward again returns to where step 2 was last seen.
    const fwd = pushStep(back2.history, 'prompt-mode', 10);
    expect(scrollFor(fwd, 'prompt-mode')).toBe(40);
  });

  it('does not push the step already shown', () => {
    const h = pushStep(initialHistory(), 'prompt-mode', 0);
    expect(pushStep(h, 'prompt-mode', 50)).toBe(h);
  });

  it('can start on prompt-mode from an idea, with Back to business-selection', () => {
    const h = pushStep(initialHistory(), 'prompt-mode', 0);
    expect(popStep(h, 0).history.stack).toEqual(['business-selection']);
  });
});
