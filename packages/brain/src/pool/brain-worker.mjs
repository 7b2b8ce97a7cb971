// A thread of the local brain's pool: extracting details, writing a prompt or a script runs here,
// never on the API's event loop, so one slow input delays only its own answer.
// Plain JavaScript so the thread starts the same under node --import tsx (the server, which passes
// its loader on to threads), tsx and vitest (which do not): the TypeScript is loaded through tsx's
// own loader when the thread has none.
import { parentPort } from 'node:worker_threads';

const TASKS = new URL('./local-tasks.ts', import.meta.url).href;

async function loadTasks() {
  try {
    return await import(TASKS);
  } catch (err) {
    if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
    const { register } = await import('tsx/esm/api');
    register();
    // (Another URL: the failed one stays failed in this thread's module map.)
    return import(`${TASKS}?tsx`);
  }
}

const { runLocalTask } = await loadTasks();

parentPort.on('message', (m) => {
  try {
    parentPort.postMessage({ id: m.id, ok: true, value: runLocalTask(m.task) });
  } catch (err) {
    parentPort.postMessage({ id: m.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort.postMessage({ ready: true });
