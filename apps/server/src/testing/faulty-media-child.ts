/**
 * A media child that fails the way a native decoder can: a picture 666 pixels wide crashes it
 * (the process dies mid-task), one 667 wide hangs it (no answer ever). Anything else it does as
 * the real child does.
 */
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { MediaReply, MediaRequest } from '../media-child/protocol.ts';
import { runMediaTask } from '../media-child/pictures.ts';

export const CRASHING_WIDTH = 666;
export const HANGING_WIDTH = 667;

// Run as the child, not imported by the test for its widths.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.on('disconnect', () => process.exit(0));
  process.on('message', onMessage);
}

function onMessage(m: MediaRequest) {
  void (async () => {
    const width =
      m.task.op === 'font'
        ? undefined
        : await sharp(m.task.src)
            .metadata()
            .then(
              (x) => x.width,
              () => undefined,
            );
    if (width === CRASHING_WIDTH) process.exit(70);
    if (width === HANGING_WIDTH) return;
    const reply: MediaReply = await runMediaTask(m.task).then(
      (result) => ({ id: m.id, result }),
      (err: unknown) => ({ id: m.id, error: String(err) }),
    );
    process.send?.(reply);
  })();
}
