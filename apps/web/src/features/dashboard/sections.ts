/** The dashboard's sections; the URL is the source of truth (?section=…, #support). */
export const SECTIONS = ['dashboard', 'inspiration', 'media', 'settings', 'billing', 'support'] as const;
export type Section = (typeof SECTIONS)[number];

export function sectionFromLocation(search: string, hash: string): Section {
  if (hash === '#support') return 'support';
  const s = new URLSearchParams(search).get('section');
  return (SECTIONS as readonly string[]).includes(s ?? '') ? (s as Section) : 'dashboard';
}

export function sectionHref(section: Section): string {
  if (section === 'dashboard') return '/dashboard';
  if (section === 'support') return '/dashboard#support';
  return `/dashboard?section=${section}`;
}
