import type { BusinessDetails, CreateDraft } from '@reklamo/contract';
import { describe, expect, it } from 'vitest';
import {
  createReducer,
  draftFields,
  draftToSave,
  initialCreateState,
  type CreateAction,
  type CreateState,
} from './draft-reducer.ts';

const facts: BusinessDetails = {
  BusinessName: 'Пекарна Зора',
  BusinessDescription: 'Квартална пекарна в Пловдив',
  Services: 'хляб, баници',
  AdvertizedService: 'баница със сирене',
  Offer: '-20% до петък',
  CTA: 'Заповядайте',
  BusinessLocation: 'Пловдив',
  TargetAudience: 'съседите',
};

const fresh = () => initialCreateState({ name: 'Мария', email: 'maria@example.bg', restored: true });
/** A flow on step 3: a prompt written for a bakery and facts drawn from it. */
const onStep3 = (): CreateState =>
  [
    { type: 'businessTypeChanged', businessType: 'пекарна' },
    { type: 'promptWritten', prompt: 'Пекарна в Пловдив', businessType: ' пекарна ' },
    { type: 'factsExtracted', facts, prompt: 'Пекарна в Пловдив' },
  ].reduce((s, a) => createReducer(s, a as CreateAction), fresh());

const saved: CreateDraft = {
  step: 'detailed-form',
  businessType: 'фризьор',
  prompt: 'Фризьорски салон',
  promptFor: 'фризьор',
  facts,
  factsFor: 'Фризьорски салон',
  confirmed: { BusinessName: true, AdvertizedService: false, Offer: true, BusinessLocation: false },
  aspectRatio: '9:16',
  style: 'luxe',
  sound: {
    voice: 'own',
    pace: 'slower',
    captions: false,
    ownVoiceId: '0b6f2c4e-8f1e-4a57-9c7b-3d2a1e0f9b8c',
    ownVoiceSec: 12,
  },
  chosen: 2,
  media: ['5f1d2c3b-4a59-4e6d-8c7b-9a0f1e2d3c4b'],
};

/**
 * One example of every action and what it must do to the flow on step 3. The table is keyed by the
 * action's type, so a new action has to be added here, and an action the reducer drops fails.
 */
