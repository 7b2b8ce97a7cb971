import type { PictureCredit } from '@reklamo/contract';
import { m } from '../../messages/index.ts';

const SOURCE_NAME: Record<PictureCredit['source'], { name: string; url: string }> = {
  pexels: { name: 'Pexels', url: 'https://www.pexels.com' },
};

/** The stock photographers, linked as Pexels asks: "Снимки: Име Фамилия, … / Pexels". */
export function PictureCredits({
  credits,
  className = 'mt-3 text-sm',
}: {
  credits: PictureCredit[];
  className?: string;
}) {
  const source = SOURCE_NAME[credits[0]!.source];
  return (
    <p className={`${className} text-slate-500`} data-testid="picture-credits">
      {m.library.credits}{' '}
      {credits.map((c, i) => (
        <span key={`${c.name}|${c.url}`}>
          {i > 0 && ', '}
          <a href={c.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-slate-700">
            {c.name}
          </a>
        </span>
      ))}{' '}
      /{' '}
      <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-slate-700">
        {source.name}
      </a>
    </p>
  );
}
