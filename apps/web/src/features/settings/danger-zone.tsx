import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../components/form.tsx';
import { inputClass } from '../../components/password-input.tsx';
import { NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { setLoginNotice, setSession } from '../auth/use-session.ts';
import { Modal } from '../dashboard/modal.tsx';
import { deleteAccount } from './api.ts';

const t = m.settings.danger;
const WORD = 'DELETE';

export function DangerZone() {
  const [open, setOpen] = useState(false);
  return (
    <section className="rounded-2xl border border-red-200 bg-red-50/50 p-6" aria-labelledby="danger-title">
      <h2 id="danger-title" className="flex items-center gap-2 text-lg font-semibold text-red-700">
        <AlertTriangle size={20} aria-hidden /> {t.title}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-slate-700">{t.text}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 rounded-lg bg-red-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-red-700"
      >
        {t.button}
      </button>
      {open && <DeleteDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const qc = useQueryClient();
  const navigate = useNavigate();

  async function confirm() {
    if (typed !== WORD) return;
    setBusy(true);
    setError('');
    try {
      await deleteAccount();
      setLoginNotice('accountDeleted');
      qc.clear();
      setSession(null);
      navigate('/login', { replace: true });
    } catch (err) {
      setError(err instanceof NetworkError ? m.common.networkError : m.common.genericError);
      setBusy(false);
    }
  }

  return (
    <Modal title={t.modalTitle} onClose={() => !busy && onClose()}>
      <p id="delete-text" className="text-sm text-slate-600">
        {t.modalText}
      </p>
      {error && (
        <div className="mt-3">
          <Banner kind="error">{error}</Banner>
        </div>
      )}
      <label htmlFor="delete-confirm" className="mt-4 block text-sm font-medium text-slate-700">
        {t.inputLabel}
      </label>
      <input
        id="delete-confirm"
        data-autofocus
        className={`${inputClass()} mt-1.5`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && confirm()}
        aria-describedby="delete-text"
        autoComplete="off"
        spellCheck={false}
      />
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t.cancel}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={typed !== WORD || busy}
          className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? t.deleting : t.confirm}
        </button>
      </div>
    </Modal>
  );
}
