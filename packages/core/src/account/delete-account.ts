/**
 * Deleting an account (DESIGN.md: it deletes the user's data and files). Order matters:
 * 1. `beforeDelete` ends anything billed (a paid subscription is cancelled first; if that fails
 *    nothing is deleted and the user can try again),
 * 2. one statement removes the user row, which cascades to profile, sessions, credentials,
 *    videos, refunds, tickets, subscription, orders and Brand Kit,
 * 3. the files under `users/<id>/` go last: a failure there leaves orphaned files, never rows
 *    pointing at missing files.
 */
export type DeleteAccountPorts = {
  beforeDelete: (userId: string) => Promise<void>;
  deleteUserRows: (userId: string) => Promise<boolean>;
  deleteFiles: (prefix: string) => Promise<void>;
};

/** Every file of a user lives under this storage key prefix (avatar, Brand Kit, videos). */
export const userFilesPrefix = (userId: string) => `users/${userId}/`;

export async function deleteAccount(ports: DeleteAccountPorts, userId: string): Promise<{ deleted: boolean }> {
  await ports.beforeDelete(userId);
  const deleted = await ports.deleteUserRows(userId);
  await ports.deleteFiles(userFilesPrefix(userId));
  return { deleted };
}
