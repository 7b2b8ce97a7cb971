import { describe, expect, it } from 'vitest';
import { memoText } from './memo.ts';

describe('memoText', () => {
  it('answers as the function does, asking it once per text, and forgets the oldest past its size', () => {
    const asked: string[] = [];
    const upper = memoText((text) => {
      asked.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('а'), upper('а'), upper('б')]).toEqual(['А', 'А', 'Б']);
    expect(asked).toEqual(['а', 'б']);
    upper('в'); // full: 'а' goes
    upper('б');
    upper('а');
    expect(asked).toEqual(['а', 'б', 'в', 'а']);
  });

  it('remembers an answer that is null', () => {
    let calls = 0;
    const none = memoText(() => {
      calls += 1;
      return null;
    });
    none('x');
    none('x');
    expect(calls).toBe(1);
  });
});
