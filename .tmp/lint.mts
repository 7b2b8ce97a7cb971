import { BUSINESS_KB } from '../packages/brain/src/local/business-kb.ts';
import { writePromptLocal } from '../packages/brain/src/local/write-prompt.ts';
import { createSpellChecker } from '../packages/brain/src/spelling/spell-check.ts';
const sc = await createSpellChecker();
const INFORMAL = /(?<!\p{L})(вземи|получи|обади|поръчай|запази|ела|виж|купи|опитай|пиши|звънни|запиши|резервирай|посети|побързай|заповядай|ти|твоя|твоят|твоите|теб|доведи)(?!\p{L})/iu;
const issues = new Map<string, string>();
const note = (k: string, t: string) => { if (!issues.has(k)) issues.set(k, t); };
const inputs: string[] = [];
for (const c of BUSINESS_KB) inputs.push(c.label, `${c.label.toLowerCase()} „Зора“ във Враца, 0888123456`, `${c.noun.text} Слънце в Стара Загора, ул. Шипка 5, 20% отстъпка до 14 февруари`);
for (const input of inputs) for (let seed = 1; seed <= 4; seed++) {
  const t = writePromptLocal(input, { seed });
  for (const w of sc.unknownWords(t.replace(/\[[^\]]*\]/g, ' '), [input])) note('spell ' + w, t);
  const m = INFORMAL.exec(t); if (m) note('informal ' + m[0], t);
  for (const x of t.matchAll(/(?<!\p{L})(в|с)\s+[„"]?(\p{L})/giu)) { const long = x[1].toLowerCase()==='в' ? /[вф]/i.test(x[2]) : /[сз]/i.test(x[2]); if (long) note('prep ' + x[0], t); }
  for (const x of t.matchAll(/(?<!\p{L})(във|със)\s+[„"]?(\p{L})/giu)) { const long = x[1].toLowerCase()==='във' ? /[вф]/i.test(x[2]) : /[сз]/i.test(x[2]); if (!long) note('prep ' + x[0], t); }
  for (const x of t.matchAll(/(?<![.!?]\s|^|[„"])(?<=\s)(\p{Lu}\p{Ll}+)/gu)) { if (!input.includes(x[1]) && !['Пловдив'].includes(x[1])) note('caps ' + x[1], t); }
  for (const x of t.matchAll(/(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/giu)) note('double ' + x[0], t);
  if (/\d\s+%/.test(t)) note('pct', t);
  if (/\d\s*лв(?!\.)/.test(t)) note('лв', t);
  for (const s of t.split(/(?<=[.!?])\s+/)) if (!/^[„"\[\p{Lu}\d]/u.test(s)) note('sentence ' + s.slice(0, 30), t);
  if (t.length < 400 || t.length > 900) note('len ' + t.length, t);
}
for (const [k, t] of issues) console.log(k, '\n   ', t.slice(0, 400));
console.log(issues.size);
