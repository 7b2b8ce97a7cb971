import { describe, expect, it } from 'vitest';
import { createUser, newPage, toStep3 } from './support/browser.ts';
import { withE2eDb } from './support/db.ts';

describe('the owner fixes how the voice says a word', () => {
  it('taps the stressed vowel of the town, hears it in the preview voice and keeps it for the account', async () => {
    const u = await createUser();
    const { page } = await newPage({ cookie: u.cookie });
    await toStep3(page, 'Автосервиз „Бързо колело“ в Габрово, смяна на гуми');

    const section = page.getByTestId('pronunciation');
    await section.getByRole('heading', { name: 'Произношение' }).waitFor();
    await section.getByRole('button', { name: 'Габрово', exact: true }).click();
    // "Габрово" has three vowels: the owner taps the second (as if the town were "гаБРОво" in their mouth).
    const heard = page.waitForResponse(
      (r) => r.url().includes('/api/voice/line') && new URL(r.url()).searchParams.get('text') === 'Габро\u0301во',
    );
    await section.getByRole('button', { name: 'Ударение на „о“, гласна 2 от 3' }).click();
    const res = await heard;
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { wav: string }).wav.length).toBeGreaterThan(1000);

    await section.getByRole('button', { name: 'Запазете произношението' }).click();
    await section.getByRole('status').filter({ hasText: 'Произношението на „Габрово“ е запазено' }).waitFor();
    await section.getByText('Габро\u0301во').waitFor();
    const rows = await withE2eDb((c) =>
      c.query<{ word: string; spoken: string }>(
        'select p.word, p.spoken from pronunciations p join users u on u.id = p.user_id where u.email = $1',
        [u.email.toLowerCase()],
      ),
    );
    expect(rows.rows).toEqual([{ word: 'габрово', spoken: 'Габро\u0301во' }]);

    // Typed as it sounds, for a word of the business name; then removed again.
    await section.getByRole('button', { name: 'колело', exact: true }).click();
    await section.getByRole('textbox', { name: 'Или напишете думата както се чува' }).fill('колело\u0301');
    await section.getByRole('button', { name: 'Запазете произношението' }).click();
    await section.getByRole('status').filter({ hasText: '„колело“' }).waitFor();
    await section.getByRole('button', { name: 'Премахнете поправката на „колело“' }).click();
    await section.getByRole('status').filter({ hasText: 'Поправката на „колело“ е премахната' }).waitFor();

    // Kept with the account: a new visit (the draft opens at step 3 again) lists it.
    await page.reload();
    await page.getByTestId('pronunciation').getByText('Габро\u0301во').waitFor();
    expect(await page.getByTestId('pronunciation').getByText('колело\u0301').count()).toBe(0);
  });
});
