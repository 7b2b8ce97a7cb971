import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEDIA_KEY, uploadMedia } from './api.ts';

/** Where a batch of uploads is: which file (1-based) of how many, its name, and how far it is (0..1). */
export type UploadProgress = { index: number; count: number; name: string; fraction: number };

/** Uploads the picked files one after another, with their progress; the list refreshes when done. */
export function useMediaUpload(opts: { onSuccess?: () => void; onError: (err: unknown) => void }) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (files: File[]) => {
      for (const [i, f] of files.entries()) {
        setProgress({ index: i + 1, count: files.length, name: f.name, fraction: 0 });
        await uploadMedia(f, (fraction) => setProgress({ index: i + 1, count: files.length, name: f.name, fraction }));
        // Each finished file shows at once, before the next one starts.
        await qc.invalidateQueries({ queryKey: MEDIA_KEY });
      }
    },
    onSuccess: opts.onSuccess,
    onError: opts.onError,
    onSettled: () => {
      setProgress(null);
      return qc.invalidateQueries({ queryKey: MEDIA_KEY });
    },
  });
  return { upload: mutation, progress };
}
