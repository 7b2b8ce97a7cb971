import { describe, expect, it } from 'vitest';
import { m } from './index.ts';
import { ENGLISH_BY_SPEC, unkeptLatinWords } from './latin-allowed.ts';

/**
 * Every string of the catalogue, and what every message function says when given the values the
 * screens give it, must be Bulgarian: a user who reads only Bulgarian meets no English word. The few
 * Latin words we keep are names and file formats, or English that SPEC.md asks for and DESIGN.md keeps.
 */

/** What the screens pass for a parameter of this name. */
function sample(name: string): unknown {
  if (/date|until|when/i.test(name)) return '27.12.2026 г.';
  if (/amount|price|total/i.test(name)) return '199 €';
  if (/^(ext)$/.test(name)) return '.srt';
  if (/^(scenes|list|fields)$/.test(name)) return [1, 3];
  if (/^(clip|on)$/.test(name)) return false;
  if (/^(n|s|of|count|used|free|limit|max|total|sec|seconds|p|v|done|place|days|left|version|percent)$/i.test(name))
    return 3;
  return 'Кафе Зрънце';
}

function paramNames(fn: (...a: never[]) => unknown): string[] {
  const src = fn.toString();
  const head = src.startsWith('(') ? src.slice(1, src.indexOf(')')) : src.slice(0, src.indexOf('=>'));
  return head
    .split(',')
    .map((x) =>
      x
        .trim()
        .replace(/[=:].*$/, '')
        .trim(),
    )
    .filter(Boolean);
}

function texts(): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out.push({ path, text: v });
    else if (typeof v === 'function') {
      const f = v as (...a: unknown[]) => unknown;
      walk(f(...paramNames(f).map(sample)), path);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(m, 'm');
  return out;
}

describe('the message catalogue is Bulgarian', () => {
  const all = texts();

  it('has no English word a user could read, beyond names, formats and what SPEC.md asks for', () => {
    expect(all.length).toBeGreaterThan(500);
    const english = all.flatMap(({ path, text }) => {
      if (ENGLISH_BY_SPEC.get(path) === text) return [];
      return unkeptLatinWords(text).length ? [`${path}: ${JSON.stringify(text)}`] : [];
    });
    expect(english).toEqual([]);
  });

  it('ends no sentence with a second full stop after a date ("27.12.2026 г..") or anywhere else', () => {
    const doubled = all
      .filter(({ text }) => /г\.\.|[^.]\.\.(?!\.)/.test(text))
      .map(({ path, text }) => `${path}: ${JSON.stringify(text)}`);
    expect(doubled).toEqual([]);
  });
});
