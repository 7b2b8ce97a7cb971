/** `npm run start:worker`: one render worker process (see apps/server/src/process/run-worker.ts). */
import { runWorker } from '../../server/src/process/run-worker.ts';

await runWorker();
