import { useQuery } from '@tanstack/react-query';
import { Film, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { m } from '../../messages/index.ts';
import { listVideos, VIDEOS_KEY } from '../library/videos-api.ts';

const DEBOUNCE_MS = 250;
const MAX_RESULTS = 6;

/**
 * "Search in projects": filters as the user types (debounced) and lists matching videos with their
 * posters in a dropdown (a combobox: arrows move, Enter opens the match or, with none chosen, the
 * library filtered by the query; Escape closes).
 */
export function TopSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const urlQuery = new URLSearchParams(location.search).get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const [debounced, setDebounced] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const box = useRef<HTMLFormElement>(null);

  useEffect(() => setText(urlQuery), [urlQuery]);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  useEffect(() => setActive(-1), [debounced]);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const results = useQuery({
    queryKey: [...VIDEOS_KEY, 'top-search', debounced],
    queryFn: () => listVideos({ search: debounced, status: '' }),
    enabled: debounced.length > 0,
    staleTime: 10_000,
  });
  // Until the pause after typing, the list would belong to an older query: show none.
  const current = debounced === text.trim();
  const matches = current ? (results.data?.videos ?? []).slice(0, MAX_RESULTS) : [];
  const showList = open && debounced.length > 0 && text.trim().length > 0;

  const openLibrary = (q: string) => {
    setOpen(false);
    navigate(q ? `/dashboard?section=inspiration&q=${encodeURIComponent(q)}` : '/dashboard?section=inspiration');
  };
  const openVideo = (id: string, title: string) => {
    setOpen(false);
    setText(title);
    navigate(`/dashboard?section=inspiration&video=${encodeURIComponent(id)}`);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && matches.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % matches.length);
    } else if (e.key === 'ArrowUp' && matches.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? matches.length - 1 : i - 1));
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <form
      ref={box}
      role="search"
      className="relative min-w-0 max-w-md flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = showList && active >= 0 ? matches[active] : undefined;
        if (chosen) openVideo(chosen.id, chosen.title);
        else openLibrary(text.trim());
      }}
    >
      <Search
        size={16}
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        type="search"
        role="combobox"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={m.dashboard.search}
        aria-label={m.dashboard.search}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 py-2 pl-9 pr-3 text-sm focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      {showList && (
        <div className="absolute left-0 right-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg sm:min-w-80">
          <ul id={listId} role="listbox" aria-label={m.dashboard.searchResults}>
            {matches.map((v, i) => (
              <li
                key={v.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => openVideo(v.id, v.title)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : ''}`}
              >
                {v.thumbnail_url ? (
                  <img src={v.thumbnail_url} alt="" className="h-9 w-16 shrink-0 rounded bg-slate-900 object-cover" />
                ) : (
                  <span
                    className="flex h-9 w-16 shrink-0 items-center justify-center rounded bg-slate-800 text-white/70"
                    aria-hidden
                  >
                    <Film size={16} />
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900" title={v.title}>
                    {v.title}
                  </span>
                  <span className="block text-xs text-slate-600">{m.library.status[v.status]}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-600" role="status">
            {results.isPending || !current
              ? m.common.loading
              : matches.length
                ? m.dashboard.searchHint
                : m.dashboard.searchEmpty}
          </p>
        </div>
      )}
    </form>
  );
}
