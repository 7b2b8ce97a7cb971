import type { BrandKit, BrandKitSlot, ProfileSettings, UpdateBrandKitRequest } from '@reklamo/contract';
import { api, ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';

export const SETTINGS_PROFILE_KEY = ['settings', 'profile'] as const;
export const BRAND_KIT_KEY = ['settings', 'brand-kit'] as const;

export const getProfileSettings = () => api<ProfileSettings>('/api/settings/profile');
export const saveFullName = (full_name: string) =>
  api<ProfileSettings>('/api/settings/profile', { method: 'PATCH', json: { full_name } });

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};
export const uploadAvatar = (file: File) =>
  api<{ avatar_url: string }>('/api/settings/avatar', { method: 'POST', body: form(file) });
export const removeAvatar = () => api<{ avatar_url: null }>('/api/settings/avatar', { method: 'DELETE' });

/** better-auth's endpoint; other sessions are signed out, this one gets a fresh cookie. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<unknown>('/api/auth/change-password', {
    method: 'POST',
    json: { currentPassword, newPassword, revokeOtherSessions: true },
  });

export const deleteAccount = () =>
  api<{ deleted: true }>('/api/settings/account', { method: 'DELETE', json: { confirm: 'DELETE' } });

export const getBrandKit = () => api<BrandKit>('/api/settings/brand-kit');
export const saveBrandKit = (input: UpdateBrandKitRequest) =>
  api<BrandKit>('/api/settings/brand-kit', { method: 'PUT', json: input });
export const uploadBrandKitFile = (slot: BrandKitSlot, file: File) =>
  api<BrandKit>(`/api/settings/brand-kit/files/${slot}`, { method: 'PUT', body: form(file) });
export const removeBrandKitFile = (slot: BrandKitSlot) =>
  api<BrandKit>(`/api/settings/brand-kit/files/${slot}`, { method: 'DELETE' });

/** The Bulgarian wording of an upload failure. */
export function fileErrorMessage(err: unknown): string {
  if (err instanceof NetworkError) return m.common.networkError;
  if (err instanceof ApiError && err.status === 429) return m.common.rateLimited;
  if (err instanceof ApiError)
    return (
      m.settings.fileErrors[err.code] ??
      (err.status === 413 ? m.settings.fileErrors.FILE_TOO_LARGE! : m.common.genericError)
    );
  return m.common.unexpectedError;
}
