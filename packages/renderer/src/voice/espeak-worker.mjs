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
    const results = [];
    const transfer = [];
    for (const text of msg.phrases) {
      const r = synthOne(w, text);
      results.push(r);
      transfer.push(r.pcm.buffer);
    }
    parentPort.postMessage({ id: msg.id, ok: true, sampleRate: w.get_samplerate() || 22050, results }, transfer);
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: String(err && err.message ? err.message : err) });
  }
});
