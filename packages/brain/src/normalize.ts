/** Shared clean-up of answers from remote brains, which may be fenced, partial or oversized. */
import { DETAIL_FIELDS, type BusinessDetails } from '@reklamo/contract';
import { FIELD_MAX_CHARS } from './local/text.ts';

export const PROMPT_TEXT_MAX = 2000;

/** Parse JSON that may be wrapped in a ```json fence or surrounded by chatter; undefined when it is not JSON. */
export function parseLooseJson(raw: string): unknown {
  const text = raw.trim();
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(text);
  const candidates = [fenced?.[1], text];
  const brace = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (brace >= 0 && end > brace) candidates.push(text.slice(brace, end + 1));
  for (const c of candidates) {
    if (c === undefined) continue;
    try {
      return JSON.parse(c.trim());
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

/** True when the object carries at least one of the eight fields; otherwise the answer is unusable. */
export function hasAnyDetailField(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && DETAIL_FIELDS.some((f) => f in (value as Record<string, unknown>));
}

function capText(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1).lastIndexOf(' ');
  return s.slice(0, cut > max / 2 ? cut : max).trim();
}

/** Coerce a remote answer into the eight trimmed, capped string fields ("" when missing). */
export function normalizeDetails(value: Record<string, unknown>): BusinessDetails {
  const out = {} as BusinessDetails;
  for (const f of DETAIL_FIELDS) {
    const v = value[f];
    const s =
      typeof v === 'string'
        ? v
        : typeof v === 'number'
          ? String(v)
          : Array.isArray(v)
            ? v.filter((x) => typeof x === 'string').join(', ')
            : '';
    out[f] = capText(s.replace(/\s+/g, ' ').trim(), FIELD_MAX_CHARS);
  }
  return out;
}

export function normalizePromptText(s: string): string {
  return capText(s.replace(/^```\w*\s*|```$/g, '').trim(), PROMPT_TEXT_MAX);
}
