/** Strings every screen shares; the entry chunk imports only these. */
export const commonMessages = {
  common: {
    loading: 'Зареждане...',
    networkError: 'Възникна грешка с мрежата. Моля проверете интернет връзката си.',
    genericError: 'Възникна грешка. Моля опитайте отново.',
    unexpectedError: 'Възникна неочаквана грешка',
    /** SPEC.md's wording for any 429: too many tries on a costly action. */
    rateLimited: 'Твърде много опити. Моля опитайте отново по-късно',
    tooManyActiveVideos: (n: number) =>
      `Имате ${n} видеа в процес на създаване. Изчакайте някое от тях да завърши и опитайте отново.`,
    showPassword: 'Покажи паролата',
    hidePassword: 'Скрий паролата',
    /** The file picker everywhere: the browser's own says "Choose File / No file chosen" in English. */
    chooseFile: 'Изберете файл',
    noFileChosen: 'Няма избран файл',
    brand: 'Reklamo',
    trust: 'Доверено от над 1 500 бизнеса в България',
  },
} as const;
