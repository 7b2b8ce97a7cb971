/** "Моите материали": the user's own photos and clips, and the picker in create step 3. */
export const mediaMessages = {
  media: {
    title: 'Моите материали',
    subtitle: 'Вашите снимки и клипове, готови за всяка следваща реклама.',
    upload: 'Качете снимка или клип',
    uploading: 'Качване...',
    uploaded: 'Файлът е качен.',
    progress: (name: string, index: number, count: number, percent: number) =>
      `Качване на „${name}“${count > 1 ? ` (${index} от ${count})` : ''}: ${percent}%`,
    hint: 'Снимки JPG, PNG или WebP до 20MB; клипове MP4, MOV или WebM до 60 секунди и 200MB.',
    empty: 'Все още нямате качени материали.',
    remove: 'Изтрийте',
    removeConfirm: 'Да изтрием ли този файл? Рекламите, които вече са готови, няма да се променят.',
    usage: (used: string, total: string) => `Използвани ${used} от ${total}`,
    photo: 'Снимка',
    clip: (sec: number) => `Клип · ${Math.round(sec)} сек.`,
    credit: (who: string) => `Снимка: ${who}`,
    loadError: 'Материалите не можаха да се заредят. Моля опитайте отново.',
    picker: {
      title: 'Снимки и клипове в рекламата',
      all: 'Използвайте всички в реда на качване',
      choose: 'Изберете кои да се използват',
      none: 'Без мои материали (илюстрации)',
      selected: (n: number) => `Избрани: ${n}`,
    },
    errors: {
      EMPTY_FILE: 'Файлът е празен.',
      FILE_REQUIRED: 'Изберете файл.',
      MEDIA_FILE_TOO_LARGE: 'Файлът е твърде голям: снимките са до 20MB, клиповете до 200MB.',
      UNSUPPORTED_FILE_TYPE: 'Този тип файл не се поддържа. Качете JPG, PNG, WebP, MP4, MOV или WebM.',
      FILE_TYPE_MISMATCH: 'Съдържанието на файла не отговаря на разширението му.',
      IMAGE_DIMENSIONS_TOO_LARGE:
        'Снимката има твърде много пиксели (над 40 мегапиксела). Намалете я и опитайте отново.',
      CORRUPT_FILE: 'Файлът е повреден или непълен и не може да се отвори.',
      CLIP_NO_VIDEO: 'В клипа няма видео, само звук.',
      CLIP_TOO_LONG: 'Клипът е по-дълъг от 60 секунди. Изрежете го и опитайте отново.',
      MEDIA_ALLOWANCE_EXCEEDED:
        'Мястото за материали в плана Ви е запълнено. Изтрийте стари файлове или преминете към по-голям план.',
      NOT_FOUND: 'Файлът не е намерен.',
      UPLOAD_INTERRUPTED: 'Качването прекъсна и файлът не е запазен. Проверете връзката и опитайте отново.',
      UPLOAD_OFFSET_MISMATCH: 'Качването се разминава с вече получените данни. Опитайте отново.',
      UPLOAD_INCOMPLETE: 'Файлът не е качен докрай и не е запазен. Опитайте отново.',
    } as Record<string, string>,
  },
} as const;
