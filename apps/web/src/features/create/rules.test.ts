import type { BusinessDetails, Usage, Video } from '@reklamo/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';
import { generationsLabel, generationsPercent, planShortName } from '../dashboard/plan-display.ts';
import { advance, GENERATION_TIMEOUT_MS, type Generation } from './generation.ts';
import {
  generateBlock,
  isPlanRefusal,
  noConfirmations,
  placeholdersIn,
  refusalMessage,
  shouldAskAboutPlaceholders,
  startErrorMessage,
  validateBeforeGenerate,
  validateBusinessType,
  validatePrompt,
  type Confirmations,
} from './rules.ts';

const details: BusinessDetails = {
  BusinessName: 'Пица Рома',
  BusinessDescription: 'Пицария с доставка',
  Services: 'Пица, паста',
  AdvertizedService: 'Доставка',
  Offer: '-20%',
  CTA: 'Поръчайте',
  BusinessLocation: 'София',
  TargetAudience: 'Семейства',
};
const allConfirmed: Confirmations = {
  BusinessName: true,
  AdvertizedService: true,
  Offer: true,
  BusinessLocation: true,
};

describe('step 1 and 2 validation', () => {
  it('requires a business type', () => {
    expect(validateBusinessType('   ')).toBe('Моля въведете вашия тип бизнес');
    expect(validateBusinessType('Кафене')).toBeUndefined();
  });

  it('requires a prompt but does not cut it at 2000', () => {
    expect(validatePrompt('')).toBe('Моля въведете описание на вашия бизнес и кампания');
    expect(validatePrompt(' \n ')).toBe('Моля въведете описание на вашия бизнес и кампания');
    expect(validatePrompt('а'.repeat(2500))).toBeUndefined();
    expect(validatePrompt('а'.repeat(10_001))).toMatch(/твърде дълго/);
  });
});

describe('before generating (SPEC.md section 5)', () => {
  it('must be on detailed-form first', () => {
    for (const step of ['business-selection', 'prompt-mode'] as const) {
      expect(validateBeforeGenerate({ step, details, confirmed: allConfirmed })).toBe(
        'Моля първо генерирайте детайлите от вашия промпт',
      );
    }
    expect(validateBeforeGenerate({ step: 'detailed-form', details: null, confirmed: allConfirmed })).toBe(
      'Моля първо генерирайте детайлите от вашия промпт',
    );
  });

  it('names the first unconfirmed field, in SPEC order', () => {
    const c = noConfirmations();
    expect(validateBeforeGenerate({ step: 'detailed-form', details, confirmed: c })).toBe(
      'Моля потвърдете полето "Име на бизнеса" преди да продължите',
    );
    c.BusinessName = true;
    expect(validateBeforeGenerate({ step: 'detailed-form', details, confirmed: c })).toBe(
      'Моля потвърдете полето "Рекламирана услуга" преди да продължите',
    );
    c.AdvertizedService = true;
    expect(validateBeforeGenerate({ step: 'detailed-form', details, confirmed: c })).toBe(
      'Моля потвърдете полето "Оферта" преди да продължите',
    );
    c.Offer = true;
    expect(validateBeforeGenerate({ step: 'detailed-form', details, confirmed: c })).toBe(
      'Моля потвърдете полето "Локация" преди да продължите',
    );
    c.BusinessLocation = true;
    expect(validateBeforeGenerate({ step: 'detailed-form', details, confirmed: c })).toBeUndefined();
  });

  it('confirmation comes before emptiness', () => {
    const d = { ...details, CTA: '' };
    expect(
      validateBeforeGenerate({ step: 'detailed-form', details: d, confirmed: { ...allConfirmed, Offer: false } }),
    ).toBe('Моля потвърдете полето "Оферта" преди да продължите');
  });

  it('names each empty text field with its label', () => {
    const labels: Record<keyof BusinessDetails, string> = {
      BusinessName: 'Име на бизнеса',
      BusinessDescription: 'Описание на бизнеса',
      Services: 'Услуги',
      AdvertizedService: 'Рекламирана услуга',
      Offer: 'Оферта',
      CTA: 'Призив за действие',
      BusinessLocation: 'Локация',
      TargetAudience: 'Целева аудитория',
    };
    for (const [field, label] of Object.entries(labels)) {
      const d = { ...details, [field]: '  ' };
      expect(validateBeforeGenerate({ step: 'detailed-form', details: d, confirmed: allConfirmed })).toBe(
        `Моля попълнете полето "${label}"`,
      );
    }
  });
});

