import type { Storyboard, StoryboardScene } from '@reklamo/contract';
import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  editToSave,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from './editor-reducer.ts';

const scene = (id: string, headline: string, voice = `${headline}.`): StoryboardScene => ({
  id,
  kind: 'service',
  voice,
  onScreen: { headline },
  visual: { kind: 'illustration', keywords: [] },
  durationSec: 3,
});

const storyboard = {
  scenes: [scene('s1', 'Пекарна Зора'), scene('s2', 'Баница със сирене'), scene('s3', 'Заповядайте')],
  aspectRatio: '16:9',
  style: 'bold',
} as unknown as Storyboard;

const opened = (): EditorState =>
  editorReducer(initialEditorState, {
    type: 'loaded',
    storyboard,
    sound: { voice: 'male', pace: 'normal', captions: true },
  });
const headlines = (s: EditorState) => s.sb?.scenes.map((x) => x.onScreen.headline);

/** One example of every action and what it must do; keyed by type, so a dropped action fails. */
const examples: {
  [K in EditorAction['type']]: { action: Extract<EditorAction, { type: K }>; expect: (after: EditorState) => void };
} = {
  loaded: {
    action: { type: 'loaded', storyboard: { ...storyboard, style: 'neon' }, sound: undefined },
    expect: (s) => {
      expect(s.sb?.style).toBe('neon');
      expect(s.original).toBe(s.sb);
      // A video from before voice choices spoke with the defaults.
      expect(s.sound).toEqual({ voice: 'female', pace: 'normal', captions: true });
      expect(s.edited).toBe(false);
    },
  },
  sceneChanged: {
    action: { type: 'sceneChanged', index: 1, patch: { voice: 'Топла баница всяка сутрин.' } },
    expect: (s) => {
      expect(s.sb?.scenes[1]?.voice).toBe('Топла баница всяка сутрин.');
      expect(s.sb?.scenes[1]?.onScreen.headline).toBe('Баница със сирене');
    },
  },
  sceneMoved: {
    action: { type: 'sceneMoved', index: 0, by: 1 },
    expect: (s) => expect(headlines(s)).toEqual(['Баница със сирене', 'Пекарна Зора', 'Заповядайте']),
  },
  sceneRemoved: {
    action: { type: 'sceneRemoved', index: 1 },
    expect: (s) => expect(headlines(s)).toEqual(['Пекарна Зора', 'Заповядайте']),
  },
  sceneAdded: {
    action: { type: 'sceneAdded', scene: scene('e1', 'Нова сцена', '') },
    // The call to action stays the last scene.
    expect: (s) => expect(headlines(s)).toEqual(['Пекарна Зора', 'Баница със сирене', 'Нова сцена', 'Заповядайте']),
  },
  aspectChosen: {
    action: { type: 'aspectChosen', aspectRatio: '9:16' },
    expect: (s) => expect(s.sb?.aspectRatio).toBe('9:16'),
  },
  styleChosen: { action: { type: 'styleChosen', style: 'luxe' }, expect: (s) => expect(s.sb?.style).toBe('luxe') },
  soundChanged: {
    action: { type: 'soundChanged', patch: { musicMood: 'calm', captions: false } },
    expect: (s) => expect(s.sound).toEqual({ voice: 'male', pace: 'normal', captions: false, musicMood: 'calm' }),
  },
  notice: {
    action: { type: 'notice', notice: { kind: 'ok', text: 'Запазено' } },
    expect: (s) => expect(s.notice).toEqual({ kind: 'ok', text: 'Запазено' }),
  },
};

describe('the editor reducer', () => {
  for (const [type, ex] of Object.entries(examples)) {
    it(`${type} does what the editor relies on`, () => {
      const before = opened();
      const after = editorReducer(before, ex.action as EditorAction);
      expect(after).not.toEqual(before);
      (ex.expect as (a: EditorState) => void)(after);
      expect(before).toEqual(opened());
    });
  }

  it('an unknown action is a bug, not a silent no-op', () => {
    expect(() => editorReducer(opened(), { type: 'nonsense' } as unknown as EditorAction)).toThrow(/nonsense/);
  });

  it('nothing is autosaved until something is edited; then the script goes with its sound', () => {
    expect(editToSave(initialEditorState)).toBeNull();
    expect(editToSave(opened())).toBeNull();
    const s = editorReducer(opened(), { type: 'styleChosen', style: 'warm' });
    expect(editToSave(s)).toEqual({
      ...storyboard,
      style: 'warm',
      sound: { voice: 'male', pace: 'normal', captions: true },
    });
  });

  it('an edit of the script or the sound clears the last note; format and style keep it', () => {
    const noted = editorReducer(opened(), { type: 'notice', notice: { kind: 'error', text: 'Грешка' } });
    expect(editorReducer(noted, { type: 'sceneChanged', index: 0, patch: { voice: '' } }).notice).toBeUndefined();
    expect(editorReducer(noted, { type: 'soundChanged', patch: { voice: 'none' } }).notice).toBeUndefined();
    expect(editorReducer(noted, { type: 'aspectChosen', aspectRatio: '1:1' }).notice).toEqual({
      kind: 'error',
      text: 'Грешка',
    });
  });

  it('the first and last scenes cannot move out of the script', () => {
    const s = opened();
    expect(editorReducer(s, { type: 'sceneMoved', index: 0, by: -1 })).toBe(s);
    expect(editorReducer(s, { type: 'sceneMoved', index: 2, by: 1 })).toBe(s);
  });
});
