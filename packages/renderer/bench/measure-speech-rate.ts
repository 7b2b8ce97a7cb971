/**
 * `npx tsx packages/renderer/bench/measure-speech-rate.ts`: measures how many Bulgarian words per
 * second the offline voice reads at the renderer's rate, over typical ad lines. The figure is
 * SPEECH_WORDS_PER_SECOND in packages/contract/src/storyboard.ts, which the script writer uses.
 */
import { spokenWords } from '@reklamo/contract';
import { espeakVoice } from '../src/voice/espeak-provider.ts';

const LINES = [
  'Търсите прясно изпечен хляб всяка сутрин?',
  'Пекарна Слънце в центъра на Пловдив пече с масло и закваска.',
  'Предлагаме кроасани, торти по поръчка и кафе за вкъщи.',
  'Само до 14 февруари всяка торта е с 20% отстъпка.',
  'Обадете се на 0888 123 456 или ни посетете на ул. Главна 12.',
  'Автосервиз Мотор. Компютърна диагностика, смяна на масло и ремонт на спирачки.',
  'Запазете час още днес и спестете време и нерви.',
  'Вашият телефон е счупен и не знаете кой да го поправи бързо?',
];

const voice = espeakVoice();
let words = 0;
let seconds = 0;
for (const line of LINES) {
  const clip = await voice.synthesize(line, { rate: 175 });
  const n = spokenWords(line);
  words += n;
  seconds += clip.durationSec;
  console.log(`${(n / clip.durationSec).toFixed(2)} w/s  ${clip.durationSec.toFixed(2)} s  ${line}`);
}
console.log(
  JSON.stringify({
    rateWpm: 175,
    words,
    seconds: Math.round(seconds * 100) / 100,
    wordsPerSecond: Math.round((words / seconds) * 100) / 100,
  }),
);
