import type { BusinessDetails, PronunciationList, Storyboard, VoiceLine, VoicePace } from '@reklamo/contract';
import { Check, Play, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { setPronunciations } from './pronunciation-store.ts';

const t = m.pronunciation;
const VOWEL = /[аъоуеиюяѝ]/i;
/** The mark the voice reads as "stress here", put after the stressed vowel (the server keeps it so). */
const MARK = '\u0301';
const MAX_WORDS = 40;

const errorText = (err: unknown) =>
  err instanceof ApiError ? (t.errors[err.code] ?? t.errors.default!) : t.errors.default!;

/** The word with the mark after its `n`-th vowel (0-based). */
const marked = (word: string, n: number) => {
  let v = -1;
  return [...word].map((ch) => (VOWEL.test(ch) && ++v === n ? ch + MARK : ch)).join('');
};
const vowelsOf = (word: string) => [...word].filter((ch) => VOWEL.test(ch)).length;

/**
 * The words the owner may want to fix, the business name and the town first: every word of two
 * vowels or more (one vowel has nothing to stress), each once.
 */
export function fixableWords(
  details: Pick<BusinessDetails, 'BusinessName' | 'BusinessLocation'>,
  script?: Pick<Storyboard, 'scenes'>,
): string[] {
  const texts = [details.BusinessName, details.BusinessLocation, ...(script?.scenes.map((s) => s.voice) ?? [])];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of texts.join(' ').match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) {
    const key = w.toLowerCase();
    if (seen.has(key) || vowelsOf(w) < 2) continue;
    seen.add(key);
    out.push(w);
  }
  return out.slice(0, MAX_WORDS);
}

