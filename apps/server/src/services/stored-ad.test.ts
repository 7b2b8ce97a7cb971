import { describe, expect, it } from 'vitest';
import { writeStoryboards } from '@reklamo/brain';
import type { VideoRow } from '@reklamo/db';
import { renderBriefOf } from '../jobs/render-brief.ts';
import { PIZZA } from '../testing/fixtures.ts';
import { adSpecOfVideo, StoredAdUnreadable, storedSound } from './stored-ad.ts';

const [script] = writeStoryboards(PIZZA, { durationSec: 30, variants: 1 });
const row = (over: Partial<VideoRow> = {}): VideoRow =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    details: PIZZA,
    storyboard: script,
    voiceOptions: {},
    draftVoiceOptions: null,
    aspectRatio: '9:16',
    style: 'warm',
    durationSec: 30,
    prompt: 'пицария',
    mediaIds: [],
    ...over,
  }) as VideoRow;

describe('a stored video read back as its AdSpec', () => {
  it('reads a row from before voice choices and scripts as what it rendered with: the default voice, the local writer', () => {
    const spec = adSpecOfVideo(row({ storyboard: null, voiceOptions: {} }));
    expect(spec).toMatchObject({
      facts: PIZZA,
      aspectRatio: '9:16',
      style: 'warm',
      durationSec: 30,
      storyboard: undefined,
    });
    expect(spec.sound).toEqual({ voice: 'female', pace: 'normal', captions: true });
    const brief = renderBriefOf(spec, { syntheticVoice: true });
    expect(brief).toMatchObject({
      details: PIZZA,
      storyboard: undefined,
      voice: true,
      voiceGender: 'female',
      pace: 'normal',
      captions: true,
    });
  });

  it("renders the script it stored, at the script's length, not the recorded file's", () => {
    const spec = adSpecOfVideo(row({ durationSec: 17 }));
    expect(spec.durationSec).toBe(30);
    const brief = renderBriefOf(spec, { syntheticVoice: true });
    expect(brief.storyboard).toEqual({ ...script, aspectRatio: '9:16', style: 'warm' });
    expect(brief.durationSec).toBe(30);
  });

  it("reads the editor's unrendered sound when asked, else the rendered one", () => {
    const v = row({
      voiceOptions: { voice: 'male', pace: 'faster', captions: false },
      draftVoiceOptions: { voice: 'none', pace: 'normal', captions: true },
    });
    expect(storedSound(v).voice).toBe('male');
    expect(storedSound(v, { draft: true }).voice).toBe('none');
  });

  it('refuses a sound that is not one instead of rendering something else', () => {
    expect(() => adSpecOfVideo(row({ voiceOptions: { voice: 'robot' } }))).toThrow(StoredAdUnreadable);
  });
});

describe('renderBriefOf', () => {
  const spec = adSpecOfVideo(row());
  it("speaks with the deployment voice only when it has one, and with the owner's own voice always", () => {
    expect(renderBriefOf({ ...spec, sound: { ...spec.sound, voice: 'male' } }, { syntheticVoice: false }).voice).toBe(
      false,
    );
    const own = renderBriefOf(
      { ...spec, sound: { ...spec.sound, voice: 'own' } },
      { syntheticVoice: false, ownVoicePath: '/tmp/own.wav' },
    );
    expect(own).toMatchObject({ voice: true, voiceGender: undefined, ownVoicePath: '/tmp/own.wav' });
  });

  it('is silent with voice none, and gives an own recording only to an own voice', () => {
    const none = renderBriefOf(
      { ...spec, sound: { ...spec.sound, voice: 'none' } },
      { syntheticVoice: true, ownVoicePath: '/tmp/own.wav', sceneVoicePaths: ['/tmp/a.wav'] },
    );
    expect(none).toMatchObject({ voice: false, ownVoicePath: undefined, sceneVoicePaths: undefined });
  });
});
