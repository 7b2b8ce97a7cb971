import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { m } from '../../messages/index.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm';
const LOOK = {
  primary:
    'inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60',
  plain:
    'inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60',
} as const;

/** "Качете снимки или клипове": a button that opens the file dialog and hands over what was picked. */
export function MediaUploadButton({
  look,
  busy,
  testId,
  onFiles,
}: {
  look: keyof typeof LOOK;
  busy: boolean;
  testId: string;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const t = m.media;
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} disabled={busy} className={LOOK[look]}>
        <Upload size={look === 'primary' ? 16 : 14} aria-hidden /> {busy ? t.uploading : t.upload}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid={testId}
        accept={ACCEPT}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
