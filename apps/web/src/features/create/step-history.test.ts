import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  draftStep,
  previousStep,
  progressOf,
  reachableStep,
  scrollFor,
  stepFromParam,
  stepNumber,
} from './step-history.ts';

describe('create flow steps in the URL', () => {
  it('reads the step parameter, anything odd being the first step', () => {
    expect(stepFromParam('2')).toBe('prompt-mode');
    expect(stepFromParam('3')).toBe('detailed-form');
    for (const bad of [null, '', '0', '4', '2.5', 'abc']) expect(stepFromParam(bad)).toBe('business-selection');
    expect(stepNumber('detailed-form')).toBe(3);
  });

  it('shows a step only with what it needs (a reload or a link cannot skip ahead)', () => {
    expect(reachableStep('detailed-form', { hasPrompt: true, hasDetails: true })).toBe('detailed-form');
    expect(reachableStep('detailed-form', { hasPrompt: true, hasDetails: false })).toBe('prompt-mode');
    expect(reachableStep('detailed-form', { hasPrompt: false, hasDetails: false })).toBe('business-selection');
    expect(reachableStep('prompt-mode', { hasPrompt: false, hasDetails: false })).toBe('business-selection');
    expect(reachableStep('business-selection', { hasPrompt: true, hasDetails: true })).toBe('business-selection');
    // A written description emptied on step 2 keeps the user on step 2 (the box shows its own error).
    expect(progressOf({ prompt: '', promptFor: 'пекарна', details: null })).toEqual({
      hasPrompt: true,
      hasDetails: false,
    });
    expect(progressOf({ prompt: ' ', promptFor: null, details: null }).hasPrompt).toBe(false);
    expect(draftStep({ step: 'detailed-form', prompt: 'x', promptFor: null, facts: null })).toBe('prompt-mode');
  });

  it('in-app Back goes one step back and never out of the flow', () => {
    expect(previousStep('detailed-form')).toBe('prompt-mode');
    expect(previousStep('prompt-mode')).toBe('business-selection');
    expect(previousStep('business-selection')).toBe('business-selection');
    expect(canGoBack('business-selection')).toBe(false);
    expect(canGoBack('prompt-mode')).toBe(true);
  });

  it('remembers scroll per step, a first visit starting at the top', () => {
    expect(scrollFor({ 'prompt-mode': 80 }, 'prompt-mode')).toBe(80);
    expect(scrollFor({}, 'detailed-form')).toBe(0);
  });
});
