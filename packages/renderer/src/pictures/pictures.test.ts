import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { registerDefaultFonts } from '../node/fonts.ts';
import { fontFamily } from '@reklamo/scene/styles/styles.ts';
import { kenBurnsRect } from '@reklamo/scene/pictures/draw.ts';
import { withEmoji } from '@reklamo/scene/pictures/emoji-text.ts';
import { familyIcons } from '@reklamo/trades';
import { allIndexedIcons, BEAT_ICONS, matchTrades } from '@reklamo/scene/pictures/keywords-bg.ts';
import { emojiImagesFor } from './node/render-hooks.ts';
import { emojiIconName } from './node/emoji-names.ts';
import { iconBitmap, iconSvg } from './node/emoji-library.ts';
import { planShots } from '@reklamo/scene/pictures/plan.ts';
import { ASPECT_RATIOS } from '@reklamo/contract';
import { writeStoryboards } from '@reklamo/brain/script';
import { composeScenes, fontRoles, safeArea } from '@reklamo/scene/scenes/compose.ts';
import { resolveTheme } from '@reklamo/scene/styles/theme.ts';
import { frameSize } from '../node/render-video.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';

describe('illustration library', () => {
  it('every icon the Bulgarian index can ask for exists in the Fluent Emoji set', () => {
    const missing = allIndexedIcons().filter((n) => iconSvg(n) === null);
    expect(missing).toEqual([]);
    expect(allIndexedIcons().length).toBeGreaterThan(150);
  });

  it.each([
    ['Пицария Наполи, пици на пещ', 'pizza'],
    ['Смяна на брави и аварийно отключване', 'key'],
    ['Ключар 24/7', 'key'],
    ['Зъболекар д-р Иванова', 'tooth'],
    ['Букети и цветя за всеки повод', 'bouquet'],
    ['Автосервиз и ремонт на автомобили', 'automobile'],
    ['Мия коли на ръка', 'automobile'],
    ['Домашен хляб и кроасани', 'bread'],
    ['Торти по поръчка', 'birthday-cake'],
    ['Кафене в центъра', 'hot-beverage'],
    ['Фитнес зала с гири и треньори', 'flexed-biceps'],
    ['Фризьорски салон', 'scissors'],
  ])('"%s" → %s', (text, icon) => {
    expect(matchTrades([text])[0]?.icons[0]).toBe(icon);
  });

  it.each([
    // A word inside a longer stem is that stem's: a spanner is no door key, a socket no horse.
    // A plumber's own picture words are its row: its pictures, none of the locksmith's or the garage's.
    [['кран', 'тръба', 'вода', 'гаечен ключ', 'мивка'], ['shower'], ['key', 'automobile', 'wrench']],
    [['контакт', 'кабел', 'ток'], ['high-voltage'], ['horse']],
    [['игла', 'конец', 'шевна машина'], ['sewing-needle'], ['horse']],
    [['скица', 'платно', 'статив'], ['artist-palette'], ['snow-capped-mountain']],
    [['йога', 'медитация'], ['person-in-lotus-position'], ['honey-pot']],
    [['лекарство', 'хапче'], ['pill'], ['stethoscope']],
    [['пръстен', 'колие'], ['gem-stone'], ['automobile']],
    [['бебе', 'количка'], ['baby-bottle'], ['automobile']],
    [['часовник', 'каишка'], ['watch'], ['dog', 'gem-stone']],
    // (Banitsa is its own row: a pie, no bakery's croissant beside a dairy's cheese.)
    [['Баница със сирене'], ['pie'], ['bathtub', 'croissant']],
    [['Консултация около обяд'], ['fork-and-knife-with-plate'], ['horse', 'glasses']],
    // A fish named by its kind is still a fish ("Пълнен шаран" for Никулден).
    [['Пълнен шаран'], ['fish'], []],
  ])('the cue %j shows %j, never %j', (cue, shown, never) => {
    const heroes = matchTrades(cue).map((t) => t.icons[0]);
    expect(heroes).toEqual(shown);
    for (const n of never) expect(heroes).not.toContain(n);
  });

  it('draws the symbol an icon reuses from its own definitions: a tap on the water tile, not a blank blue square', async () => {
    const tile = (await iconBitmap('potable-water', 128))!;
    const { data } = tile.getContext('2d').getImageData(0, 0, 128, 128);
    let white = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 230 && data[i + 1]! > 220 && data[i + 2]! > 230) white++;
    // (The tap and the glass are about a sixth of the tile; without them no pixel is near white.)
    expect(white).toBeGreaterThan(128 * 128 * 0.05);
  });

  it('maps typed emoji to the set, skin tones to their base', () => {
    expect(emojiIconName('🥐')).toBe('croissant');
    expect(emojiIconName('🍕')).toBe('pizza');
    expect(emojiIconName('❤️')).toBe('red-heart');
    expect(emojiIconName('👍🏽')).toBe('thumbs-up');
  });

  it('draws an emoji in a business name in colour, not as a missing-glyph box', async () => {
    registerDefaultFonts();
    const text = 'Пекарна 🥐';
    const draw = async (emojiAware: boolean) => {
      const c = createCanvas(700, 160);
      const raw = c.getContext('2d') as unknown as CanvasRenderingContext2D;
      const ctx = emojiAware ? withEmoji(raw, await emojiImagesFor([text])) : raw;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 700, 160);
      ctx.fillStyle = '#000000';
      ctx.font = `900 100px "${fontFamily('montserrat-900')}"`;
      ctx.textBaseline = 'middle';
      ctx.fillText(text, 10, 80);
      const d = c.getContext('2d').getImageData(0, 0, 700, 160).data;
      let coloured = 0;
      for (let i = 0; i < d.length; i += 4)
        if (Math.max(d[i]!, d[i + 1]!, d[i + 2]!) - Math.min(d[i]!, d[i + 1]!, d[i + 2]!) > 60) coloured++;
      return { coloured, width: ctx.measureText(text).width };
    };
    const plain = await draw(false);
    const aware = await draw(true);
    expect(plain.coloured).toBe(0);
    // The croissant is orange-brown: thousands of saturated pixels, about one em wide.
    expect(aware.coloured).toBeGreaterThan(2000);
    expect(aware.width).toBeGreaterThan(plain.width * 0.9);
  });
});

