/**
 * `npm run -s cli -- migrate`: applies the committed database migrations and exits, as the release
 * step of a deploy (every process also migrates at start, taking turns on an advisory lock, so a
 * forgotten step is harmless).
 */
import { withServices } from './with-services.ts';

export const usage = 'npm run -s cli -- migrate';

export async function run(): Promise<unknown> {
  return withServices(async () => ({ migrated: true }));
}
