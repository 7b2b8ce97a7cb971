// The espeak engine runs here, in a worker thread with its own heap limits, never in the main
// thread: an engine abort (a WASM stack overflow, a runaway allocation) ends this worker only,
// and the parent turns that into a failed or fallen-back voice for one video.
// Plain JavaScript so it loads the same under node, tsx and vitest.
import { parentPort } from 'node:worker_threads';
import Init from '@echogarden/espeak-ng-emscripten';

let engine = null;
let voiceSet = '';
let mod = null;
const module = async () => (mod ??= await Init({ print: () => {}, printErr: () => {} }));

async function getEngine(voice) {
  if (!engine) {
    const m = await module();
    engine = new m.eSpeakNGWorker();
  }
  if (voiceSet !== voice) {
    engine.set_voice(voice);
    voiceSet = voice;
  }
  return engine;
}

// A word the lexicon or the owner stressed carries U+0301 after its stressed vowel. espeak has no
// such mark, so the word goes in as phonemes ([[...]], which this build reads): espeak's own
// phonemes for the word with the stress moved to the marked vowel; the vowel reduction of the
// unstressed syllables follows from the stress, as for any word.
const MARK = '\u0301';
const MARKED = /[\p{L}]*\u0301[\p{L}\u0301]*/gu;
const VOWEL_LETTER = /[аъоуеиюяѝ]/i;
const phonemeCache = new Map();

function cString(m, ptr) {
  const h = m.HEAPU8;
  let e = ptr;
  while (h[e]) e++;
  return Buffer.from(h.subarray(ptr, e)).toString('utf8');
}

function stressedPhonemes(m, w, word) {
  const plain = word.replace(/\u0301/g, '').toLowerCase();
  const at = word.indexOf(MARK);
  const vowel = [...word.slice(0, at)].filter((c) => VOWEL_LETTER.test(c)).length - 1;
  const key = `${plain}:${vowel}`;
  let ph = phonemeCache.get(key);
  if (ph === undefined) {
    const tokens = cString(m, w.text_to_phonemes(plain, 0).ptr)
      .trim()
      .split(/[_\s]+/)
      .map((t) => t.replace(/['",]/g, ''))
      .filter(Boolean);
    let n = -1;
    const out = tokens.map((t) => (/^[aeiou@]/.test(t) && ++n === vowel ? `'${t}` : t));
    // A word espeak splits into letters or another language is left as it was written.
    ph = n >= vowel && out.every((t) => /^[a-zA-Z@;:'#&^-]+$/.test(t)) ? out.join('') : '';
    if (phonemeCache.size > 5000) phonemeCache.clear();
    phonemeCache.set(key, ph);
  }
  return ph;
}

/** The phrase as espeak reads it, and for each of its characters the character of the phrase it came from. */
function engineText(m, w, raw) {
  // This build reads SSML and [[phonemes]] in any input: what the owner typed must not open either.
  // Same-length replacements keep every character where it was for the word events.
  const text = raw.replace(/\[\[|\]\]/g, '  ').replace(/[<>&]/g, ' ');
  let out = '';
  const back = [];
  let last = 0;
  for (const hit of text.matchAll(MARKED)) {
    for (let i = last; i < hit.index; i++) back.push(i);
    out += text.slice(last, hit.index);
    const ph = stressedPhonemes(m, w, hit[0]);
    const put = ph ? `[[${ph}]]` : hit[0].replace(/\u0301/g, '');
    out += put;
    for (let i = 0; i < put.length; i++) back.push(hit.index);
    last = hit.index + hit[0].length;
  }
  for (let i = last; i <= text.length; i++) back.push(i);
  out += text.slice(last);
  return { text: out, back };
}

function synthOne(w, text, withPhonemes) {
  const chunks = [];
  const events = [];
  let total = 0;
  w.synthesize(text, (samples, evs) => {
    if (samples && samples.length) {
      chunks.push(samples);
      total += samples.length;
    }
    for (const e of evs) {
      if (e.type === 'word' || e.type === 'end' || e.type === 'sentence')
        events.push({ type: e.type, pos: e.text_position, len: e.word_length, ms: e.audio_position });
      else if (withPhonemes && e.type === 'phoneme')
        events.push({ type: 'phoneme', pos: e.text_position, len: 0, ms: e.audio_position, id: e.id });
    }
    // Returning false keeps synthesising; true would abort.
    return false;
  });
  const pcm = new Int16Array(total);
  let off = 0;
  for (const c of chunks) {
    pcm.set(c, off);
    off += c.length;
  }
  return { pcm, events };
}

parentPort.on('message', async (msg) => {
  if (msg.type === 'selftest-crash') {
    // Used by the isolation test: an exception outside any promise, as a WASM abort throws it.
    setTimeout(() => {
      throw new RangeError('Maximum call stack size exceeded (self-test)');
    });
    return;
  }
  try {
    const w = await getEngine(msg.voice || 'bg');
    w.set_rate(Math.round(msg.rate || 175));
    w.set_pitch(Math.round(msg.pitch ?? 45));
    // One engine call per batch: espeak has a fixed cost of ~0.2 s per call, so the phrases are read
    // as one text (a newline between them) and the audio is cut where each phrase's first word starts.
    const sr = w.get_samplerate() || 22050;
    const m = await module();
    const conv = msg.phrases.map((t) => engineText(m, w, t));
    const offsets = [];
    let joined = '';
    for (const { text } of conv) {
      offsets.push(joined.length);
      joined += (joined ? '\n' : '') + text;
      if (offsets.length > 1) offsets[offsets.length - 1] += 1;
    }
    const all = synthOne(w, joined, msg.phonemes === true);
    const cuts = offsets.map((off, k) => {
      if (k === 0) return 0;
      const first = all.events.find((e) => e.type === 'word' && e.pos - 1 >= off);
      return first ? Math.round((first.ms / 1000) * sr) : all.pcm.length;
    });
    for (let k = 1; k < cuts.length; k++) cuts[k] = Math.max(cuts[k], cuts[k - 1]);
    const results = [];
    const transfer = [];
    for (let k = 0; k < offsets.length; k++) {
      const from = cuts[k];
      const to = k + 1 < cuts.length ? cuts[k + 1] : all.pcm.length;
      const pcm = all.pcm.slice(from, to);
      const end = k + 1 < offsets.length ? offsets[k + 1] : Infinity;
      const events = all.events
        .filter((e) => e.pos - 1 >= offsets[k] && e.pos - 1 < end)
        .map((e) => ({
          ...e,
          pos: (conv[k].back[e.pos - offsets[k] - 1] ?? e.pos - offsets[k] - 1) + 1,
          ms: e.ms - (from / sr) * 1000,
        }));
      results.push({ pcm, events });
      transfer.push(pcm.buffer);
    }
    parentPort.postMessage({ id: msg.id, ok: true, sampleRate: sr, results }, transfer);
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: String(err && err.message ? err.message : err) });
  }
});
