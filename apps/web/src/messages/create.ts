/** The three-step create-video flow and the generation modal (SPEC.md sections 2, 5 and 8). */
export const createMessages = {
  create: {
    title: 'Нова видео реклама',
    back: 'Назад',
    /** Shown while the unfinished ad kept on the server is read back. */
    restoring: 'Зареждане на започнатата реклама...',
    /** Clears the kept draft and starts the flow blank. */
    startOver: 'Започнете отначало',
    stepOf: (n: number, total: number) => `Стъпка ${n} от ${total}`,
    steps: {
      'business-selection': 'Бизнес',
      'prompt-mode': 'Описание',
      'detailed-form': 'Детайли',
    },
    business: {
      heading: 'Какъв е вашият бизнес?',
      hint: 'Изберете готов пример или напишете своя тип бизнес.',
      presetsLabel: 'Готови примери',
      presets: {
        carDetailing: 'Автодетайлинг',
        phoneRepair: 'Ремонт на смартфони',
        pizzeria: 'Пицария с доставка',
        trainer: 'Персонален треньор',
        locksmith: 'Ключарски услуги',
        plumbing: 'ВиК услуги',
      },
      customLabel: 'Вашият тип бизнес',
      customPlaceholder: 'напр. Цветарски магазин в центъра на Пловдив',
      continue: 'Продължете',
      generating: 'Генериране на описание...',
    },
    prompt: {
      heading: 'Опишете бизнеса и кампанията',
      hint: 'Подготвихме описание. Редактирайте го свободно: колкото по-конкретно, толкова по-добра реклама.',
      label: 'Описание на бизнеса и кампанията',
      counter: (n: number, max: number) => `${n}/${max}`,
      overHint: 'Текстът е по-дълъг от препоръчаното, но ще бъде използван изцяло.',
      submit: 'Генерирайте детайли',
      generating: 'Извличане на детайлите...',
      /** Shown under the description while it still holds "[…]" placeholders. */
      placeholdersNote: 'Остава да замените:',
      /** The one-time question when "Генерирайте детайли" is pressed with a placeholder left. */
      placeholdersAsk: 'Заменете текста в квадратни скоби с вашите данни',
      placeholdersContinue: 'Или натиснете „Генерирайте детайли“ отново, за да продължите без промени.',
    },
    details: {
      heading: 'Потвърдете детайлите',
      hint: 'Проверете извлечените данни. Четирите ключови полета трябва да бъдат потвърдени преди генериране.',
      summary: 'Обобщение на бизнеса',
      check: 'Провери',
      confirmed: 'Потвърдено',
      confirmAria: (label: string) => `Потвърдете полето „${label}“`,
      /** Beside the offer: the owner's лв prices as the ad says them (1 € = 1,95583 лв). */
      offerInEuro: (list: string) => `В рекламата цената е в евро: ${list}.`,
      /** The button that takes the converted prices rounded down (never up: no price raised by the euro). */
      offerRound: (list: string) => `Закръглете надолу: ${list}`,
      offerSuggested: 'Не сте посочили оферта – това е наше предложение. Потвърдете го, променете го или го изтрийте.',
      unconfirmAria: (label: string) => `Редактирайте отново полето „${label}“`,
      otherFields: 'Допълнителни детайли',
      aspect: 'Формат на видеото',
      aspects: {
        '16:9': 'Хоризонтално (YouTube, уебсайт)',
        '9:16': 'Вертикално (Reels, TikTok, Stories)',
        '1:1': 'Квадратно (публикация във Facebook, Instagram)',
        '4:5': 'Портретно (публикация в Instagram)',
      },
      style: 'Визуален стил',
      styles: {
        bold: { name: 'Смел', text: 'Силни цветове и едър шрифт' },
        clean: { name: 'Изчистен', text: 'Светъл, модерен и спокоен' },
        warm: { name: 'Топъл', text: 'Уютни, приветливи тонове' },
        neon: { name: 'Неон', text: 'Тъмен фон и ярки акценти' },
        editorial: { name: 'Редакционен', text: 'Като корица на списание' },
        luxe: { name: 'Луксозен', text: 'Тъмно и златисто, премиум усещане' },
      },
      styleLocked: 'Достъпен в Про плана',
      styleUpgrade: 'Надградете до Про за всички стилове',
      contact: 'Данни за контакт',
      name: 'Име',
      email: 'Имейл',
      generate: 'Генерирайте видео',
      upgrade: 'Надградете плана',
    },
    /** The script variants on step 3. */
    script: {
      legend: 'Варианти',
      hint: 'Три сценария от вашите детайли. Изберете един: по него ще бъде видеото.',
      confirmFirst: 'Потвърдете четирите ключови полета, за да видите вариантите на сценария.',
      loading: 'Пишем вариантите на сценария...',
      failed: 'Вариантите не можаха да се заредят. Можете да продължите: ще напишем сценария при генерирането.',
      variant: (n: number) => `Вариант ${n}`,
      voice: (line: string) => `Глас: ${line}`,
      angles: {
        question: 'Започва с въпрос',
        'offer-first': 'Офертата първо',
        'problem-solution': 'Проблем и решение',
      },
      kinds: {
        hook: 'Начало',
        problem: 'Проблем',
        intro: 'Представяне',
        service: 'Услуга',
        proof: 'Защо ние',
        offer: 'Оферта',
        cta: 'Призив',
        end: 'Финал',
      },
    },
    /** SPEC.md section 5 labels of the eight fields. */
    labels: {
      BusinessName: 'Име на бизнеса',
      BusinessDescription: 'Описание на бизнеса',
      Services: 'Услуги',
      AdvertizedService: 'Рекламирана услуга',
      Offer: 'Оферта',
      CTA: 'Призив за действие',
      BusinessLocation: 'Локация',
      TargetAudience: 'Целева аудитория',
    },
    banner: {
      plan: (name: string) => `${name} план`,
      usage: (used: number, limit: number) => `${used} / ${limit} генерации`,
      unlimited: 'неограничено',
      upgrade: 'Надградете',
    },
    errors: {
      businessTypeRequired: 'Моля въведете вашия тип бизнес',
      promptFailed: 'Грешка при генериране на промпта. Моля опитайте отново.',
      promptRequired: 'Моля въведете описание на вашия бизнес и кампания',
      promptTooLong: (max: number) =>
        `Описанието е твърде дълго. Моля съкратете го до ${max.toLocaleString('bg-BG')} символа.`,
      detailsFailed: 'Възникна грешка при генерирането на детайлите. Моля опитайте отново.',
      promptTooComplex:
        'Не успяхме да прочетем описанието навреме. Моля съкратете го или го напишете в няколко кратки изречения и опитайте отново.',
      notOnDetails: 'Моля първо генерирайте детайлите от вашия промпт',
      confirmField: (label: string) => `Моля потвърдете полето "${label}" преди да продължите`,
      fillField: (label: string) => `Моля попълнете полето "${label}"`,
      subscriptionInactive: 'Вашият абонамент не е активен. Моля обновете плащането си.',
      limitReached: (n: number) => `Достигнахте лимита от ${n} генерации за този месец. Надстройте плана си за повече.`,
      notAllowed: 'Не можете да генерирате видео в момента.',
      styleNotInPlan: 'Избраният стил не е включен във вашия план. Изберете друг стил или надградете плана.',
      startFailed: 'Възникна грешка при стартирането на генерирането. Моля опитайте отново.',
      storyboardMismatch: 'Детайлите са променени след избора на вариант. Изберете вариант отново.',
      timeout: 'Генерирането отне повече от очакваното време. Моля проверете в секцията "Генерирани видеа" по-късно.',
      failed: 'Генерирането на видеото не успя. Моля опитайте отново.',
      usageFailed: 'Не успяхме да проверим плана ви. Моля опитайте отново.',
    },
    generation: {
      title: 'Генериране на видео',
      starting: 'Стартиране...',
      queued: 'В опашка за обработка...',
      queuedPlace: (place: number) => `В опашка: ${bgOrdinal(place)}`,
      generating: 'Създаваме вашата реклама...',
      progress: (p: number) => `${p}%`,
      elapsed: (s: number) => `Изминало време: ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`,
      hint: 'Можете да затворите този прозорец: видеото ще продължи да се генерира и ще се появи в „Генерирани видеа“.',
      cancel: 'Отказ',
      canceling: 'Прекратяване...',
      cancelFailed: 'Не успяхме да прекратим генерирането. Моля опитайте отново.',
      checkVideos: 'Вижте видеата',
      doneTitle: 'Видеото е готово!',
      doneText: 'Вашата реклама е генерирана успешно.',
      watch: 'Гледайте видеото',
      failedTitle: 'Генерирането не успя',
      close: 'Затвори',
      newVideo: 'Създайте ново видео',
    },
  },
} as const;

/** A place in Bulgarian as it is written with a numeral: 1-ви, 2-ри, 3-ти, 7-ми, 11-ти, 21-ви, 100-тен. */
export function bgOrdinal(n: number): string {
  const tens = n % 100;
  if (n > 0 && tens === 0) return `${n}-${n % 1000 === 0 ? 'ен' : 'тен'}`;
  if (tens >= 11 && tens <= 19) return `${n}-ти`;
  const last = n % 10;
  return `${n}-${last === 1 ? 'ви' : last === 2 ? 'ри' : last === 7 || last === 8 ? 'ми' : 'ти'}`;
}
