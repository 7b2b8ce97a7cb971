// The espeak engine runs here, in a worker thread with its own heap limits, never in the main
// thread: an engine abort (a WASM stack overflow, a runaway allocation) ends this worker only,
// and the parent turns that into a failed or fallen-back voice for one video.
// Plain JavaScript so it loads the same under node, tsx and vitest.
import { parentPort } from 'node:worker_threads';
import Init from '@echogarden/espeak-ng-emscripten';

let engine = null;
let voiceSet = '';

async function getEngine(voice) {
  if (!engine) {
    const m = await Init({ print: () => {}, printErr: () => {} });
    engine = new m.eSpeakNGWorker();
  }
  if (voiceSet !== voice) {
    engine.set_voice(voice);
    voiceSet = voice;
  }
  return engine;
}

function synthOne(w, text) {
  const chunks = [];
  const events = [];
  let total = 0;
  w.synthesize(text, (samples, evs) => {
    if (samples && samples.length) {
      chunks.push(samples);
      total += samples.length;
    }
    for (const e of evs) if (e.type === 'word' || e.type === 'end' || e.type === 'sentence') events.push({ type: e.type, pos: e.text_position, len: e.word_length, ms: e.audio_position });
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
    const offsets = [];
    let joined = '';
    for (const text of msg.phrases) {
      offsets.push(joined.length);
      joined += (joined ? '\n' : '') + text;
      if (offsets.length > 1) offsets[offsets.length - 1] += 1;
    }
    const all = synthOne(w, joined);
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
        .map((e) => ({ ...e, pos: e.pos - offsets[k], ms: e.ms - (from / sr) * 1000 }));
      results.push({ pcm, events });
      transfer.push(pcm.buffer);
    }
    parentPort.postMessage({ id: msg.id, ok: true, sampleRate: sr, results }, transfer);
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: String(err && err.message ? err.message : err) });
  }
});