describe('shot plan and Ken Burns', () => {
  it('never stretches: the source rectangle keeps the picture aspect at every point of the move', () => {
    for (const [iw, ih] of [
      [2150, 1210],
      [1210, 2150],
      [1210, 1210],
    ] as const) {
      for (const p of [0, 0.3, 0.7, 1]) {
        const r = kenBurnsRect(iw, ih, { z0: 1.03, z1: 1.16, x0: -0.8, y0: 0.6, x1: 0.9, y1: -0.9 }, p);
        expect(r.sw / r.sh).toBeCloseTo(iw / ih, 6);
        expect(r.sx).toBeGreaterThanOrEqual(0);
        expect(r.sy).toBeGreaterThanOrEqual(0);
        expect(r.sx + r.sw).toBeLessThanOrEqual(iw + 1e-6);
        expect(r.sy + r.sh).toBeLessThanOrEqual(ih + 1e-6);
      }
    }
  });

  it('cuts a 30 s ad into shots of at most 3.2 s, using the media in order', () => {
    const bounds = [0, 4.6, 10.1, 15.9, 21.2, 26.1, 30];
    const scenes = ['hook', 'intro', 'services', 'offer', 'cta', 'end'].map((kind, i) => ({
      kind,
      start: bounds[i]!,
      end: bounds[i + 1]!,
    }));
    const shots = planShots({
      scenes,
      media: [{ kind: 'photo' }, { kind: 'photo' }, { kind: 'clip' }, { kind: 'photo' }],
      briefTexts: ['пекарна'],
      transition: 'wipe',
    });
    expect(shots.length).toBeGreaterThanOrEqual(10);
    for (const s of shots) expect(s.end - s.start).toBeLessThanOrEqual(3.2);
    expect(
      shots
        .filter((s) => s.media !== undefined)
        .slice(0, 4)
        .map((s) => s.media),
    ).toEqual([0, 1, 2, 3]);
    const none = planShots({ scenes, media: [], briefTexts: ['Пицария'], transition: 'slide' });
    expect(none.every((s) => s.kind === 'illustration' && s.icons!.length >= 3)).toBe(true);
    expect(none[0]!.icons![0]).toBe('pizza');
  });

  it("the call to action of a written script opens on calling and finding icons, then the trade's own, never another trade's (a bakery's call is no phone repair)", () => {
    for (const sb of writeStoryboards(SAMPLE_DETAILS, { durationSec: 30, seed: 1 })) {
      let t = 0;
      const scenes = sb.scenes.map((s) => ({ kind: s.kind, start: t, end: (t += s.durationSec), visual: s.visual }));
      const briefTexts = [
        SAMPLE_DETAILS.AdvertizedService,
        SAMPLE_DETAILS.Services,
        SAMPLE_DETAILS.BusinessName,
        SAMPLE_DETAILS.BusinessDescription,
      ];
      const cta = planShots({ scenes, media: [], briefTexts, transition: 'wipe' }).filter(
        (s) => scenes[s.scene]!.kind === 'cta',
      );
      expect(cta.length).toBeGreaterThan(0);
      for (const icon of cta[0]!.icons!) expect(BEAT_ICONS.cta).toContain(icon);
      const bakery = familyIcons('food');
      for (const s of cta.slice(1)) for (const icon of s.icons!) expect(bakery.has(icon), icon).toBe(true);
      for (const s of cta) expect(s.icons).not.toContain('mobile-phone');
    }
  });

  it("a long scene keeps to its own cue's pictures: a florist's intro shows flowers in every beat, never a delivery plate or a shopping cart", () => {
    const scenes = [
      {
        kind: 'intro',
        start: 0,
        end: 9,
        visual: { kind: 'illustration' as const, keywords: ['цветя', 'букет', 'рози'] },
      },
    ];
    const shots = planShots({
      scenes,
      media: [],
      briefTexts: ['Цветарски магазин „Лале“ – букети с доставка в Стара Загора'],
      transition: 'wipe',
    });
    expect(shots.length).toBeGreaterThanOrEqual(3);
    const flowers = ['bouquet', 'rose', 'tulip', 'cherry-blossom'];
    for (const s of shots) for (const icon of s.icons!) expect(flowers).toContain(icon);
    // The beats still change: each opens on another flower.
    expect(new Set(shots.map((s) => s.icons![0])).size).toBe(shots.length);
  });

  it('shows a picture chosen in the editor as chosen: a pinned illustration among photos, a photo by id, none as nothing', () => {
    const scenes = [
      { kind: 'hook', start: 0, end: 3, visual: { kind: 'illustration' as const, keywords: [] } },
      { kind: 'intro', start: 3, end: 6, visual: { kind: 'illustration' as const, keywords: [], pinned: true } },
      {
        kind: 'offer',
        start: 6,
        end: 13,
        visual: { kind: 'photo' as const, keywords: [], mediaId: '00000000-0000-4000-8000-000000000002', pinned: true },
      },
      { kind: 'cta', start: 13, end: 16, visual: { kind: 'none' as const, keywords: [], pinned: true } },
    ];
    const media = [
      { kind: 'photo' as const, id: '00000000-0000-4000-8000-000000000001' },
      { kind: 'photo' as const, id: '00000000-0000-4000-8000-000000000002' },
    ];
    const shots = planShots({ scenes, media, briefTexts: ['пекарна'], transition: 'wipe' });
    const of = (scene: number) => shots.find((s) => s.scene === scene)!;
    expect(of(0).kind).toBe('photo'); // the writer's illustration still gives way to the user's photos
    expect(of(1).kind).toBe('illustration');
    expect(of(1).icons!.length).toBeGreaterThan(0);
    // The chosen photo holds the whole scene, every shot of it.
    expect(shots.filter((s) => s.scene === 2).length).toBeGreaterThan(1);
    expect(shots.filter((s) => s.scene === 2).every((s) => s.kind === 'photo' && s.media === 1)).toBe(true);
    expect(of(3).kind).toBe('illustration');
    expect(of(3).icons).toEqual([]);
  });
});

