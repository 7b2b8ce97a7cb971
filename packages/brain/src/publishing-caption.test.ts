import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createOpenAiBrain } from './providers/openai.ts';
import type { BusinessDetails } from '@reklamo/contract';
import { captionProblems, writeCaptionLocal, writeCaptionWithModel, type ChatMessage } from './publishing-caption.ts';

const facts = (f: Partial<BusinessDetails>): BusinessDetails => ({
  BusinessName: '',
  BusinessDescription: '',
  Services: '',
  AdvertizedService: '',
  Offer: '',
  CTA: '',
  BusinessLocation: '',
  TargetAudience: '',
  ...f,
});

const BAKERY = facts({
  BusinessName: 'Пекарна Зора',
  BusinessDescription: 'Квартална пекарна в Лозенец',
  Services: 'хляб, кифли, баници',
  AdvertizedService: 'хляб на квас',
  Offer: 'втори хляб на половин цена',
  CTA: 'Обадете се на 0888123456',
  BusinessLocation: 'София, Лозенец',
  TargetAudience: 'семейства',
});
const tags = (s: string) => s.match(/#[\p{L}\p{N}_]+/gu) ?? [];

describe('the local caption writer', () => {
  it('writes the bakery’s post: what, where, the offer, the call with its phone, five hashtags at most', () => {
    const { caption, title } = writeCaptionLocal(BAKERY);
    expect(caption).toContain('Пекарна Зора — хляб на квас в София, Лозенец.');
    expect(caption).toContain('Втори хляб на половин цена!');
    expect(caption).toContain('Обадете се: 📞 0888 123 456');
    expect(tags(caption)).toEqual(['#ПекарнаЗора', '#ХлябНаКвас', '#София', '#Пекарна', '#МестенБизнес']);
    expect(title).toBe('Пекарна Зора — хляб на квас в София, Лозенец');
    expect(captionProblems({ caption, title }, BAKERY)).toEqual([]);
  });

  const varied: [string, BusinessDetails][] = [
    [
      'a trade we do not know, phone only in the description',
      facts({
        BusinessName: 'Грамофон Клиник',
        BusinessDescription: 'Ремонт на грамофони и ролкови магнетофони, тел. +359 87 765 4321',
        AdvertizedService: 'ремонт на грамофони',
        BusinessLocation: 'гр. Русе',
        CTA: 'Донесете своя грамофон',
      }),
    ],
    [
      'no phone, no offer, a village',
      facts({
        BusinessName: 'Глина',
        BusinessDescription: 'Грънчарска работилница',
        Services: 'съдове от глина, уроци',
        BusinessLocation: 'с. Бусинци',
      }),
    ],
    [
      'a Latin name and a price in euro',
      facts({
        BusinessName: 'Fit Zone',
        BusinessDescription: 'Фитнес зала',
        AdvertizedService: 'месечна карта',
        Offer: 'месечна карта за 25 €',
        CTA: 'Запишете се на 0899 111 222',
        BusinessLocation: 'Варна, Чайка',
      }),
    ],
    ['only a name', facts({ BusinessName: 'Ателие Роза' })],
  ];
  for (const [what, d] of varied) {
    it(`passes its own checks: ${what}`, () => {
      const c = writeCaptionLocal(d);
      expect(captionProblems(c, d)).toEqual([]);
      expect(c.caption).toContain(d.BusinessName);
      expect(tags(c.caption).length).toBeGreaterThan(0);
      expect(tags(c.caption).length).toBeLessThanOrEqual(5);
      expect(c.title.length).toBeLessThanOrEqual(100);
    });
  }

  it('keeps the owner’s exclamation and ends no hashtag on a little word', () => {
    const guide = writeCaptionLocal(
      facts({
        BusinessName: 'Ключар Иво',
        AdvertizedService: 'пешеходни обиколки на Стария град',
        CTA: 'Обадете се сега!',
        BusinessLocation: 'Бургас',
      }),
    );
    expect(guide.caption).toContain('\nОбадете се сега!\n');
    expect(tags(guide.caption)).toContain('#ПешеходниОбиколки');
  });

  it('finds the phone wherever the owner wrote it and writes it the Bulgarian way', () => {
    expect(writeCaptionLocal(varied[0]![1]).caption).toContain('📞 0877 654 321');
    expect(
      writeCaptionLocal(facts({ BusinessName: 'Ключар Иво' }), { extraText: 'Обадете се на 0877 55 66 77' }).caption,
    ).toContain('📞 0877 556 677');
    expect(writeCaptionLocal(varied[1]![1]).caption).not.toContain('📞');
  });
});

describe('a caption from the model', () => {
  const good = JSON.stringify({
    caption:
      'Пекарна Зора в Лозенец пече хляб на квас всяка сутрин.\nВтори хляб на половин цена!\nОбадете се: 0888 123 456\n#Пекарна #Лозенец',
    title: 'Пекарна Зора — хляб на квас',
  });

  it('is taken when it keeps to the facts', async () => {
    const c = await writeCaptionWithModel(async () => good, BAKERY);
    expect(c.caption).toContain('всяка сутрин');
  });

  it('goes back once with what was wrong: an invented discount, a stranger’s phone, too many hashtags', async () => {
    const bad = JSON.stringify({
      caption: 'Пекарна Зора: 30% отстъпка! Обадете се на 0899 000 000 #а #б #в #г #д #е',
      title: 'Пекарна Зора',
    });
    const asked: ChatMessage[][] = [];
    const c = await writeCaptionWithModel(async (m) => (asked.push([...m]), asked.length === 1 ? bad : good), BAKERY);
    expect(asked).toHaveLength(2);
    const repair = asked[1]!.at(-1)!.content;
    expect(repair).toContain('числото 30');
    expect(repair).toContain('0899 000 000');
    expect(repair).toContain('хаштаговете са 6');
    expect(repair).toContain('липсва телефонът 0888 123 456');
    expect(c.caption).toContain('всяка сутрин');
  });

  it('falls back to the local writer after a second miss, on prose instead of JSON, or when the model fails', async () => {
    const local = writeCaptionLocal(BAKERY);
    expect(await writeCaptionWithModel(async () => 'Hello! Great bakery.', BAKERY)).toEqual(local);
    expect(
      await writeCaptionWithModel(
        async () => JSON.stringify({ caption: 'Great bakery in Sofia, call now!', title: 'Bakery' }),
        BAKERY,
      ),
    ).toEqual(local);
    expect(
      await writeCaptionWithModel(async () => {
        throw new Error('timeout');
      }, BAKERY),
    ).toEqual(local);
  });
});

describe('the caption through the brain’s model provider', () => {
  it('asks an OpenAI-compatible endpoint for JSON, repairs once, and gives the local post when the endpoint fails', async () => {
    const answers = [
      JSON.stringify({ caption: 'Пекарна Зора: хляб на квас за 2 €!', title: 'Пекарна Зора' }),
      JSON.stringify({
        caption: 'Пекарна Зора — хляб на квас в Лозенец.\nОбадете се: 0888 123 456\n#Пекарна',
        title: 'Пекарна Зора — хляб на квас',
      }),
    ];
    const bodies: {
      messages: { role: string; content: string }[];
      response_format: { json_schema: { name: string } };
    }[] = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(raw) as (typeof bodies)[number]);
        const content = answers.shift();
        if (content === undefined) {
          res
            .writeHead(500, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'down' } }));
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 0,
            model: 'm',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const brain = createOpenAiBrain({
        baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        apiKey: '',
        model: 'm',
      });
      const c = await brain.writeCaption!(BAKERY);
      expect(c).toEqual({
        caption: 'Пекарна Зора — хляб на квас в Лозенец.\nОбадете се: 0888 123 456\n#Пекарна',
        title: 'Пекарна Зора — хляб на квас',
      });
      expect(bodies).toHaveLength(2);
      expect(bodies[0]!.response_format.json_schema.name).toBe('post_caption');
      expect(bodies[0]!.messages[1]!.content).toContain('Телефон: 0888 123 456');
      expect(bodies[1]!.messages.at(-1)!.content).toContain('числото 2');
      // The endpoint is down: the owner still gets a post, the local one.
      expect(await brain.writeCaption!(BAKERY)).toEqual(writeCaptionLocal(BAKERY));
    } finally {
      server.close();
    }
  });
});
