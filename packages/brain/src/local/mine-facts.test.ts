import { describe, expect, it } from 'vitest';
import { FACT_MAX_CHARS, formatPhone, mineFacts, prep } from './mine-facts.ts';

describe('mineFacts', () => {
  it('keeps a quoted name and the town (the reported "Житен клас" case)', () => {
    expect(mineFacts('Семейна пекарна „Житен клас“ в Русе')).toMatchObject({
      name: 'Житен клас',
      town: 'Русе',
      where: 'в Русе',
      trade: 'Семейна пекарна',
    });
  });

  it('reads "в центъра на Пловдив" as where, with the town in its proper case', () => {
    expect(mineFacts('Цветарски магазин в центъра на Пловдив')).toMatchObject({
      name: '',
      town: 'Пловдив',
      where: 'в центъра на Пловдив',
      trade: 'Цветарски магазин',
    });
    expect(mineFacts('цветарница в центъра на пловдив')).toMatchObject({
      town: 'Пловдив',
      where: 'в центъра на Пловдив',
      trade: 'цветарница',
    });
    expect(mineFacts('салон за красота Афродита във Враца')).toMatchObject({ name: 'Афродита', where: 'във Враца' });
  });

  it('takes a capitalised proper name, even of several words, but never the town', () => {
    expect(mineFacts('Автодетайлинг Блясък, София, 0888 000 111')).toMatchObject({
      name: 'Блясък',
      town: 'София',
      phone: '0888 000 111',
      trade: 'Автодетайлинг',
    });
    expect(mineFacts('юридическа кантора Петров и партньори, София').name).toBe('Петров и партньори');
    expect(mineFacts('строителна фирма Стабилен дом, Габрово').name).toBe('Стабилен дом');
    expect(mineFacts('туристическа агенция Пътешественик, Русе')).toMatchObject({
      name: 'Пътешественик',
      town: 'Русе',
    });
    expect(mineFacts('фризьор в Лозенец')).toMatchObject({ name: '', town: 'София', trade: 'фризьор' });
    expect(mineFacts('ремонт на перални и хладилници, Шумен')).toMatchObject({
      name: '',
      town: 'Шумен',
      trade: 'ремонт на перални и хладилници',
    });
  });

  it('reads titles, names that run up to the town, districts and dashes the same general way', () => {
    expect(mineFacts('Зъболекар д-р Иванова в Пловдив')).toMatchObject({
      name: 'д-р Иванова',
      town: 'Пловдив',
      trade: 'Зъболекар',
    });
    expect(mineFacts('шивашко ателие Игла и конец в Смолян')).toMatchObject({
      name: 'Игла и конец',
      where: 'в Смолян',
      trade: 'шивашко ателие',
    });
    expect(mineFacts('Пицария Мама Миа - Варна')).toMatchObject({
      name: 'Мама Миа',
      where: 'във Варна',
      trade: 'Пицария',
    });
    expect(mineFacts('Фризьорски салон „Стил“ – ж.к. Младост, София')).toMatchObject({
      name: 'Стил',
      where: 'в София, ж.к. Младост',
      trade: 'Фризьорски салон',
    });
    expect(mineFacts('Хотел Панорама в Златни пясъци')).toMatchObject({
      name: 'Панорама',
      where: 'в Златни пясъци',
      trade: 'Хотел',
    });
    expect(mineFacts('автосервиз Мото Про, гр. Плевен, ул. Христо Ботев 10')).toMatchObject({
      name: 'Мото Про',
      town: 'Плевен',
      address: 'ул. Христо Ботев 10',
      trade: 'автосервиз',
    });
  });

  it('finds street, phone, web, offer and season and leaves the trade', () => {
    const facts = mineFacts(
      'пицария Наполи, ул. Гладстон 12, Пловдив, тел. 0888123456, www.napoli.bg, 20% отстъпка за Коледа',
    );
    expect(facts).toEqual({
      name: 'Наполи',
      town: 'Пловдив',
      where: 'в Пловдив',
      address: 'ул. Гладстон 12',
      phone: '0888 123 456',
      web: 'www.napoli.bg',
      offer: '20% отстъпка за Коледа',
      season: 'Коледа',
      trade: 'пицария',
    });
    // ("климатици до 12 000 btu 150 лв монтаж включен": the limit a price is for goes with it, what follows it apart.)
    expect(mineFacts('климатици до 12 000 btu 150 лв монтаж включен')).toMatchObject({
      trade: 'климатици',
      offer: 'до 12 000 btu 150 лв, монтаж включен',
    });
    expect(mineFacts('уроци по китара 10 урока 200 лв на месец')).toMatchObject({ offer: '10 урока 200 лв на месец' });
    expect(mineFacts('кафене във Варна с 2 за 1 до 14 февруари')).toMatchObject({
      trade: 'кафене',
      where: 'във Варна',
      offer: '2 за 1 до 14 февруари',
    });
  });

  it('writes phones the Bulgarian way and picks в/във, с/със by the next word', () => {
    expect(formatPhone('0888123456')).toBe('0888 123 456');
    expect(formatPhone('+359 888 12 34 56')).toBe('0888 123 456');
    expect(formatPhone('029876543')).toBe('02 987 6543');
    expect([prep('в', 'Варна'), prep('в', 'Русе'), prep('в', 'Фурна'), prep('в', '„Вкусно“')]).toEqual([
      'във',
      'в',
      'във',
      'във',
    ]);
    expect([prep('с', 'сирене'), prep('с', 'зеле'), prep('с', 'мед')]).toEqual(['със', 'със', 'с']);
  });

  it('survives bad input and caps every fact', () => {
    for (const input of [
      '',
      '🍕🍕',
      '12345',
      '<b>x</b>',
      'a'.repeat(10_000),
      `„${'Дълго име '.repeat(30)}“ в Русе`,
      null as unknown as string,
    ]) {
      const facts = mineFacts(input);
      for (const [key, max] of Object.entries(FACT_MAX_CHARS))
        expect(facts[key as keyof typeof facts].length, key).toBeLessThanOrEqual(max);
    }
    expect(mineFacts('<script>x</script> Кафе „Роза“').name).toBe('Роза');
  });
});
