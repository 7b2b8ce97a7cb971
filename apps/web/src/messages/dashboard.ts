/** The dashboard shell. */
export const dashboardMessages = {
  dashboard: {
    greeting: (name: string) => `Здравейте, ${name}!`,
    logout: 'Изход',
    nav: {
      dashboard: 'Проекти',
      inspiration: 'Генерирани видеа',
      settings: 'Настройки',
      billing: 'Плащания',
      support: 'Поддръжка',
    },
    search: 'Търсене в проектите',
    myProfile: 'Моят профил',
    openMenu: 'Отвори менюто',
    closeMenu: 'Затвори менюто',
    userMenu: 'Потребителско меню',
  },
} as const;
