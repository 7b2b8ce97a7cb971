import { m } from '../messages.ts';

/** The logo and word mark, light or dark; decorative inside a labelled link. */
export function BrandMark({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span
      className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-950' : 'text-white'}`}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      {m.common.brand}
    </span>
  );
}
