/** The dashboard shell. */
export const dashboardMessages = {
  dashboard: {
    logout: 'Изход',
    nav: {
      dashboard: 'Проекти',
      inspiration: 'Генерирани видеа',
      media: 'Моите материали',
      settings: 'Настройки',
      billing: 'Плащания',
      support: 'Поддръжка',
    },
    search: 'Търсене в проектите',
    searchResults: 'Намерени видеа',
    searchHint: 'Enter отваря всички резултати',
    searchEmpty: 'Няма видеа, които отговарят на търсенето.',
    myProfile: 'Моят профил',
    menu: 'Меню',
    openMenu: 'Отвори менюто',
    closeMenu: 'Затвори менюто',
    userMenu: 'Потребителско меню',
    closeDialog: 'Затвори',
  },
  verifyEmail: {
    explain: (email: string) =>
      `Изпратихме връзка за потвърждение на ${email}. Отворете я, за да създадете безплатното си видео.`,
    resend: 'Изпратете връзката отново',
    sending: 'Изпращане...',
    sent: 'Изпратихме нова връзка. Проверете пощата си.',
  },
} as const;