const examples: {
  [K in CreateAction['type']]: {
    action: Extract<CreateAction, { type: K }>;
    expect: (after: CreateState, before: CreateState) => void;
  };
} = {
  restored: {
    action: { type: 'restored', draft: draftFields(saved) },
    expect: (s) => {
      expect({ step: 'detailed-form', ...s.draft }).toEqual(saved);
      expect(s.ui.restored).toBe(true);
    },
  },
  busy: { action: { type: 'busy', busy: true }, expect: (s) => expect(s.ui.busy).toBe(true) },
  businessTypeChanged: {
    action: { type: 'businessTypeChanged', businessType: 'сладкарница' },
    expect: (s) => {
      expect(s.draft.businessType).toBe('сладкарница');
      // The prompt stays, written for the old type: Continue asks for a new one.
      expect(s.draft.promptFor).toBe('пекарна');
    },
  },
  businessError: {
    action: { type: 'businessError', error: 'Въведете вид бизнес' },
    expect: (s) => expect(s.ui.businessError).toBe('Въведете вид бизнес'),
  },
  promptWritten: {
    action: { type: 'promptWritten', prompt: 'Сладкарница в Русе', businessType: 'сладкарница ' },
    expect: (s) => {
      expect(s.draft.prompt).toBe('Сладкарница в Русе');
      expect(s.draft.promptFor).toBe('сладкарница');
      expect(s.ui.askedPlaceholders).toBe(false);
    },
  },
  promptChanged: {
    action: { type: 'promptChanged', prompt: 'Пекарна в Пловдив, до гарата' },
    expect: (s) => {
      expect(s.draft.prompt).toBe('Пекарна в Пловдив, до гарата');
      // The facts are kept, remembered as drawn from the old text: step 2 draws them again.
      expect(s.draft.factsFor).toBe('Пекарна в Пловдив');
    },
  },
  promptError: {
    action: { type: 'promptError', error: 'Опишете бизнеса' },
    expect: (s) => expect(s.ui.promptError).toBe('Опишете бизнеса'),
  },
  placeholdersAsked: {
    action: { type: 'placeholdersAsked', error: 'Заменете [град]' },
    expect: (s) => {
      expect(s.ui.askedPlaceholders).toBe(true);
      expect(s.ui.promptError).toBe('Заменете [град]');
    },
  },
  factsExtracted: {
    action: { type: 'factsExtracted', facts: { ...facts, Offer: '' }, prompt: 'друг текст' },
    expect: (s) => {
      expect(s.draft.facts?.Offer).toBe('');
      expect(s.draft.factsFor).toBe('друг текст');
    },
  },
  factChanged: {
    action: { type: 'factChanged', field: 'Offer', value: '1+1 подарък' },
    expect: (s) => expect(s.draft.facts).toEqual({ ...facts, Offer: '1+1 подарък' }),
  },
  confirmToggled: {
    action: { type: 'confirmToggled', field: 'Offer' },
    expect: (s) =>
      expect(s.draft.confirmed).toEqual({
        BusinessName: false,
        AdvertizedService: false,
        Offer: true,
        BusinessLocation: false,
      }),
  },
  aspectChosen: {
    action: { type: 'aspectChosen', aspectRatio: '1:1' },
    expect: (s) => expect(s.draft.aspectRatio).toBe('1:1'),
  },
  styleChosen: { action: { type: 'styleChosen', style: 'clean' }, expect: (s) => expect(s.draft.style).toBe('clean') },
  soundChanged: {
    action: { type: 'soundChanged', patch: { voice: 'male', pace: 'faster' } },
    expect: (s) => expect(s.draft.sound).toEqual({ voice: 'male', pace: 'faster', captions: true }),
  },
  ownModeChosen: {
    action: { type: 'ownModeChosen', mode: 'upload' },
    expect: (s) => expect(s.ui.ownMode).toBe('upload'),
  },
  takeRecorded: {
    action: {
      type: 'takeRecorded',
      sceneId: 's1',
      take: { id: 't1', durationSec: 2.5, line: 'Топъл хляб всяка сутрин', url: 'blob:t1' },
    },
    expect: (s) =>
      expect(s.ui.takes).toEqual({
        s1: { id: 't1', durationSec: 2.5, line: 'Топъл хляб всяка сутрин', url: 'blob:t1' },
      }),
  },
  variantChosen: { action: { type: 'variantChosen', chosen: 1 }, expect: (s) => expect(s.draft.chosen).toBe(1) },
  mediaChosen: { action: { type: 'mediaChosen', media: 'none' }, expect: (s) => expect(s.draft.media).toBe('none') },
  contactChanged: {
    action: { type: 'contactChanged', field: 'email', value: 'zora@example.bg' },
    expect: (s) => {
      expect(s.ui.email).toBe('zora@example.bg');
      expect(s.ui.name).toBe('Мария');
    },
  },
  generationStarted: { action: { type: 'generationStarted' }, expect: (s) => expect(s.ui.startedHere).toBe(true) },
  startedOver: {
    action: { type: 'startedOver' },
    expect: (s, before) => {
      expect(s.draft).toMatchObject({
        businessType: '',
        prompt: '',
        promptFor: null,
        facts: null,
        factsFor: null,
        chosen: 0,
        media: 'all',
      });
      expect(Object.values(s.draft.confirmed).some(Boolean)).toBe(false);
      // How the ad looks and sounds is kept for the next one.
      expect([s.draft.aspectRatio, s.draft.style, s.draft.sound]).toEqual([
        before.draft.aspectRatio,
        before.draft.style,
        before.draft.sound,
      ]);
    },
  },
};

