import { m } from '../../messages/index.ts';

/** SPEC.md step 1's six presets; the label is also the business type sent to the prompt writer. */
export const BUSINESS_PRESETS = Object.values(m.create.business.presets);

export type IdeaId = keyof typeof m.home.ideas;
export const IDEA_IDS = Object.keys(m.home.ideas) as IdeaId[];
export const isIdea = (v: string | null): v is IdeaId => v !== null && (IDEA_IDS as string[]).includes(v);

/** UI swatches for the style picker (the renderer's background gradient and accent). */
export const STYLE_SWATCH = {
  bold: ['#2B0F8C', '#FFD400'],
  clean: ['#E8EEF7', '#1F5EFF'],
  warm: ['#FCE3CC', '#C4452D'],
  neon: ['#160A33', '#FF2BD6'],
  editorial: ['#EAE2D3', '#D7261E'],
  luxe: ['#1C1A17', '#C9A45C'],
} as const;