describe('brand', () => {
  it.each(ASPECT_RATIOS)(
    'shows a Brand Kit logo at no less than 18%% of the shorter side on the intro and end card (%s)',
    (aspect) => {
      registerDefaultFonts();
      const { width, height } = frameSize(aspect);
      const ctx = createCanvas(width, height).getContext('2d') as unknown as CanvasRenderingContext2D;
      const theme = resolveTheme('clean');
      const kinds = ['hook', 'intro', 'service', 'offer', 'cta', 'end'] as const;
      const composed = composeScenes({
        ctx,
        frame: { width, height, safe: safeArea(width, height, aspect), aspect },
        theme,
        fonts: fontRoles(theme),
        details: SAMPLE_DETAILS,
        scenes: kinds.map((kind, i) => ({
          id: `s${i}`,
          kind,
          headline: SAMPLE_DETAILS.BusinessName,
          start: i * 5,
          end: i * 5 + 5,
          voiceStart: i * 5,
          voiceDur: 3,
        })),
        hasLogo: true,
        logoAspect: 2,
      });
      for (const kind of ['intro', 'end']) {
        const logo = composed.scenes.find((s) => s.kind === kind)!.blocks.find((b) => b.type === 'logo');
        expect(logo?.type === 'logo' && logo.rect.h).toBeGreaterThanOrEqual(0.18 * Math.min(width, height));
      }
      expect(composed.issues).toEqual([]);
    },
  );
});