describe('plan check messages', () => {
  const usage = (over: Partial<Usage>): Usage => ({
    plan: 'trial',
    planName: 'Пробен план',
    subscriptionActive: true,
    generations: { used: 0, limit: 1 },
    downloads: { used: 0, limit: 1 },
    createdVideos: 0,
    canGenerate: true,
    reason: null,
    allowedStyles: ['bold', 'clean', 'warm'],
    hasBrandKit: false,
    periodEnd: null,
    ...over,
  });

  it('maps each refusal reason to SPEC wording', () => {
    expect(refusalMessage('SUBSCRIPTION_INACTIVE')).toBe('Вашият абонамент не е активен. Моля обновете плащането си.');
    expect(refusalMessage('GENERATION_LIMIT_REACHED', 10)).toBe(
      'Достигнахте лимита от 10 генерации за този месец. Надстройте плана си за повече.',
    );
    expect(refusalMessage('GENERATION_NOT_ALLOWED')).toBe('Не можете да генерирате видео в момента.');
    expect(refusalMessage(null)).toBe('Не можете да генерирате видео в момента.');
  });

  it('blocks Generate only when the server says so', () => {
    expect(generateBlock(undefined)).toBeUndefined();
    expect(generateBlock(usage({}))).toBeUndefined();
    expect(
      generateBlock(
        usage({ canGenerate: false, reason: 'GENERATION_LIMIT_REACHED', generations: { used: 1, limit: 1 } }),
      ),
    ).toBe('Достигнахте лимита от 1 генерации за този месец. Надстройте плана си за повече.');
  });

  it('turns a failed start into words', () => {
    expect(startErrorMessage(new ApiError(402, 'GENERATION_LIMIT_REACHED', { limit: 1 }))).toBe(
      'Достигнахте лимита от 1 генерации за този месец. Надстройте плана си за повече.',
    );
    expect(startErrorMessage(new ApiError(403, 'SUBSCRIPTION_INACTIVE'))).toBe(
      'Вашият абонамент не е активен. Моля обновете плащането си.',
    );
    expect(startErrorMessage(new ApiError(500, 'INTERNAL'))).toBe(
      'Възникна грешка при стартирането на генерирането. Моля опитайте отново.',
    );
    expect(startErrorMessage(new ApiError(400, 'VALIDATION_FAILED'))).toBe(
      'Възникна грешка при стартирането на генерирането. Моля опитайте отново.',
    );
    expect(startErrorMessage(new NetworkError('x'))).toBe(
      'Възникна грешка с мрежата. Моля проверете интернет връзката си.',
    );
    expect(isPlanRefusal(new ApiError(403, 'STYLE_NOT_IN_PLAN'))).toBe(true);
    expect(isPlanRefusal(new ApiError(500, 'INTERNAL'))).toBe(false);
  });

  it('shows the plan as its first word and usage as used / limit or unlimited', () => {
    expect(planShortName('Про план')).toBe('Про');
    expect(planShortName('')).toBe('Пробен');
    expect(planShortName(undefined)).toBe('Пробен');
    expect(generationsLabel({ used: 3, limit: 10 })).toBe('3 / 10');
    expect(generationsLabel({ used: 3, limit: -1 })).toBe('неограничено');
    expect(generationsPercent({ used: 30, limit: 10 })).toBe(100);
    expect(generationsPercent({ used: 5, limit: -1 })).toBe(0);
  });
});

describe('generation state', () => {
  const video = (over: Partial<Video>): Video => ({
    id: 'v1',
    title: 'Т',
    status: 'generating',
    progress: 40,
    thumbnail_url: null,
    video_url: null,
    download_url: null,
    duration: 30,
    aspect_ratio: '16:9',
    style: 'bold',
    prompt: '',
    error_code: null,
    created_at: '2025-01-01T00:00:00Z',
    finished_at: null,
    refund_requested: false,
    refund_status: null,
    ...over,
  });
  const g: Generation = { kind: 'generating', startedAt: 0, videoId: 'v1', status: 'queued', progress: 0 };

  it('follows the server: progress, completed, failed, canceled', () => {
    expect(advance(g, video({ progress: 42.4 }), 1000)).toMatchObject({ kind: 'generating', progress: 42 });
    expect(advance(g, video({ status: 'completed', progress: 100 }), 1000)).toMatchObject({ kind: 'completed' });
    expect(advance(g, video({ status: 'failed' }), 1000)).toMatchObject({
      kind: 'failed',
      message: 'Генерирането на видеото не успя. Моля опитайте отново.',
    });
    expect(advance(g, video({ status: 'canceled' }), 1000)).toEqual({ kind: 'idle' });
  });

  it('reports the timeout from the server and after 12 minutes', () => {
    const timeout =
      'Генерирането отне повече от очакваното време. Моля проверете в секцията "Генерирани видеа" по-късно.';
    expect(advance(g, video({ status: 'failed', error_code: 'GENERATION_TIMEOUT' }), 1000)).toMatchObject({
      kind: 'failed',
      message: timeout,
    });
    expect(advance(g, video({}), GENERATION_TIMEOUT_MS + 1)).toMatchObject({ kind: 'failed', message: timeout });
  });

  it('ignores late answers once idle', () => {
    expect(advance({ kind: 'idle' }, video({ status: 'completed' }), 0)).toEqual({ kind: 'idle' });
  });
});

describe('step 2 placeholders', () => {
  const text = 'Добре дошли в [име на бизнеса] в [град]. Обадете се на [телефон] или на [телефон]! Цена [5 лв]';
  it('lists each "[…]" once, in order', () => {
    expect(placeholdersIn(text)).toEqual(['[име на бизнеса]', '[град]', '[телефон]', '[5 лв]']);
    expect(placeholdersIn('Пекарна „Житен клас“ в Русе.')).toEqual([]);
  });
  it('asks once when one is left, then lets the user continue', () => {
    expect(shouldAskAboutPlaceholders(text, false)).toBe(true);
    expect(shouldAskAboutPlaceholders(text, true)).toBe(false);
    expect(shouldAskAboutPlaceholders('Пекарна „Житен клас“ в Русе.', false)).toBe(false);
  });
  it('words the question as the issue asks', () => {
    expect(m.create.prompt.placeholdersAsk).toBe('Заменете текста в квадратни скоби с вашите данни');
  });
});
