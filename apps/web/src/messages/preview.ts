export const previewMessages = {
  preview: {
    /** Accessible name of a preview canvas; tests and screen readers find the variants by it. */
    label: (variant: number) => `Преглед на рекламата — Вариант ${variant}`,
    play: (label: string) => `Пуснете: ${label}`,
    pause: (label: string) => `Пауза: ${label}`,
    position: (label: string) => `Момент от видеото: ${label}`,
    loading: 'Подготвяме прегледа…',
    variants: 'Варианти',
    option: (variant: number) => `Вариант ${variant}`,
    angles: {
      question: 'Започва с въпрос',
      'offer-first': 'Офертата първо',
      'problem-solution': 'Проблем и решение',
    } as Record<string, string>,
  },
} as const;
