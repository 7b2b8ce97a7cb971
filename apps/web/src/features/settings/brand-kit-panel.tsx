import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Crown, FileType, ImageIcon, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type BrandKit, type BrandKitSlot } from '@reklamo/contract';
import { Banner } from '../../components/form.tsx';
import { inputClass } from '../../components/password-input.tsx';
import { ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import {
  BRAND_KIT_KEY,
  fileErrorMessage,
  getBrandKit,
  removeBrandKitFile,
  saveBrandKit,
  uploadBrandKitFile,
} from './api.ts';
import { cardClass } from './settings-section.tsx';

const t = m.settings.brandKit;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** Brand Kit for Pro and Agency with an active subscription; the server answers 403 otherwise. */
export function BrandKitPanel() {
  const kit = useQuery({
    queryKey: BRAND_KIT_KEY,
    queryFn: getBrandKit,
    retry: (n, err) => !(err instanceof ApiError && err.status < 500) && n < 2,
  });
  if (kit.isPending) return <p className="text-slate-500">{m.common.loading}</p>;
  if (kit.isError) {
    if (kit.error instanceof ApiError && kit.error.status === 403) return <ProOnly />;
    return <Banner kind="error">{t.loadError}</Banner>;
  }
  return <BrandKitForm kit={kit.data} />;
}

function ProOnly() {
  return (
    <section className={`${cardClass} flex flex-col items-start gap-3`}>
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-600">
        <Crown size={24} aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t.proOnlyTitle}</h2>
      <p className="max-w-xl text-sm text-slate-600">{t.proOnlyText}</p>
      <Link
        to="/dashboard?section=billing"
        className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t.upgrade}
      </Link>
    </section>
  );
}

function BrandKitForm({ kit }: { kit: BrandKit }) {
  const qc = useQueryClient();
  const [colors, setColors] = useState({ primary: kit.primary_color, secondary: kit.secondary_color });
  const [state, setState] = useState<{ kind: 'idle' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  useEffect(
    () => setColors({ primary: kit.primary_color, secondary: kit.secondary_color }),
    [kit.primary_color, kit.secondary_color],
  );
  const save = useMutation({
    mutationFn: saveBrandKit,
    onSuccess: (data) => {
      qc.setQueryData(BRAND_KIT_KEY, data);
      setState({ kind: 'saved' });
    },
    onError: () => setState({ kind: 'error', message: m.common.genericError }),
  });
  const invalid = { primary: !HEX.test(colors.primary), secondary: !HEX.test(colors.secondary) };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid.primary || invalid.secondary) return setState({ kind: 'error', message: t.colorInvalid });
    save.mutate({ primary_color: colors.primary, secondary_color: colors.secondary });
  };
  const setColor = (k: 'primary' | 'secondary') => (v: string) => {
    setColors((c) => ({ ...c, [k]: v }));
    setState({ kind: 'idle' });
  };

  return (
    <div className="flex flex-col gap-6">
      <section className={cardClass}>
        <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{t.subtitle}</p>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <FileSlot
            slot="primary_logo"
            label={t.primaryLogo}
            hint={t.logoHint}
            accept="image/png,image/jpeg,image/svg+xml,.svg"
            kit={kit}
          />
          <FileSlot
            slot="secondary_logo"
            label={t.secondaryLogo}
            hint={t.logoHint}
            accept="image/png,image/jpeg,image/svg+xml,.svg"
            kit={kit}
          />
          <FileSlot
            slot="heading_font"
            label={t.headingFont}
            hint={t.fontHint}
            accept=".ttf,.otf,.woff,font/ttf,font/otf,font/woff"
            kit={kit}
          />
          <FileSlot
            slot="body_font"
            label={t.bodyFont}
            hint={t.fontHint}
            accept=".ttf,.otf,.woff,font/ttf,font/otf,font/woff"
            kit={kit}
          />
        </div>
      </section>
      <form onSubmit={onSubmit} noValidate className={`${cardClass} grid gap-4`}>
        {state.kind === 'error' && <Banner kind="error">{state.message}</Banner>}
        {state.kind === 'saved' && <Banner kind="success">{t.saved}</Banner>}
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            id="primary-color"
            label={t.primaryColor}
            value={colors.primary}
            fallback={DEFAULT_PRIMARY_COLOR}
            invalid={invalid.primary}
            onChange={setColor('primary')}
          />
          <ColorField
            id="secondary-color"
            label={t.secondaryColor}
            value={colors.secondary}
            fallback={DEFAULT_SECONDARY_COLOR}
            invalid={invalid.secondary}
            onChange={setColor('secondary')}
          />
        </div>
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-4" aria-hidden>
          <span
            className="h-10 flex-1 rounded-lg"
            style={{ background: HEX.test(colors.primary) ? colors.primary : DEFAULT_PRIMARY_COLOR }}
          />
          <span
            className="h-10 flex-1 rounded-lg"
            style={{ background: HEX.test(colors.secondary) ? colors.secondary : DEFAULT_SECONDARY_COLOR }}
          />
        </div>
        <div>
          <button
            type="submit"
            disabled={save.isPending}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
          >
            {save.isPending ? t.saving : t.save}
          </button>
        </div>
      </form>
    </div>
  );
}

function ColorField(props: {
  id: string;
  label: string;
  value: string;
  fallback: string;
  invalid: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${props.label} (палитра)`}
          value={props.invalid ? props.fallback : props.value.toLowerCase()}
          onChange={(e) => props.onChange(e.target.value.toUpperCase())}
          className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={props.id}
          className={`${inputClass(props.invalid)} font-mono uppercase`}
          value={props.value}
          maxLength={7}
          onChange={(e) => props.onChange(e.target.value.trim())}
          aria-invalid={props.invalid || undefined}
        />
      </div>
    </div>
  );
}

function FileSlot({
  slot,
  label,
  hint,
  accept,
  kit,
}: {
  slot: BrandKitSlot;
  label: string;
  hint: string;
  accept: string;
  kit: BrandKit;
}) {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const onSuccess = (data: BrandKit) => {
    setError('');
    qc.setQueryData(BRAND_KIT_KEY, data);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadBrandKitFile(slot, file),
    onSuccess,
    onError: (err) => setError(fileErrorMessage(err)),
  });
  const remove = useMutation({
    mutationFn: () => removeBrandKitFile(slot),
    onSuccess,
    onError: (err) => setError(fileErrorMessage(err)),
  });
  const file = kit.files[slot];
  const isLogo = slot === 'primary_logo' || slot === 'secondary_logo';
  const inputId = `brand-kit-${slot}`;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 p-4" data-slot={slot}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-800">{label}</span>
        <span className="text-xs text-slate-500">{hint}</span>
      </div>
      <div className="flex h-20 items-center justify-center rounded-lg bg-slate-50">
        {file && isLogo ? (
          <img src={file.url} alt={label} className="max-h-16 max-w-full object-contain" />
        ) : file ? (
          <span className="flex items-center gap-2 text-sm text-slate-700">
            <FileType size={18} aria-hidden /> {t.fontUploaded(file.format)}
          </span>
        ) : (
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <ImageIcon size={18} aria-hidden /> {t.noFile}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          <Upload size={16} aria-hidden /> {upload.isPending ? t.uploading : file ? t.replace : t.upload}
        </button>
        {file && (
          <button
            type="button"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
            <Trash2 size={16} aria-hidden /> {t.remove}
          </button>
        )}
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={label}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) upload.mutate(f);
        }}
      />
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
