import {
  DEFAULT_AD_SOUND,
  type AdSound,
  type Storyboard,
  type StoryboardEdit,
  type StoryboardScene,
} from '@reklamo/contract';
import { withSound, type LookAction, type SoundAction } from '../create/draft-reducer.ts';

export type Notice = { kind: 'ok' | 'error'; text: string };

/**
 * The editor's state: the part of the ad it edits (the script with its format and style, and the
 * sound), the script as it was opened (a scene's "automatic" picture goes back to it), whether
 * anything was edited since, and the note shown under the buttons.
 */
export type EditorState = {
  sb: Storyboard | null;
  original: Storyboard | null;
  sound: AdSound;
  edited: boolean;
  notice?: Notice;
};

export type EditorAction =
  | { type: 'loaded'; storyboard: Storyboard; sound: AdSound | undefined }
  | { type: 'sceneChanged'; index: number; patch: Partial<StoryboardScene> }
  | { type: 'sceneMoved'; index: number; by: -1 | 1 }
  | { type: 'sceneRemoved'; index: number }
  /** A new scene goes before the last one (the call to action stays last). */
  | { type: 'sceneAdded'; scene: StoryboardScene }
  | LookAction
  | SoundAction
  | { type: 'notice'; notice: Notice | undefined };

export const initialEditorState: EditorState = { sb: null, original: null, sound: DEFAULT_AD_SOUND, edited: false };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'loaded')
    return {
      sb: action.storyboard,
      original: action.storyboard,
      sound: action.sound ?? DEFAULT_AD_SOUND,
      edited: false,
      notice: state.notice,
    };
  if (action.type === 'notice') return { ...state, notice: action.notice };
  const { sb } = state;
  if (!sb) return state;
  // An edit of the script or the sound clears the last note (it was about the ad before the edit).
  const withScenes = (scenes: StoryboardScene[]): EditorState => ({
    ...state,
    sb: { ...sb, scenes },
    edited: true,
    notice: undefined,
  });
  switch (action.type) {
    case 'sceneChanged':
      return withScenes(sb.scenes.map((s, i) => (i === action.index ? { ...s, ...action.patch } : s)));
    case 'sceneMoved': {
      const to = action.index + action.by;
      if (to < 0 || to >= sb.scenes.length) return state;
      const next = [...sb.scenes];
      const [s] = next.splice(action.index, 1);
      next.splice(to, 0, s!);
      return withScenes(next);
    }
    case 'sceneRemoved':
      return withScenes(sb.scenes.filter((_, i) => i !== action.index));
    case 'sceneAdded':
      return withScenes([...sb.scenes.slice(0, -1), action.scene, ...sb.scenes.slice(-1)]);
    case 'aspectChosen':
      return { ...state, sb: { ...sb, aspectRatio: action.aspectRatio }, edited: true };
    case 'styleChosen':
      return { ...state, sb: { ...sb, style: action.style }, edited: true };
    case 'soundChanged':
      return { ...state, sound: withSound(state.sound, action.patch), edited: true, notice: undefined };
    default:
      return unreachable(action);
  }
}

function unreachable(action: never): never {
  throw new Error(`Unknown editor action: ${JSON.stringify(action)}`);
}

/** The edit to keep on the server as the video's draft: null until something was edited. */
export const editToSave = (state: EditorState): StoryboardEdit | null =>
  state.sb && state.edited ? { ...state.sb, sound: state.sound } : null;
