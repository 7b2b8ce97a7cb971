import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../components/use-focus-trap.ts';
import { m } from '../../messages/index.ts';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for the video player. */
  size?: 'md' | 'lg';
  /** The progress modal must not close on a stray click outside it. */
  closeOnBackdrop?: boolean;
};

/**
 * An accessible dialog: focus moves in and is trapped, Escape closes, focus returns to what opened
 * it, and the page behind does not scroll.
 */
export function Modal({ title, onClose, children, size = 'md', closeOnBackdrop = true }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useFocusTrap(panel, onClose);
  // The page behind does not scroll while a dialog is open.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-slate-900/60" aria-hidden onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[95vh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-4xl' : 'sm:max-w-lg'}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <h2 id={titleId} className="min-w-0 truncate text-lg font-semibold text-slate-900" title={title}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
            aria-label={m.dashboard.closeDialog}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className="p-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
