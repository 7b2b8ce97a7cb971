import {
  DEFAULT_AD_SOUND,
  type AdSound,
  type AdSpec,
  type ConfirmField,
  type CreateDraft,
  type DetailField,
} from '@reklamo/contract';
import { noConfirmations } from './rules.ts';
import type { SceneTake } from './scene-recorder.tsx';
import type { Step } from './step-history.ts';

/**
 * The create flow's state: the draft the server keeps (so whatever the draft can hold, the flow holds,
 * under the same names) and beside it what only this screen needs. The step is not here: it lives in
 * the URL, so browser Back/Forward and a reload move it, and it joins the draft when the draft is saved.
 */
export type DraftFields = Omit<CreateDraft, 'step'>;

/** Own voice: read scene by scene with the teleprompter, or one uploaded file. */
export type OwnMode = 'record' | 'upload';

export type CreateUi = {
  /** Set once the kept draft has been read (or there was none to read): nothing is saved before. */
  restored: boolean;
  /** A request to the brain is under way (step 1's prompt or step 2's details). */
  busy: boolean;
  businessError?: string;
  promptError?: string;
  /** Step 2 asks once per written prompt to replace the "[…]" placeholders. */
  askedPlaceholders: boolean;
  /** The contact for the video; the profile's, not kept in the draft. */
  name: string;
  email: string;
  ownMode: OwnMode;
  /** Takes recorded in this visit, by scene id (the recorder's files are not kept in the draft). */
  takes: Record<string, SceneTake>;
  /** This flow has already started a video: the plan's limit is news only when they try another. */
  startedHere: boolean;
};

export type CreateState = { draft: DraftFields; ui: CreateUi };

/** Format and style, chosen the same way in the create flow and the editor. */
export type LookAction =
  { type: 'aspectChosen'; aspectRatio: AdSpec['aspectRatio'] } | { type: 'styleChosen'; style: AdSpec['style'] };
/** A change of the ad's sound, as the create flow and the editor make it (the fields given replace the sound's). */
export type SoundAction = { type: 'soundChanged'; patch: Partial<AdSound> };
export const withSound = (sound: AdSound, patch: Partial<AdSound>): AdSound => ({ ...sound, ...patch });

export type CreateAction =
  | { type: 'restored'; draft: DraftFields | null }
  | { type: 'busy'; busy: boolean }
  | { type: 'businessTypeChanged'; businessType: string }
  | { type: 'businessError'; error: string | undefined }
  | { type: 'promptWritten'; prompt: string; businessType: string }
  | { type: 'promptChanged'; prompt: string }
  | { type: 'promptError'; error: string | undefined }
  | { type: 'placeholdersAsked'; error: string }
  | { type: 'factsExtracted'; facts: NonNullable<DraftFields['facts']>; prompt: string }
  | { type: 'factChanged'; field: DetailField; value: string }
  | { type: 'confirmToggled'; field: ConfirmField }
  | LookAction
  | SoundAction
  | { type: 'ownModeChosen'; mode: OwnMode }
  | { type: 'takeRecorded'; sceneId: string; take: SceneTake }
  | { type: 'variantChosen'; chosen: number }
  | { type: 'mediaChosen'; media: DraftFields['media'] }
  | { type: 'contactChanged'; field: 'name' | 'email'; value: string }
  | { type: 'generationStarted' }
  | { type: 'startedOver' };

/** An empty draft; an idea from the home page fills in its business type and description. */
export function emptyDraft(idea?: { businessType: string; prompt: string }): DraftFields {
  return {
    businessType: idea?.businessType ?? '',
    prompt: idea?.prompt ?? '',
    promptFor: idea?.businessType ?? null,
    facts: null,
    factsFor: null,
    confirmed: noConfirmations(),
    aspectRatio: '16:9',
    style: 'bold',
    sound: { ...DEFAULT_AD_SOUND },
    chosen: 0,
    media: 'all',
  };
}

