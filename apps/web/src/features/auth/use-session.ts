import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession } from './api.ts';

export const SESSION_KEY = ['session'] as const;

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: getSession, retry: false, staleTime: 30_000 });
}

export function useRefreshSession() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: SESSION_KEY });
}
