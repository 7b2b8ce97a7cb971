import { useEffect, useState } from 'react';

/** SPEC.md section 9: anchors land 80 px below the top, clear of the fixed navigation. */
export const SCROLL_OFFSET = 80;

/** The sections the navigation and footer point at, in page order, with their message keys. */
export const NAV_SECTIONS = [
  { id: 'examples', key: 'problem' },
  { id: 'how-it-works', key: 'solution' },
  { id: 'showcase', key: 'demo' },
  { id: 'reviews', key: 'reviews' },
  { id: 'pricing', key: 'pricing' },
] as const;
export type NavSectionId = (typeof NAV_SECTIONS)[number]['id'];

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long after a jump the page keeps the section in place while content above settles. */
const SETTLE_MS = 2500;
let stopSettling: (() => void) | null = null;

/** Scrolls so the section starts SCROLL_OFFSET below the top; false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  stopSettling?.();
  const target = () =>
    Math.max(
      0,
      Math.min(
        el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET,
        document.documentElement.scrollHeight - window.innerHeight,
      ),
    );
  const smooth = !prefersReducedMotion();
  /** Where we sent the page; far from it and from the section means someone else scrolled it. */
  let rest = target();
  window.scrollTo({ top: rest, behavior: smooth ? 'smooth' : 'instant' });

  // Content above changes height while the page glides and just after (the showcase swaps its
  // poster for the video, lazy parts and fonts arrive): the glide ends where the section *was*.
  // When the glide ends, and whenever the layout moves in the next moments, land exactly on the
  // section. 'instant', not 'auto': with the stylesheet's smooth scrolling 'auto' would glide
  // again, and newer Chromium (150+) lets that second glide end short of the target.
  let gliding = smooth;
  const land = () => {
    if (
      Math.abs(window.scrollY - rest) > window.innerHeight / 3 &&
      Math.abs(target() - window.scrollY) > window.innerHeight / 3
    )
      return stop();
    if (Math.abs(target() - window.scrollY) > 1) window.scrollTo({ top: target(), behavior: 'instant' });
    rest = target();
  };
  const onGlideEnd = () => {
    gliding = false;
    land();
  };
  const onLayout = () => {
    if (!gliding) land();
  };
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onLayout);
  resize?.observe(document.body);
  if (smooth) window.addEventListener('scrollend', onGlideEnd);
  // A person who scrolls on their own takes over at once.
  const userScroll = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  function stop() {
    clearTimeout(timer);
    resize?.disconnect();
    window.removeEventListener('scrollend', onGlideEnd);
    for (const ev of userScroll) window.removeEventListener(ev, stop, true);
    if (stopSettling === stop) stopSettling = null;
  }
  const timer = setTimeout(() => {
    if (gliding) land();
    stop();
  }, SETTLE_MS);
  for (const ev of userScroll) window.addEventListener(ev, stop, { capture: true, passive: true });
  stopSettling = stop;

  // Keyboard and screen-reader users continue reading from the section they chose.
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}

/**
 * Whether the page has scrolled at all, and which navigation section sits at the top of the
 * viewport (the last one whose top has passed the navigation bar), or null above the first.
 */
export function useScrollState(ids: readonly string[]) {
  const [state, setState] = useState<{ scrolled: boolean; active: string | null }>({ scrolled: false, active: null });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      let active: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= SCROLL_OFFSET + 8) active = id;
      }
      const scrolled = window.scrollY > 8;
      setState((s) => (s.active === active && s.scrolled === scrolled ? s : { scrolled, active }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return state;
}

/** True once the element comes within `margin` of the viewport (then stays true). */
export function useNearViewport(ref: React.RefObject<Element | null>, margin: string) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, near]);
  return near;
}
