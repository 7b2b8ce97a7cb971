/**
 * `npm run start:worker`: a render worker without the HTTP server, for running workers on other
 * machines against the same Postgres (DATABASE_URL). Stops cleanly on SIGTERM: in-flight renders
 * go back to the queue for another worker.
 */
import { takeOverShutdownSignals } from '@reklamo/db';
import { startServices } from '../../server/src/bootstrap.ts';
import { loadConfigOrExit } from '../../server/src/config.ts';

const config = loadConfigOrExit();
takeOverShutdownSignals();

const services = await startServices(config, { worker: true });
process.stdout.write('worker ready\n');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await services.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