async function play(
  text: string,
  gender: 'female' | 'male',
  pace: VoicePace,
  audio: { current: HTMLAudioElement | null },
) {
  const line = await api<VoiceLine>(`/api/voice/line?${new URLSearchParams({ text, voice: gender, pace })}`);
  const bin = atob(line.wav);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  audio.current?.pause();
  const el = new Audio(URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' })));
  audio.current = el;
  await el.play().catch(() => {});
}

type Props = { words: string[]; gender: 'female' | 'male'; pace: VoicePace };

/**
 * Step 3 and the editor: the owner picks a word the voice says wrong, taps the vowel that carries
 * the stress (or types the word as it sounds), hears it at once in the preview voice and keeps the
 * fix with the account for every later ad. The captions keep the word as written.
 */
export function PronunciationFixer(p: Props) {
  const id = useId();
  const [items, setItems] = useState<PronunciationList['items']>([]);
  const [word, setWord] = useState<string>();
  const [other, setOther] = useState('');
  const [vowel, setVowel] = useState<number>();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<'listen' | 'save' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string }>();
  const audio = useRef<HTMLAudioElement | null>(null);

  const keep = (list: PronunciationList) => {
    setItems(list.items);
    setPronunciations(list.items);
  };
  useEffect(() => {
    let live = true;
    api<PronunciationList>('/api/pronunciations')
      .then((l) => live && keep(l))
      .catch(() => {});
    return () => {
      live = false;
      audio.current?.pause();
    };
  }, []);

  const spoken = typed.trim() || (word && vowel !== undefined ? marked(word, vowel) : '');
  const fixed = new Map(items.map((i) => [i.word, i.spoken]));

  const choose = (w: string) => {
    setWord(w);
    setVowel(undefined);
    setTyped('');
    setNotice(undefined);
  };
  const listen = async (text: string) => {
    setBusy('listen');
    setNotice(undefined);
    try {
      await play(text, p.gender, p.pace, audio);
    } catch (err) {
      setNotice({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };
  const tap = (n: number) => {
    if (!word) return;
    setVowel(n);
    setTyped('');
    void listen(marked(word, n));
  };
  const save = async () => {
    if (!word || !spoken) return setNotice({ kind: 'error', text: t.nothingChosen });
    setBusy('save');
    try {
      keep(await api<PronunciationList>('/api/pronunciations', { method: 'PUT', json: { word, spoken } }));
      setNotice({ kind: 'ok', text: t.saved(word) });
    } catch (err) {
      setNotice({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };
  const remove = async (w: string) => {
    try {
      keep(await api<PronunciationList>(`/api/pronunciations/${encodeURIComponent(w)}`, { method: 'DELETE' }));
      setNotice({ kind: 'ok', text: t.removed(w) });
    } catch (err) {
      setNotice({ kind: 'error', text: errorText(err) });
    }
  };

  const chip =
    'rounded-full border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="pronunciation"
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.hint}</p>

      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">{t.pick}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {p.words.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={word === w}
              onClick={() => choose(w)}
              className={`${chip} ${word === w ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-800 hover:border-slate-400'}`}
            >
              {w}
              {fixed.has(w.toLowerCase()) && <Check aria-hidden className="ml-1 inline h-3.5 w-3.5 text-emerald-600" />}
            </button>
          ))}
        </div>
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const w = other.trim();
            if (w) choose(w);
          }}
        >
          <label className="flex flex-col text-sm text-slate-700">
            {t.other}
            <input
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-base"
              value={other}
              maxLength={40}
              placeholder={t.otherPlaceholder}
              onChange={(e) => setOther(e.target.value)}
            />
          </label>
          <button type="submit" className={`${chip} border-slate-300 text-slate-800`}>
            {t.choose}
          </button>
        </form>
      </fieldset>

      {word && (
        <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-800">{t.tapVowel}</p>
          <div className="mt-2 flex flex-wrap items-center gap-1" role="group" aria-label={t.tapVowel}>
            {(() => {
              let n = -1;
              const total = vowelsOf(word);
              return [...word].map((ch, i) => {
                if (!VOWEL.test(ch)) {
                  return (
                    <span key={i} aria-hidden className="px-0.5 text-2xl text-slate-700">
                      {ch}
                    </span>
                  );
                }
                const k = ++n;
                return (
                  <button
                    key={i}
                    type="button"
                    aria-pressed={vowel === k && !typed}
                    aria-label={t.vowelLabel(ch, k + 1, total)}
                    onClick={() => tap(k)}
                    className={`min-h-11 min-w-11 rounded-lg border-2 text-2xl font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${vowel === k && !typed ? 'border-brand-600 bg-brand-600 text-white' : 'border-brand-300 bg-white text-brand-800 hover:border-brand-500'}`}
                  >
                    {ch}
                  </button>
                );
              });
            })()}
          </div>
          <label className="mt-4 flex flex-col text-sm text-slate-700">
            {t.typed}
            <input
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-base"
              value={typed}
              maxLength={60}
              placeholder={t.typedPlaceholder}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={!spoken || busy !== null}
              onClick={() => void listen(spoken)}
              className={`${chip} inline-flex items-center gap-1 border-slate-300 text-slate-800 disabled:opacity-50`}
            >
              <Play aria-hidden className="h-4 w-4" />
              {busy === 'listen' ? t.listening : t.listen}
            </button>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void save()}
              className={`${chip} border-brand-600 bg-brand-600 text-white disabled:opacity-50`}
            >
              {busy === 'save' ? t.saving : t.save}
            </button>
          </div>
        </div>
      )}

      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`mt-4 rounded-lg border px-3 py-2 text-sm ${notice.kind === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`}
        >
          {notice.text}
        </p>
      )}

      <h3 className="mt-5 text-sm font-semibold text-slate-800">{t.yours}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t.none}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {items.map((i) => (
            <li key={i.word} className="flex items-center gap-2 text-sm text-slate-800">
              <span className="font-medium">{i.word}</span>
              <span aria-hidden>→</span>
              <span>{i.spoken}</span>
              <button
                type="button"
                aria-label={t.listenTo(i.spoken)}
                onClick={() => void listen(i.spoken)}
                className="ml-auto rounded p-1 text-slate-600 hover:text-slate-900"
              >
                <Play aria-hidden className="h-4 w-4" />
              </button>
              <button
                type="button"
                aria-label={t.remove(i.word)}
                onClick={() => void remove(i.word)}
                className="rounded p-1 text-slate-600 hover:text-red-700"
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
