import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BrainError, createBrain } from '../index.ts';

type Reply = { status?: number; body?: unknown; raw?: string; delayMs?: number };
type Seen = { path: string; body: Record<string, unknown> };

// One fake server plays both the OpenAI-compatible endpoint and the automation webhooks; each test
// queues the replies it wants and reads back the requests it caused.
let server: Server;
let base = '';
let queue: Reply[] = [];
let seen: Seen[] = [];

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

beforeAll(async () => {
  // A throw in the stand-in surfaces as an unhandled rejection, which fails the run.
  server = createServer((req: IncomingMessage, res: ServerResponse) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

async function answer(req: IncomingMessage, res: ServerResponse) {
  seen.push({ path: req.url ?? '', body: await readBody(req) });
  const reply = queue.shift() ?? { status: 500, raw: 'no reply queued' };
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  if (res.destroyed) return;
  res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
  res.end(reply.raw ?? JSON.stringify(reply.body));
}
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  queue = [];
  seen = [];
});

const DETAILS = {
  BusinessName: 'Наполи',
  BusinessDescription: 'Пицария в Пловдив',
  Services: 'Пица, паста',
  AdvertizedService: 'Пица',
  Offer: 'Втората пица е безплатна',
  CTA: 'Поръчайте на 0888 123 456',
  BusinessLocation: 'Пловдив',
  TargetAudience: 'Семейства',
};

const completion = (content: string) => ({
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  },
});

async function expectBrainError(p: Promise<unknown>, code: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BrainError);
  expect((err as BrainError).code).toBe(code);
}