describe('the create flow reducer', () => {
  for (const [type, ex] of Object.entries(examples)) {
    it(`${type} does what the flow relies on, and nothing outside its part of the state`, () => {
      const before = onStep3();
      const after = createReducer(before, ex.action as CreateAction);
      expect(after).not.toEqual(before);
      (ex.expect as (a: CreateState, b: CreateState) => void)(after, before);
      // The state it started from is untouched (React compares by reference).
      expect(before).toEqual(onStep3());
    });
  }

  it('an unknown action is a bug, not a silent no-op', () => {
    expect(() => createReducer(fresh(), { type: 'nonsense' } as unknown as CreateAction)).toThrow(/nonsense/);
  });

  it('typing clears the error shown for the field typed in', () => {
    let s = createReducer(fresh(), { type: 'businessError', error: 'Въведете вид бизнес' });
    s = createReducer(s, { type: 'businessTypeChanged', businessType: 'п' });
    expect(s.ui.businessError).toBeUndefined();
    s = createReducer(s, { type: 'placeholdersAsked', error: 'Заменете [град]' });
    s = createReducer(s, { type: 'promptChanged', prompt: 'П' });
    expect(s.ui.promptError).toBeUndefined();
    // Asked once per written prompt: editing it does not ask again, a new prompt does.
    expect(s.ui.askedPlaceholders).toBe(true);
    expect(createReducer(s, { type: 'promptWritten', prompt: 'x', businessType: 'п' }).ui.askedPlaceholders).toBe(
      false,
    );
  });

  it('new facts must be confirmed again and the first variant is chosen again', () => {
    let s = onStep3();
    s = createReducer(s, { type: 'confirmToggled', field: 'BusinessName' });
    s = createReducer(s, { type: 'variantChosen', chosen: 2 });
    s = createReducer(s, { type: 'factsExtracted', facts, prompt: 'нов текст' });
    expect(Object.values(s.draft.confirmed).some(Boolean)).toBe(false);
    expect(s.draft.chosen).toBe(0);
  });

  it('an uploaded own voice is kept in the draft and dropped again when its upload fails', () => {
    let s = createReducer(onStep3(), {
      type: 'soundChanged',
      patch: { voice: 'own', ownVoiceId: saved.sound.ownVoiceId, ownVoiceSec: 12 },
    });
    expect(draftToSave(s, 'detailed-form')?.sound).toEqual({
      voice: 'own',
      pace: 'normal',
      captions: true,
      ownVoiceId: saved.sound.ownVoiceId,
      ownVoiceSec: 12,
    });
    s = createReducer(s, { type: 'soundChanged', patch: { ownVoiceId: undefined, ownVoiceSec: undefined } });
    expect(JSON.parse(JSON.stringify(draftToSave(s, 'detailed-form'))).sound).toEqual({
      voice: 'own',
      pace: 'normal',
      captions: true,
    });
  });
});

describe('the draft the flow keeps', () => {
  it('is nothing before the kept draft is read, and nothing while there is neither a business type nor a prompt', () => {
    const unread = initialCreateState({
      idea: { businessType: 'пекарна', prompt: 'Пекарна' },
      name: '',
      email: '',
      restored: false,
    });
    expect(draftToSave(unread, 'prompt-mode')).toBeNull();
    expect(draftToSave(fresh(), 'business-selection')).toBeNull();
    expect(
      draftToSave(createReducer(fresh(), { type: 'businessTypeChanged', businessType: '  ' }), 'business-selection'),
    ).toBeNull();
    expect(
      draftToSave(
        createReducer(fresh(), { type: 'businessTypeChanged', businessType: 'пекарна' }),
        'business-selection',
      ),
    ).toMatchObject({ step: 'business-selection', businessType: 'пекарна' });
  });

  it('an idea starts with its business type and prompt, written for that type', () => {
    const s = initialCreateState({
      idea: { businessType: 'пекарна', prompt: 'Пекарна в Пловдив' },
      name: '',
      email: '',
      restored: true,
    });
    expect(s.draft).toMatchObject({ businessType: 'пекарна', prompt: 'Пекарна в Пловдив', promptFor: 'пекарна' });
  });

  it('a restored draft is saved back exactly as it was read, at the step of the URL', () => {
    const s = createReducer(initialCreateState({ name: '', email: '', restored: false }), {
      type: 'restored',
      draft: draftFields(saved),
    });
    // Same JSON, same key order: the autosave sees what the server has and sends nothing.
    expect(JSON.stringify(draftToSave(s, 'detailed-form'))).toBe(JSON.stringify(saved));
    expect(draftToSave(s, 'prompt-mode')?.step).toBe('prompt-mode');
  });

  it('no kept draft leaves the fresh state, now shown', () => {
    const s = createReducer(initialCreateState({ name: 'Мария', email: '', restored: false }), {
      type: 'restored',
      draft: null,
    });
    expect(s.ui.restored).toBe(true);
    expect(s.draft).toEqual(fresh().draft);
  });
});
