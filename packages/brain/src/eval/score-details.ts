/**
 * The dev-set scorer, exactly as /work/shared/eval/details-dev.json's "about" says: a field passes
 * when, in its lowercased value, every inner list has at least one of its strings as a substring,
 * and the value is at most 120 characters. Score = fields passed / fields checked.
 */
import type { BusinessDetails, DetailField } from '@reklamo/contract';

export type DetailsCase = { text: string; expect: Partial<Record<DetailField, string[][]>> };
export type DetailsEvalSet = { about?: string; cases: DetailsCase[] };

export type FieldTally = { passed: number; checked: number };
export type DetailsScore = {
  overall: number;
  passed: number;
  checked: number;
  perField: Partial<Record<DetailField, FieldTally>>;
  failures: Array<{ caseIndex: number; field: DetailField; value: string; expected: string[][] }>;
};

export function fieldPasses(value: string, expected: string[][]): boolean {
  if (typeof value !== 'string' || value.length > 120) return false;
  const lower = value.toLowerCase();
  return expected.every((alternatives) => alternatives.some((s) => lower.includes(s.toLowerCase())));
}

export function scoreDetails(cases: DetailsCase[], predictions: BusinessDetails[]): DetailsScore {
  const perField: DetailsScore['perField'] = {};
  const failures: DetailsScore['failures'] = [];
  let passed = 0;
  let checked = 0;
  cases.forEach((c, i) => {
    for (const [field, expected] of Object.entries(c.expect) as Array<[DetailField, string[][]]>) {
      const value = predictions[i]?.[field] ?? '';
      const ok = fieldPasses(value, expected);
      const tally = (perField[field] ??= { passed: 0, checked: 0 });
      tally.checked++;
      checked++;
      if (ok) {
        tally.passed++;
        passed++;
      } else failures.push({ caseIndex: i, field, value, expected });
    }
  });
  return { overall: checked ? passed / checked : 0, passed, checked, perField, failures };
}
