/**
 * A worker process for tests whose "engine" misbehaves on cue: an Offer containing THROW makes the
 * render reject (an ordinary failure), CRASH makes it throw outside any promise the way espeak's
 * WASM aborts (the process cannot go on). Any other video is rendered for real.
 */
import { renderVideo } from '@reklamo/renderer';
import { runWorker } from '../process/run-worker.ts';

await runWorker({
  render: (brief, opts) => {
    if ((brief.details?.Offer ?? '').includes('THROW')) return Promise.reject(new Error('engine failed on this input'));
    if ((brief.details?.Offer ?? '').includes('CRASH')) {
      setTimeout(() => {
        throw new Error('RuntimeError: Aborted(engine abort outside any promise)');
      }, 50);
      return new Promise(() => {});
    }
    return renderVideo(brief, opts);
  },
});