describe('openai provider', () => {
  const brain = () =>
    createBrain({
      provider: 'openai',
      openai: { baseURL: `${base}/v1`, apiKey: 'test-key', model: 'test-model', timeoutMs: 500 },
    });

  it('asks for JSON-schema structured output and reads plain JSON', async () => {
    queue.push(completion(JSON.stringify(DETAILS)));
    expect(await brain().extractDetails('Пицария Наполи в Пловдив')).toEqual(DETAILS);
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe('/v1/chat/completions');
    expect(seen[0].body.model).toBe('test-model');
    const format = seen[0].body.response_format as { type: string; json_schema: { schema: { required: string[] } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.schema.required).toContain('BusinessName');
  });

  it('accepts a ```json fence and normalises the fields', async () => {
    const long = 'х'.repeat(300);
    queue.push(
      completion(
        'Ето:\n```json\n' +
          JSON.stringify({ ...DETAILS, BusinessName: '  Наполи  ', TargetAudience: long, CTA: undefined }) +
          '\n```',
      ),
    );
    const out = await brain().extractDetails('Пицария Наполи');
    expect(out.BusinessName).toBe('Наполи');
    expect(out.TargetAudience.length).toBeLessThanOrEqual(120);
    expect(out.CTA).toBe('');
  });

  it('retries once on invalid JSON, then succeeds', async () => {
    queue.push(completion('not json at all'), completion(JSON.stringify(DETAILS)));
    expect(await brain().extractDetails('x')).toEqual(DETAILS);
    expect(seen).toHaveLength(2);
  });

  it('fails with DETAILS_GENERATION_FAILED after a second invalid answer', async () => {
    queue.push(completion('{broken'), completion('still {broken'));
    await expectBrainError(brain().extractDetails('x'), 'DETAILS_GENERATION_FAILED');
    expect(seen).toHaveLength(2);
  });

  it('fails fast on HTTP 500 without SDK retries', async () => {
    queue.push({ status: 500, body: { error: { message: 'boom' } } });
    await expectBrainError(brain().extractDetails('x'), 'DETAILS_GENERATION_FAILED');
    expect(seen).toHaveLength(1);
    queue.push({ status: 500, body: { error: { message: 'boom' } } });
    await expectBrainError(brain().writePrompt('пицария'), 'PROMPT_GENERATION_FAILED');
  });

  it('times out', async () => {
    queue.push({ ...completion(JSON.stringify(DETAILS)), delayMs: 2000 });
    const t0 = Date.now();
    await expectBrainError(brain().extractDetails('x'), 'DETAILS_GENERATION_FAILED');
    expect(Date.now() - t0).toBeLessThan(1800);
  });

  it('writes a prompt with a Bulgarian system prompt', async () => {
    queue.push(completion('Пицария [име на бизнеса] в [град] ...'));
    expect(await brain().writePrompt('пицария')).toBe('Пицария [име на бизнеса] в [град] ...');
    const messages = seen[0].body.messages as Array<{ role: string; content: string }>;
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toMatch(/400 и 900 знака/);
    expect(messages[1].content).toContain('пицария');
  });
});

describe('webhook provider', () => {
  const brain = () =>
    createBrain({
      provider: 'webhook',
      webhook: { promptUrl: `${base}/prompt`, detailsUrl: `${base}/details`, timeoutMs: 500 },
    });

  it('posts {business_type} and returns "text"', async () => {
    queue.push({ body: { text: 'Описание на пицария' } });
    expect(await brain().writePrompt('пицария')).toBe('Описание на пицария');
    expect(seen[0]).toEqual({ path: '/prompt', body: { business_type: 'пицария' } });
  });

  it('posts {prompt} and reads fenced JSON from "text"', async () => {
    queue.push({ body: { text: '```json\n' + JSON.stringify(DETAILS) + '\n```' } });
    expect(await brain().extractDetails('Пицария Наполи')).toEqual(DETAILS);
    expect(seen[0]).toEqual({ path: '/details', body: { prompt: 'Пицария Наполи' } });
  });

  it('reads plain JSON from "text"', async () => {
    queue.push({ body: { text: JSON.stringify(DETAILS) } });
    expect(await brain().extractDetails('x')).toEqual(DETAILS);
  });

  it('retries invalid JSON once, then fails with DETAILS_GENERATION_FAILED', async () => {
    queue.push({ body: { text: 'oops' } }, { body: { text: '{"BusinessName":' } });
    await expectBrainError(brain().extractDetails('x'), 'DETAILS_GENERATION_FAILED');
    expect(seen).toHaveLength(2);
  });

  it('maps HTTP 500 to the right code', async () => {
    queue.push({ status: 500, raw: 'err' });
    await expectBrainError(brain().writePrompt('пицария'), 'PROMPT_GENERATION_FAILED');
    queue.push({ status: 500, raw: 'err' });
    await expectBrainError(brain().extractDetails('x'), 'DETAILS_GENERATION_FAILED');
  });

  it('fails when the prompt answer has no text', async () => {
    queue.push({ body: { something: 'else' } });
    await expectBrainError(brain().writePrompt('пицария'), 'PROMPT_GENERATION_FAILED');
  });

  it('times out', async () => {
    queue.push({ body: { text: 'late' }, delayMs: 2000 });
    const t0 = Date.now();
    await expectBrainError(brain().writePrompt('пицария'), 'PROMPT_GENERATION_FAILED');
    expect(Date.now() - t0).toBeLessThan(1800);
  });
});

describe('createBrain', () => {
  it('defaults to the local brain, which needs no network', async () => {
    const brain = createBrain({ provider: 'local' });
    const text = await brain.writePrompt('пицария', { seed: 1 });
    expect(text.length).toBeGreaterThanOrEqual(400);
    expect((await brain.extractDetails('Пицария „Наполи“ в Пловдив. Втората пица е безплатна.')).BusinessName).toBe(
      'Наполи',
    );
  });
  it('refuses an incomplete remote config', () => {
    expect(() => createBrain({ provider: 'openai' })).toThrow(/openai/);
    expect(() => createBrain({ provider: 'webhook' })).toThrow(/webhook/);
  });
});

describe('writeScript', () => {
  const openai = () =>
    createBrain({
      provider: 'openai',
      openai: { baseURL: `${base}/v1`, apiKey: 'test-key', model: 'test-model', timeoutMs: 500 },
    });
  const modelScene = (kind: string, voice: string, headline: string) => ({
    kind,
    voice,
    headline,
    sub: '',
    keywords: ['пица'],
  });
  const modelScript = (hookVoice = 'Гладни ли сте за истинска неаполитанска пица?') => ({
    variants: [
      {
        angle: 'question',
        scenes: [
          modelScene('hook', hookVoice, 'Гладни ли сте?'),
          modelScene('offer', 'Втората пица е безплатна.', 'Втората пица е безплатна'),
          modelScene('cta', 'Поръчайте на 0888123456.', 'Поръчайте сега'),
          modelScene('end', 'Наполи. Очакваме ви!', 'Наполи'),
        ],
      },
    ],
  });

  it('asks the model for a JSON-schema script in Bulgarian and finishes it by our rules', async () => {
    queue.push(completion(JSON.stringify(modelScript())));
    const [sb, ...rest] = await openai().writeScript(DETAILS, { durationSec: 15 });
    expect(rest).toHaveLength(0);
    expect(sb!.angle).toBe('question');
    expect(sb!.scenes[0]!.voice).toBe('Гладни ли сте за истинска неаполитанска пица?');
    // The phone is written the Bulgarian way and the scenes fill the ad exactly.
    expect(sb!.scenes[2]!.voice).toBe('Поръчайте на 0888 123 456.');
    expect(sb!.scenes.reduce((a, s) => a + s.durationSec, 0)).toBeCloseTo(15, 1);
    expect(sb!.facts).toEqual(DETAILS);
    const format = seen[0]!.body.response_format as { type: string; json_schema: { name: string; strict: boolean } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'ad_script', strict: true });
    const system = (seen[0]!.body.messages as { content: string }[])[0]!.content;
    expect(system).toContain('български');
    expect(system).toContain('"Вие"');
  });

  it('sends one repair request with what was wrong, then uses the repaired script', async () => {
    queue.push(completion(JSON.stringify(modelScript('Търсите [вид храна]?'))));
    queue.push(completion(JSON.stringify(modelScript())));
    const [sb] = await openai().writeScript(DETAILS, { durationSec: 15 });
    expect(seen).toHaveLength(2);
    const repair = (seen[1]!.body.messages as { role: string; content: string }[]).at(-1)!;
    expect(repair.role).toBe('user');
    expect(repair.content).toMatch(/квадратни|square/);
    expect(sb!.scenes[0]!.voice).toBe('Гладни ли сте за истинска неаполитанска пица?');
  });

  it('falls back to the local writer after a second bad answer or a failing endpoint', async () => {
    queue.push(completion('{"variants": "не"}'), completion('not json at all'));
    const fallback = await openai().writeScript(DETAILS, { durationSec: 30 });
    expect(seen).toHaveLength(2);
    expect(fallback.map((s) => s.angle)).toEqual(['question', 'offer-first', 'problem-solution']);
    const local = await createBrain().writeScript(DETAILS, { durationSec: 30 });
    expect(fallback).toEqual(local);

    seen = [];
    queue.push({ status: 500, raw: '{"error":{"message":"down"}}' });
    expect(await openai().writeScript(DETAILS, { durationSec: 30 })).toEqual(local);
    expect(seen).toHaveLength(1);
  });

  // An owner's brief of a trade the knowledge base does not know, with a лв price.
  const TYRES = {
    BusinessName: 'Гуми на място',
    BusinessDescription: 'Мобилен шиномонтаж в Ловеч – идвам с буса до вас и сменям гумите пред дома ви',
    Services: 'смяна на гуми, баланс',
    AdvertizedService: 'Мобилен шиномонтаж',
    Offer: 'Смяна на 4 гуми с баланс 60 лв.',
    CTA: 'Звънете на 0899 123 456',
    BusinessLocation: 'Ловеч',
    TargetAudience: '',
  };
  const tyreScript = (offerVoice: string, introVoice = 'Гуми на място – мобилен шиномонтаж в Ловеч.') => ({
    variants: [
      {
        angle: 'offer-first',
        scenes: [
          { kind: 'offer', voice: offerVoice, headline: 'Смяна на 4 гуми', sub: '', keywords: ['гуми'] },
          { kind: 'intro', voice: introVoice, headline: 'Гуми на място', sub: '', keywords: ['гуми'] },
          { kind: 'cta', voice: 'Обадете се на 0899 123 456.', headline: 'Обадете се', sub: '', keywords: [] },
          { kind: 'end', voice: 'Гуми на място.', headline: 'Гуми на място', sub: '', keywords: [] },
        ],
      },
    ],
  });

  it('tells the model the owner’s rules: their facts, their trade, euro, a call built from its parts', async () => {
    queue.push(completion(JSON.stringify(tyreScript('Смяна на 4 гуми с баланс за 30,68 €.'))));
    const [sb] = await openai().writeScript(TYRES, { durationSec: 15 });
    expect(seen).toHaveLength(1);
    const [system, user] = (seen[0]!.body.messages as { content: string }[]).map((m) => m.content);
    expect(system).toMatch(/никога не го заменяй с подобен занаят/);
    expect(system).toMatch(/в евро/);
    expect(system).toMatch(/Обадете се на 0888 123 456/);
    // The model is given the price in euro, as the ad must say it.
    expect(user).toContain('30,68\u00a0€');
    expect(user).not.toMatch(/лв/);
    expect(sb!.scenes[0]!.voice).toBe('Смяна на 4 гуми с баланс за 30,68\u00a0€.');
  });

  it('repairs once a script that names another trade or drops the price, then falls back to the local writer', async () => {
    // First answer: a medical centre and no price; the repair request says both.
    queue.push(
      completion(
        JSON.stringify(tyreScript('Смяна на 4 гуми с баланс.', 'Гуми на място – надежден медицински център в Ловеч.')),
      ),
    );
    queue.push(completion(JSON.stringify(tyreScript('Смяна на 4 гуми с баланс за 30,68 €.'))));
    const [repaired] = await openai().writeScript(TYRES, { durationSec: 15 });
    expect(seen).toHaveLength(2);
    const repair = (seen[1]!.body.messages as { role: string; content: string }[]).at(-1)!.content;
    expect(repair).toMatch(/another trade \(медицинск/);
    expect(repair).toMatch(/price 30,68 € is missing/);
    expect(repaired!.scenes.map((s) => s.voice).join(' ')).not.toMatch(/медицинск/);

    seen = [];
    queue.push(
      completion(JSON.stringify(tyreScript('Смяна на 4 гуми с баланс.'))),
      completion(JSON.stringify(tyreScript('Смяна на 4 гуми с баланс.'))),
    );
    const fallback = await openai().writeScript(TYRES, { durationSec: 30 });
    expect(seen).toHaveLength(2);
    expect(fallback).toEqual(await createBrain().writeScript(TYRES, { durationSec: 30 }));
    for (const sb of fallback) expect(sb.scenes.map((s) => s.voice).join(' ')).toContain('30,68\u00a0€');
  });

  it('sends a description back once when it drops the owner’s phone or names another trade, then writes it locally', async () => {
    const brief =
      'Карам мобилен шиномонтаж „Гуми на място“ в Ловеч – идвам с буса до вас. Смяна на 4 гуми 60 лв. Звънете на 0899 123 456.';
    const good =
      'Мобилен шиномонтаж „Гуми на място“ в Ловеч: идваме с буса до вас и сменяме гумите пред дома ви. Смяна на 4 гуми 60 лв. Звънете на 0899 123 456.';
    queue.push(
      completion('„Гуми на място“ – надежден медицински център в Ловеч. Смяна на 4 гуми 60 лв.'),
      completion(good),
    );
    expect(await openai().writePrompt(brief)).toBe(good);
    const repair = (seen[1]!.body.messages as { role: string; content: string }[]).at(-1)!.content;
    expect(repair).toMatch(/0899 123 456 is missing/);
    expect(repair).toMatch(/another trade/);
    const system = (seen[0]!.body.messages as { content: string }[])[0]!.content;
    expect(system).toMatch(/мобилен шиномонтаж не е медицински център/);

    seen = [];
    queue.push(completion('Медицински център в Ловеч.'), completion('Медицински център в Ловеч.'));
    // Twice wrong: the local writer answers, with the owner's own words.
    expect(await openai().writePrompt(brief, { seed: 2 })).toBe(await createBrain().writePrompt(brief, { seed: 2 }));
    expect(seen).toHaveLength(2);
  });

  it('the webhook provider writes the script locally, without a request', async () => {
    const brain = createBrain({
      provider: 'webhook',
      webhook: { promptUrl: `${base}/prompt`, detailsUrl: `${base}/details`, timeoutMs: 500 },
    });
    const variants = await brain.writeScript(DETAILS, { durationSec: 15, variants: 2 });
    expect(variants.map((s) => s.angle)).toEqual(['question', 'offer-first']);
    expect(seen).toHaveLength(0);
  });
});
