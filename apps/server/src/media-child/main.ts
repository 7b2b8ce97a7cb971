/**
 * The API's media child: the one process in the API's role that loads sharp and the native canvas,
 * started by the API on its first upload that needs them (media-child/client.ts) and answering its
 * tasks over the IPC channel. It holds no state between tasks, so the API may kill it at any time.
 */
import type { MediaReply, MediaRequest } from './protocol.ts';
import { runMediaTask } from './pictures.ts';

// Ctrl-C reaches this child with the API: the API drains its requests first and ends this child after.
process.on('SIGINT', () => {});
// The API died: do not live on as an orphan.
process.on('disconnect', () => process.exit(0));

const reply = (m: MediaReply) => process.send?.(m);
process.on('message', (m: MediaRequest) => {
  runMediaTask(m.task).then(
    (result) => reply({ id: m.id, result }),
    (err: unknown) => reply({ id: m.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
