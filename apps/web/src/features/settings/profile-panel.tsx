import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner, Field } from '../../components/form.tsx';
import { inputClass } from '../../components/password-input.tsx';
import { m } from '../../messages/index.ts';
import { PROFILE_KEY, type Profile } from '../dashboard/use-profile.ts';
import {
  fileErrorMessage,
  getProfileSettings,
  removeAvatar,
  saveFullName,
  SETTINGS_PROFILE_KEY,
  uploadAvatar,
} from './api.ts';
import { SocialProfilesCard } from '../publishing/social-profiles-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DangerZone } from './danger-zone.tsx';
import { cardClass } from './settings-section.tsx';

const t = m.settings.profile;

export function ProfilePanel({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-6">
      <section className={cardClass} aria-labelledby="profile-title">
        <h2 id="profile-title" className="text-lg font-semibold text-slate-900">
          {t.title}
        </h2>
        <Avatar profile={profile} />
        <NameForm profile={profile} />
      </section>
      <SocialProfilesCard />
      <ChangePasswordForm />
      <DangerZone />
    </div>
  );
}

function Avatar({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: SETTINGS_PROFILE_KEY, queryFn: getProfileSettings });
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      setError('');
      void qc.invalidateQueries({ queryKey: PROFILE_KEY });
      return qc.invalidateQueries({ queryKey: SETTINGS_PROFILE_KEY });
    },
    onError: (err) => setError(fileErrorMessage(err)),
  });
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: SETTINGS_PROFILE_KEY }),
        qc.invalidateQueries({ queryKey: PROFILE_KEY }),
      ]),
  });
  const url = settings.data?.avatar_url;
  const initial = profile.full_name.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className="mt-5 flex flex-wrap items-center gap-5">
      {url ? (
        <img src={url} alt={t.photo} className="h-20 w-20 rounded-full object-cover ring-2 ring-slate-100" />
      ) : (
        <span
          className="flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 text-3xl font-semibold text-white"
          aria-label={t.photo}
        >
          {initial}
        </span>
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            <Camera size={16} aria-hidden /> {upload.isPending ? t.photoUploading : t.uploadPhoto}
          </button>
          {url && (
            <button
              type="button"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
              className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
            >
              <Trash2 size={16} aria-hidden /> {t.removePhoto}
            </button>
          )}
        </div>
        <p className="text-xs text-slate-500">{t.photoHint}</p>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-label={t.uploadPhoto}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

function NameForm({ profile }: { profile: Profile }) {
  const qc = useQueryClient();
  const [name, setName] = useState(profile.full_name);
  const [state, setState] = useState<{ kind: 'idle' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const save = useMutation({
    mutationFn: saveFullName,
    onSuccess: async () => {
      setState({ kind: 'saved' });
      // The dashboard header reads /api/me.
      await qc.invalidateQueries({ queryKey: PROFILE_KEY });
    },
    onError: () => setState({ kind: 'error', message: m.common.genericError }),
  });
  useEffect(() => setName(profile.full_name), [profile.full_name]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setState({ kind: 'error', message: t.fullNameRequired });
    save.mutate(name.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:max-w-lg">
      {state.kind === 'error' && <Banner kind="error">{state.message}</Banner>}
      {state.kind === 'saved' && <Banner kind="success">{t.saved}</Banner>}
      <Field id="full-name" label={t.fullName}>
        <input
          id="full-name"
          className={inputClass()}
          value={name}
          autoComplete="name"
          maxLength={100}
          onChange={(e) => {
            setName(e.target.value);
            setState({ kind: 'idle' });
          }}
        />
      </Field>
      <Field id="profile-email" label={t.email}>
        <input
          id="profile-email"
          className={`${inputClass()} cursor-not-allowed bg-slate-50 text-slate-500`}
          value={profile.email}
          readOnly
          aria-describedby="profile-email-hint"
        />
        <p id="profile-email-hint" className="mt-1 text-xs text-slate-500">
          {t.emailReadOnly}
        </p>
      </Field>
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
  );
}
