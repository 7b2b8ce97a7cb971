import { describe, expect, it } from 'vitest';
import { checkEdit, checkRerender, formatsToMake, FREE_RERENDERS_PER_DAY } from './edit-rules.ts';

describe('edit rules', () => {
  it('refuses edits and re-renders while a render runs', () => {
    expect(checkEdit('generating')).toEqual({ allowed: false, code: 'RENDER_IN_PROGRESS' });
    expect(checkEdit('queued').allowed).toBe(false);
    expect(checkEdit('completed').allowed).toBe(true);
    expect(checkRerender('queued', 0)).toEqual({ allowed: false, code: 'RENDER_IN_PROGRESS' });
  });

  it('allows three free re-renders a day per ad and refuses the fourth', () => {
    for (let n = 0; n < FREE_RERENDERS_PER_DAY; n++) expect(checkRerender('completed', n).allowed).toBe(true);
    expect(checkRerender('failed', 0).allowed).toBe(true);
    expect(checkRerender('completed', 3)).toEqual({ allowed: false, code: 'RERENDER_LIMIT_REACHED', limit: 3 });
  });

  it('makes the formats a finished ad lacks, and none of an unfinished one', () => {
    expect(formatsToMake('completed', '16:9', [])).toEqual({ allowed: true, aspects: ['9:16', '1:1', '4:5'] });
    expect(formatsToMake('completed', '9:16', ['16:9', '1:1'])).toEqual({ allowed: true, aspects: ['4:5'] });
    expect(formatsToMake('generating', '16:9', [])).toEqual({ allowed: false, code: 'VIDEO_NOT_READY' });
  });
});
