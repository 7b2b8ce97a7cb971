import { m } from '../../messages/index.ts';
import type { UploadProgress } from './use-media-upload.ts';

/** A progress bar for the file being uploaded ("Качване на „name“ (1 от 3): 45%"). */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = Math.round(progress.fraction * 100);
  const label = m.media.progress(progress.name, progress.index, progress.count, percent);
  return (
    <div className="w-full max-w-sm space-y-1" data-testid="upload-progress">
      <p className="truncate text-xs text-slate-600">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
