import { readFileSync } from 'node:fs';
import { scoreBusinessTypes } from '../packages/brain/src/eval/score-business-types.ts';
import { writePromptLocal } from '../packages/brain/src/local/write-prompt.ts';
import { createSpellChecker } from '../packages/brain/src/spelling/spell-check.ts';
const cases = JSON.parse(readFileSync('../shared/eval/business-types-dev.json', 'utf8'));
const s = scoreBusinessTypes(cases, (i, seed) => writePromptLocal(i, { seed }), { seeds: [1,2,3,4,5,6,7,8], spell: await createSpellChecker() });
console.log(s.passed, s.checked, s.share);
for (const f of s.failures.slice(0, 30)) console.log(f.input, f.seed, f.check, '\n   ', f.text);
console.log(s.unknownWords);
