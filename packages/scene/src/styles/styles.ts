import type { StyleId } from '@reklamo/contract';

/** A font file the node side registers under `RK <key>`; keys map to npm TTFs in node/fonts.ts. */
export type FontKey =
  | 'montserrat-900'
  | 'montserrat-500'
  | 'montserrat-300'
  | 'inter-700'
  | 'inter-400'
  | 'nunito-900'
  | 'nunito-600'
  | 'unbounded-800'
  | 'manrope-500'
  | 'playfair-800'
  | 'playfair-700-italic'
  | 'cormorant-600'
  | 'cormorant-500-italic';

export type BackgroundKind = 'stripes' | 'orbs' | 'blobs' | 'grid' | 'paper' | 'silk';
export type TransitionKind = 'wipe' | 'slide' | 'iris' | 'flash' | 'fade';

export type StyleDef = {
  id: StyleId;
  heading: {
    font: FontKey;
    weight: number;
    italic?: boolean;
    uppercase: boolean;
    tracking: number;
    lineHeight: number;
  };
  body: { font: FontKey; weight: number; tracking: number };
  /** Display font for the offer/hero line; often the heading's italic cut. */
  hero: { font: FontKey; weight: number; italic?: boolean; uppercase: boolean };
  palette: {
    bg: [string, string];
    /** Colour of the drifting shapes and how strongly they show over the background. */
    shape: string;
    shapeAlpha: number;
    accent: string;
    accent2: string;
    light: string;
    dark: string;
  };
  /** Whether brand colours tint the background itself or only accents and panels. */
  brandTintsBackground: boolean;
  background: BackgroundKind;
  transition: TransitionKind;
  align: 'left' | 'center';
  /** Seconds for a word/line to settle; slower reads as calmer, more premium. */
  motion: { enter: number; stagger: number; per: 'word' | 'line' };
  music: { bpm: number; root: number; mood: 'major' | 'minor'; beat: number };
};

export const STYLES: Record<StyleId, StyleDef> = {
  bold: {
    id: 'bold',
    heading: { font: 'montserrat-900', weight: 900, uppercase: true, tracking: -0.01, lineHeight: 1.02 },
    body: { font: 'montserrat-500', weight: 500, tracking: 0 },
    hero: { font: 'montserrat-900', weight: 900, uppercase: true },
    palette: {
      bg: ['#2B0F8C', '#120640'],
      shape: '#5B2BFF',
      shapeAlpha: 0.45,
      accent: '#FFD400',
      accent2: '#FF3D6E',
      light: '#FFFFFF',
      dark: '#120640',
    },
    brandTintsBackground: true,
    background: 'stripes',
    transition: 'wipe',
    align: 'left',
    motion: { enter: 0.45, stagger: 0.07, per: 'word' },
    music: { bpm: 118, root: 45, mood: 'minor', beat: 1 },
  },
  clean: {
    id: 'clean',
    heading: { font: 'inter-700', weight: 700, uppercase: false, tracking: -0.02, lineHeight: 1.08 },
    body: { font: 'inter-400', weight: 400, tracking: 0 },
    hero: { font: 'inter-700', weight: 700, uppercase: false },
    palette: {
      bg: ['#F7F9FC', '#E8EEF7'],
      shape: '#2F6BFF',
      shapeAlpha: 0.07,
      accent: '#1F5EFF',
      accent2: '#00B3A4',
      light: '#FFFFFF',
      dark: '#0E1726',
    },
    brandTintsBackground: false,
    background: 'orbs',
    transition: 'slide',
    align: 'center',
    motion: { enter: 0.6, stagger: 0.1, per: 'line' },
    music: { bpm: 100, root: 48, mood: 'major', beat: 0.6 },
  },
  warm: {
    id: 'warm',
    heading: { font: 'nunito-900', weight: 900, uppercase: false, tracking: -0.01, lineHeight: 1.08 },
    body: { font: 'nunito-600', weight: 600, tracking: 0 },
    hero: { font: 'nunito-900', weight: 900, uppercase: false },
    palette: {
      bg: ['#FFF4E6', '#FCE3CC'],
      shape: '#F08A4B',
      shapeAlpha: 0.22,
      accent: '#C4452D',
      accent2: '#F2A541',
      light: '#FFF8F0',
      dark: '#3B1F14',
    },
    brandTintsBackground: false,
    background: 'blobs',
    transition: 'iris',
    align: 'center',
    motion: { enter: 0.55, stagger: 0.08, per: 'word' },
    music: { bpm: 92, root: 50, mood: 'major', beat: 0.7 },
  },
  neon: {
    id: 'neon',
    heading: { font: 'unbounded-800', weight: 800, uppercase: true, tracking: 0, lineHeight: 1.1 },
    body: { font: 'manrope-500', weight: 500, tracking: 0.01 },
    hero: { font: 'unbounded-800', weight: 800, uppercase: true },
    palette: {
      bg: ['#090418', '#160A33'],
      shape: '#00E5FF',
      shapeAlpha: 0.22,
      accent: '#FF2BD6',
      accent2: '#00E5FF',
      light: '#F4F1FF',
      dark: '#090418',
    },
    brandTintsBackground: false,
    background: 'grid',
    transition: 'flash',
    align: 'center',
    motion: { enter: 0.4, stagger: 0.06, per: 'word' },
    music: { bpm: 124, root: 41, mood: 'minor', beat: 1 },
  },
  editorial: {
    id: 'editorial',
    heading: { font: 'playfair-800', weight: 800, uppercase: false, tracking: -0.015, lineHeight: 1.05 },
    body: { font: 'inter-400', weight: 400, tracking: 0.005 },
    hero: { font: 'playfair-700-italic', weight: 700, italic: true, uppercase: false },
    palette: {
      bg: ['#F3EEE4', '#EAE2D3'],
      shape: '#1A1A1A',
      shapeAlpha: 0.06,
      accent: '#D7261E',
      accent2: '#1A1A1A',
      light: '#FBF8F2',
      dark: '#141414',
    },
    brandTintsBackground: false,
    background: 'paper',
    transition: 'slide',
    align: 'left',
    motion: { enter: 0.7, stagger: 0.12, per: 'line' },
    music: { bpm: 96, root: 47, mood: 'minor', beat: 0.5 },
  },
  luxe: {
    id: 'luxe',
    heading: { font: 'cormorant-600', weight: 600, uppercase: false, tracking: 0.01, lineHeight: 1.05 },
    body: { font: 'montserrat-300', weight: 300, tracking: 0.18 },
    hero: { font: 'cormorant-500-italic', weight: 500, italic: true, uppercase: false },
    palette: {
      bg: ['#121214', '#1C1A17'],
      shape: '#C9A45C',
      shapeAlpha: 0.1,
      accent: '#C9A45C',
      accent2: '#E8D3A2',
      light: '#F5EBD7',
      dark: '#121214',
    },
    brandTintsBackground: false,
    background: 'silk',
    transition: 'fade',
    align: 'center',
    motion: { enter: 0.9, stagger: 0.14, per: 'line' },
    music: { bpm: 76, root: 43, mood: 'minor', beat: 0.35 },
  },
};

export const fontFamily = (key: FontKey) => `RK ${key}`;
