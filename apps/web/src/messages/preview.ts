export const previewMessages = {
  preview: {
    /** Accessible name of a preview canvas; tests and screen readers find the variants by it. */
    label: (variant: number) => `Преглед на рекламата — Вариант ${variant}`,
    play: (label: string) => `Пуснете: ${label}`,
    pause: (label: string) => `Пауза: ${label}`,
    position: (label: string) => `Момент от видеото: ${label}`,
    soundOn: (label: string) => `Включете гласа: ${label}`,
    soundOff: (label: string) => `Изключете гласа: ${label}`,
    loading: 'Подготвяме прегледа…',
    failed: 'Прегледът не се зареди: сървърът е зает.',
    picturesFailed: 'Някои картини не се заредиха: сървърът е зает.',
    retry: 'Опитайте отново',
  },
} as const;
