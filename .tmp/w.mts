import nspell from 'nspell';
import bg from 'dictionary-bg';
const s = nspell({aff: Buffer.from(bg.aff), dic: Buffer.from(bg.dic)});
const words = process.argv.slice(2);
for (const w of words) { const [word, model] = w.split(':'); if (model) { s.add(word, model); } }
console.log(words.filter(w=>!w.includes(':')).map(w => `${w}:${s.correct(w)?'ok':'NO'}`).join(' '));
