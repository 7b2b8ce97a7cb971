import { useQueryClient } from '@tanstack/react-query';
import { REFUND_REASON_DISPLAY_MAX, type Video } from '@reklamo/contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { isRateLimited } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { Modal } from '../dashboard/modal.tsx';
import { requestRefund, VIDEOS_KEY } from './videos-api.ts';

const t = m.library.refundModal;

/** SPEC.md section 5 "Refund request": reason required (trimmed), counter out of 500; stored on the server. */
export function RefundModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const empty = !reason.trim();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (empty || sending) return;
    setSending(true);
    setError(undefined);
    try {
      await requestRefund(video.id, { reason: reason.trim() });
      setDone(true);
      await qc.invalidateQueries({ queryKey: VIDEOS_KEY });
    } catch (err) {
      setError(isRateLimited(err) ? m.common.rateLimited : t.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={t.title} onClose={onClose}>
      {done ? (
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 size={44} className="text-emerald-500" aria-hidden />
          <p role="status" className="text-slate-700">
            {t.success}
          </p>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {m.library.close}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">{t.intro(video.title)}</p>
          <div>
            <div className="mb-1.5 flex items-center justify-between">
              <label htmlFor="refund-reason" className="text-sm font-medium text-slate-700">
                {t.reason}
              </label>
              <span
                id="refund-counter"
                className={`text-sm tabular-nums ${reason.length > REFUND_REASON_DISPLAY_MAX ? 'font-semibold text-amber-600' : 'text-slate-500'}`}
              >
                {t.counter(reason.length, REFUND_REASON_DISPLAY_MAX)}
              </span>
            </div>
            <textarea
              id="refund-reason"
              data-autofocus
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={5}
              required
              aria-describedby="refund-counter refund-review"
              placeholder={t.placeholder}
              className="w-full resize-y rounded-lg border border-slate-300 px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
          </div>
          <p id="refund-review" className="text-sm text-slate-500">
            {t.review}
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t.cancel}
            </button>
            <button
              type="submit"
              disabled={empty || sending}
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {sending ? t.sending : t.submit}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
