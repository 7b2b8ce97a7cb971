import { expect, it } from 'vitest';
import { downloadFileName, makeVideoTitle, toAscii } from './make-title.ts';

it('titles a video from business name and advertised service', () => {
  expect(makeVideoTitle({ BusinessName: ' Пицария  Наполи ', AdvertizedService: 'пица с доставка' })).toBe(
    'Пицария Наполи — пица с доставка',
  );
  expect(makeVideoTitle({ BusinessName: 'Glow', AdvertizedService: '' })).toBe('Glow');
  expect(makeVideoTitle({ BusinessName: '', AdvertizedService: '' })).toBe('Видео реклама');
  expect(makeVideoTitle({ BusinessName: 'А'.repeat(200), AdvertizedService: 'x' }).length).toBeLessThanOrEqual(90);
});

it('makes a safe download name that keeps Cyrillic', () => {
  expect(downloadFileName('Пицария "Наполи" — пица/доставка')).toBe('Пицария Наполи — пица доставка.mp4');
  expect(downloadFileName('???')).toBe('video.mp4');
});

it('transliterates Bulgarian for the ASCII file name', () => {
  expect(toAscii('Автосервиз Мото — смяна на масло.mp4')).toBe('Avtoserviz Moto - smyana na maslo.mp4');
  expect(toAscii('Щастие и Юнак')).toBe('Shtastie i Yunak');
});
