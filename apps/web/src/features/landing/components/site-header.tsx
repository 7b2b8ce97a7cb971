import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { m } from '../messages.ts';
import { NAV_SECTIONS, scrollToSection, useScrollState } from '../scroll.ts';
import { BrandMark } from './brand-mark.tsx';

const t = m.landing.nav;
const IDS = ['hero', ...NAV_SECTIONS.map((s) => s.id)];

export function SiteHeader() {
  const { scrolled, active } = useScrollState(IDS);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onResize = () => window.innerWidth >= 768 && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open]);

  const go = (id: string) => {
    setOpen(false);
    scrollToSection(id);
  };
  const solid = scrolled || open;

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid ? 'bg-white shadow-[0_1px_0_rgb(15_23_42/0.06),0_8px_24px_-12px_rgb(15_23_42/0.12)]' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 md:h-[72px]">
        <a
          href="#hero"
          onClick={(e) => {
            e.preventDefault();
            go('hero');
          }}
          aria-label={t.home}
          className="-m-1 rounded-lg p-1"
        >
          <BrandMark />
        </a>

        <nav aria-label={t.label} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_SECTIONS.map((s) => (
              <li key={s.id}>
                <NavButton id={s.id} label={t[s.key]} current={active === s.id} onGo={go} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to="/login"
            className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:text-slate-950 sm:inline-block"
          >
            {t.login}
          </Link>
          <Link
            to="/signup"
            data-testid="nav-start"
            className="rounded-lg bg-slate-950 px-3.5 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:px-4"
          >
            {t.start}
          </Link>
          <button
            type="button"
            className="-mr-1 inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls="landing-mobile-menu"
            aria-label={open ? t.closeMenu : t.openMenu}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </div>

      {open && (
        <nav
          id="landing-mobile-menu"
          aria-label={t.label}
          className="border-t border-slate-100 bg-white px-4 pb-5 pt-2 md:hidden"
        >
          <ul className="flex flex-col">
            {NAV_SECTIONS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => go(s.id)}
                  aria-current={active === s.id ? 'location' : undefined}
                  className="w-full rounded-lg px-3 py-3 text-left text-base font-semibold text-slate-800 hover:bg-slate-50 aria-[current]:text-brand-700"
                >
                  {t[s.key]}
                </button>
              </li>
            ))}
            <li>
              <Link
                to="/login"
                className="block rounded-lg px-3 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t.login}
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

function NavButton({
  id,
  label,
  current,
  onGo,
}: {
  id: string;
  label: string;
  current: boolean;
  onGo: (id: string) => void;
}) {
  return (
    <a
      href={`#${id}`}
      data-nav={id}
      aria-current={current ? 'location' : undefined}
      onClick={(e) => {
        e.preventDefault();
        onGo(id);
      }}
      className={`relative rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
        current ? 'text-brand-700' : 'text-slate-600 hover:text-slate-950'
      }`}
    >
      {label}
      <span
        aria-hidden
        className={`absolute inset-x-3 -bottom-0.5 h-0.5 rounded-full bg-brand-600 transition-opacity ${current ? 'opacity-100' : 'opacity-0'}`}
      />
    </a>
  );
}
