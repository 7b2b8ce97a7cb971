import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { m } from '../messages/index.ts';

/**
 * A file picker in our look and in Bulgarian: a button and the chosen file's name. The browser's own
 * input (kept for its dialog and for assistive tech, labelled `label`) says "Choose File" in English.
 */
export function FileButton(p: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  busy?: boolean;
  busyText?: string;
  buttonText?: string;
  disabled?: boolean;
  className?: string;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string>();
  const nameId = useId();
  return (
    <div className={`flex flex-wrap items-center gap-2 ${p.className ?? ''}`}>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={p.disabled || p.busy}
        aria-describedby={nameId}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 transition hover:border-brand-500 hover:text-brand-700 disabled:opacity-60"
      >
        <Upload size={15} aria-hidden />{' '}
        {p.busy ? (p.busyText ?? m.common.loading) : (p.buttonText ?? m.common.chooseFile)}
      </button>
      <span id={nameId} className="min-w-0 truncate text-sm text-slate-600">
        {name ?? m.common.noFileChosen}
      </span>
      <input
        ref={input}
        type="file"
        accept={p.accept}
        aria-label={p.label}
        tabIndex={-1}
        className="sr-only"
        data-testid={p.testId}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          setName(f.name);
          p.onFile(f);
        }}
      />
    </div>
  );
}