describe('the end card', () => {
  const endOffer = (headline: string, sub: string) => {
    registerDefaultFonts();
    const { width, height } = frameSize('9:16');
    const ctx = createCanvas(width, height).getContext('2d') as unknown as CanvasRenderingContext2D;
    const theme = resolveTheme('bold');
    const kinds = ['intro', 'offer', 'cta', 'end'] as const;
    const composed = composeScenes({
      ctx,
      frame: { width, height, safe: safeArea(width, height, '9:16'), aspect: '9:16' },
      theme,
      fonts: fontRoles(theme),
      details: { ...SAMPLE_DETAILS, BusinessName: 'Бай Иван' },
      scenes: kinds.map((kind, i) => ({
        id: `s${i}`,
        kind,
        headline: kind === 'offer' ? headline : 'Бай Иван',
        sub: kind === 'offer' ? sub : undefined,
        start: i * 5,
        end: i * 5 + 5,
        voiceStart: i * 5,
        voiceDur: 3,
      })),
      hasLogo: false,
    });
    const end = composed.scenes.find((s) => s.kind === 'end')!;
    return end.blocks
      .filter((b) => b.type === 'text')
      .map((b) => (b.type === 'text' ? b.layout.lines.map((l) => l.text).join(' ') : ''))
      .join(' | ');
  };
  it('says the offer as one sentence: a clause of its own after a comma, a continuation as typed', () => {
    expect(endOffer('25 € на метър', 'Огледът е безплатен')).toMatch(/25\s€\sна\sметър, огледът\sе\sбезплатен/);
    expect(endOffer('Смяна на 4 гуми', 'С баланс 40 €')).toMatch(/Смяна\sна\s4\sгуми\sс\sбаланс\s40\s€/);
  });
  it('says a second priced part after a comma: "Вход 5,11 €, за 7,67 € …", never "Вход 5,11 € за 7,67 €"', () => {
    expect(endOffer('Вход 5,11 €', 'За 7,67 € можете и да разходите алпака')).toMatch(/Вход\s5,11\s€, за\s7,67/);
    // (…while a sub-line that goes on the headline's own words follows it as typed.)
    expect(endOffer('Вход 5,11 €', 'За възрастни')).toMatch(/Вход\s5,11\s€\sза\sвъзрастни/);
    // (…and a sub-line that opens on its own price after a priced headline is a second part too.)
    expect(endOffer('От 15 € в града', '0,50 € на км извън Плевен')).toMatch(/в\sграда, 0,50\s€/);
  });
});
