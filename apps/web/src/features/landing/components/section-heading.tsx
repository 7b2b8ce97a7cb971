type Props = { id: string; eyebrow: string; title: string; lead?: string; tone?: 'light' | 'dark' };

/** The centred eyebrow, heading and lead that open a landing section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, lead, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={`text-sm font-semibold uppercase tracking-[0.14em] ${dark ? 'text-fuchsia-300' : 'text-brand-600'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-balance text-3xl font-extrabold tracking-[-0.02em] sm:text-[2.75rem] sm:leading-[1.1] ${dark ? '' : 'text-slate-950'}`}
      >
        {title}
      </h2>
      {lead && <p className={`mt-4 text-pretty text-lg ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{lead}</p>}
    </div>
  );
}