/** `restored` false: a kept draft is still to be read before anything is shown or saved. */
export function initialCreateState(p: {
  idea?: { businessType: string; prompt: string };
  name: string;
  email: string;
  restored: boolean;
}): CreateState {
  return {
    draft: emptyDraft(p.idea),
    ui: {
      restored: p.restored,
      busy: false,
      askedPlaceholders: false,
      name: p.name,
      email: p.email,
      ownMode: 'record',
      takes: {},
      startedHere: false,
    },
  };
}

export function createReducer(state: CreateState, action: CreateAction): CreateState {
  const { draft, ui } = state;
  const withDraft = (patch: Partial<DraftFields>): CreateState => ({ ...state, draft: { ...draft, ...patch } });
  const withUi = (patch: Partial<CreateUi>): CreateState => ({ ...state, ui: { ...ui, ...patch } });
  switch (action.type) {
    case 'restored':
      return { draft: action.draft ?? draft, ui: { ...ui, restored: true } };
    case 'busy':
      return withUi({ busy: action.busy });
    case 'businessTypeChanged':
      return { draft: { ...draft, businessType: action.businessType }, ui: { ...ui, businessError: undefined } };
    case 'businessError':
      return withUi({ businessError: action.error });
    case 'promptWritten':
      return {
        draft: { ...draft, prompt: action.prompt, promptFor: action.businessType.trim() },
        ui: { ...ui, promptError: undefined, askedPlaceholders: false },
      };
    case 'promptChanged':
      return { draft: { ...draft, prompt: action.prompt }, ui: { ...ui, promptError: undefined } };
    case 'promptError':
      return withUi({ promptError: action.error });
    case 'placeholdersAsked':
      return withUi({ askedPlaceholders: true, promptError: action.error });
    case 'factsExtracted':
      // New facts are unconfirmed, and the previews write new variants: the first is chosen again.
      return withDraft({ facts: action.facts, factsFor: action.prompt, confirmed: noConfirmations(), chosen: 0 });
    case 'factChanged':
      return draft.facts ? withDraft({ facts: { ...draft.facts, [action.field]: action.value } }) : state;
    case 'confirmToggled':
      return withDraft({ confirmed: { ...draft.confirmed, [action.field]: !draft.confirmed[action.field] } });
    case 'aspectChosen':
      return withDraft({ aspectRatio: action.aspectRatio });
    case 'styleChosen':
      return withDraft({ style: action.style });
    case 'soundChanged':
      return withDraft({ sound: withSound(draft.sound, action.patch) });
    case 'ownModeChosen':
      return withUi({ ownMode: action.mode });
    case 'takeRecorded':
      return withUi({ takes: { ...ui.takes, [action.sceneId]: action.take } });
    case 'variantChosen':
      return withDraft({ chosen: action.chosen });
    case 'mediaChosen':
      return withDraft({ media: action.media });
    case 'contactChanged':
      return withUi({ [action.field]: action.value });
    case 'generationStarted':
      return withUi({ startedHere: true });
    case 'startedOver':
      // Start over clears what the ad says; the format, style and sound stay as chosen.
      return {
        draft: {
          ...draft,
          businessType: '',
          prompt: '',
          promptFor: null,
          facts: null,
          factsFor: null,
          confirmed: noConfirmations(),
          chosen: 0,
          media: 'all',
        },
        ui: { ...ui, businessError: undefined, promptError: undefined },
      };
    default:
      return unreachable(action);
  }
}

function unreachable(action: never): never {
  throw new Error(`Unknown create-flow action: ${JSON.stringify(action)}`);
}

/** What to keep on the server at `step`: null while there is nothing worth keeping (or the kept one is unread). */
export function draftToSave(state: CreateState, step: Step): CreateDraft | null {
  if (!state.ui.restored || !(state.draft.businessType.trim() || state.draft.prompt.trim())) return null;
  return { step, ...state.draft };
}

/** A kept draft as the flow's state (its step goes to the URL). */
export function draftFields(d: CreateDraft): DraftFields {
  const { step: _step, ...fields } = d;
  return fields;
}

/** The flow on step 3: the facts have been drawn from the description. */
export type FactsState = CreateState & { draft: DraftFields & { facts: NonNullable<DraftFields['facts']> } };
export const hasFacts = (state: CreateState): state is FactsState => state.draft.facts !== null;
