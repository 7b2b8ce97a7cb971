import { useQuery } from '@tanstack/react-query';
import type { Usage } from '@reklamo/contract';
import { api } from '../../lib/api.ts';

export type Profile = {
  id: string;
  full_name: string;
  email: string;
  /** False until the address is confirmed through the e-mailed link (the free video waits for it). */
  email_verified?: boolean;
  subscription_status: 'trial' | 'starter' | 'pro' | 'agency';
  free_generations_used: number;
  free_generations_limit: number;
  created_at: string;
  avatar_url: string | null;
};

export const PROFILE_KEY = ['me'] as const;
export const USAGE_KEY = ['usage'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => api<Profile>('/api/me'), retry: 1 });
}

/** Plan, usage and what the user may do now (GET /api/usage). */
export function useUsage() {
  return useQuery({ queryKey: USAGE_KEY, queryFn: () => api<Usage>('/api/usage') });
}
