import { describe, expect, it } from 'vitest';
import { run } from './speak.ts';

describe('cli speak', () => {
  it('prints the spoken text with numbers in words and each word’s IPA, stressed as the lexicon says', async () => {
    const out = (await run([
      '--text',
      'Автосервиз „Бързо колело“ в Габрово: смяна на 4 гуми за 30 €. Звънете на +359 887 555 010.',
      '--phonemes',
    ])) as { spoken: string; words: { text: string; phonemes: string }[] };
    expect(out.spoken).toBe(
      'Автосервиз „Бързо колело“ в Габрово: смяна на четири гуми за тридесет евро. Звънете на плюс три пет девет, осемстотин осемдесет и седем, петстотин петдесет и пет, нула десет.',
    );
    const ipa = Object.fromEntries(out.words.map((w) => [w.text, w.phonemes]));
    expect(ipa['Габрово']).toBe('ˈɡabrovo');
    expect(ipa['колело']).toMatch(/ˈɫo$/);
    expect(ipa['тридесет']).toMatch(/^ˈtri/);
  }, 60_000);

  it('applies a fix given on the command line, and refuses a voice it cannot run locally', async () => {
    const out = (await run(['--text', 'Пицария Наполи', '--fix', 'Наполи=На́поли', '--phonemes'])) as {
      words: { text: string; phonemes: string }[];
    };
    expect(out.words.find((w) => w.text === 'Наполи')?.phonemes).toMatch(/^ˈna/);
    await expect(run(['--text', 'Здравейте', '--voice', 'azure'])).rejects.toThrow(/only espeak/);
  }, 60_000);
});
