/**
 * Bulgarian keyword index over the Fluent Emoji set: a word of the brief or of a scene's visual cue
 * ("пица", "брава", "зъболекар") points at the icons that show that trade. Stems are matched at the
 * start of a word, so "пиците", "пицария" and "пица" all hit "пиц". The first icon is the hero of a
 * scene; the rest are its burst (related icons that pop in around it).
 */
export type TradeEntry = { stems: string[]; icons: string[] };

export const TRADES: TradeEntry[] = [
  // Food and drink
  { stems: ['пиц'], icons: ['pizza', 'cheese-wedge', 'tomato', 'hot-pepper'] },
  { stems: ['хляб', 'хлеб', 'пекар', 'фурна', 'закваск', 'питк'], icons: ['bread', 'baguette-bread', 'croissant', 'pretzel'] },
  { stems: ['кроасан', 'баничк', 'баниц', 'закуск'], icons: ['croissant', 'hot-beverage', 'bread', 'butter'] },
  { stems: ['торт', 'сладкар', 'рожден', 'празни'], icons: ['birthday-cake', 'shortcake', 'cupcake', 'party-popper'] },
  { stems: ['сладк', 'десерт', 'бонбон', 'шоколад'], icons: ['chocolate-bar', 'candy', 'lollipop', 'doughnut'] },
  { stems: ['кекс', 'мъфин', 'капкейк'], icons: ['cupcake', 'cookie', 'shortcake'] },
  { stems: ['понич', 'донът'], icons: ['doughnut', 'hot-beverage', 'cookie'] },
  { stems: ['бисквит', 'курабийк'], icons: ['cookie', 'glass-of-milk', 'cupcake'] },
  { stems: ['палачинк'], icons: ['pancakes', 'honey-pot', 'strawberry'] },
  { stems: ['сладолед', 'джелато'], icons: ['soft-ice-cream', 'ice-cream', 'shaved-ice'] },
  { stems: ['кафе', 'еспресо', 'капучино', 'лате', 'кафене'], icons: ['hot-beverage', 'croissant', 'teacup-without-handle'] },
  { stems: ['чай', 'чайн'], icons: ['teacup-without-handle', 'teapot', 'herb'] },
  { stems: ['бубъл', 'bubble'], icons: ['bubble-tea', 'tropical-drink'] },
  { stems: ['бира', 'пивниц', 'пъб', 'бирар'], icons: ['beer-mug', 'clinking-beer-mugs', 'pretzel'] },
  { stems: ['вино', 'винар', 'винен', 'винот', 'изба', 'грозд'], icons: ['wine-glass', 'grapes', 'clinking-glasses'] },
  { stems: ['коктейл', 'бар'], icons: ['cocktail-glass', 'tropical-drink', 'clinking-glasses'] },
  { stems: ['ресторант', 'кухн', 'меню', 'обяд', 'вечер', 'храна', 'ястие', 'ястия', 'готв'], icons: ['fork-and-knife-with-plate', 'pot-of-food', 'green-salad', 'steaming-bowl'] },
  { stems: ['бургер', 'хамбургер', 'бързо хран', 'фаст'], icons: ['hamburger', 'french-fries', 'hot-dog'] },
  { stems: ['дюнер', 'дюнер', 'кебап', 'гирос', 'дьонер'], icons: ['stuffed-flatbread', 'flatbread', 'meat-on-bone'] },
  { stems: ['скара', 'барбекю', 'месо', 'месар', 'кюфте', 'кебапче', 'пържол'], icons: ['cut-of-meat', 'meat-on-bone', 'poultry-leg', 'fire'] },
  { stems: ['пиле', 'пилеш'], icons: ['poultry-leg', 'chicken', 'fire'] },
  { stems: ['риба', 'рибен', 'рибн', 'риби', 'морски', 'скарид', 'шаран', 'пъстърв', 'скумри', 'ципур', 'лаврак', 'сьомг', 'цаца', 'калкан'], icons: ['fish', 'fried-shrimp', 'lobster', 'oyster'] },
  { stems: ['суши'], icons: ['sushi', 'chopsticks', 'rice-ball'] },
  { stems: ['паст', 'спагет', 'итал'], icons: ['spaghetti', 'cheese-wedge', 'tomato'] },
  { stems: ['салат', 'веган', 'вегетариан', 'здравословн'], icons: ['green-salad', 'avocado', 'leafy-green', 'carrot'] },
  { stems: ['супа', 'супи', 'чорба'], icons: ['steaming-bowl', 'pot-of-food', 'bowl-with-spoon'] },
  { stems: ['сандвич', 'сандвичи', 'тост'], icons: ['sandwich', 'bacon', 'cheese-wedge'] },
  { stems: ['плод', 'зеленчук', 'пазар', 'био', 'ябълк', 'кошниц'], icons: ['red-apple', 'carrot', 'strawberry', 'leafy-green'] },
  { stems: ['ягод', 'малин', 'череш'], icons: ['strawberry', 'cherries', 'red-apple'] },
  { stems: ['мед', 'пчел'], icons: ['honey-pot', 'honeybee', 'sunflower'] },
  { stems: ['сирен', 'млечн', 'мляко', 'кашкавал'], icons: ['cheese-wedge', 'glass-of-milk', 'butter'] },
  { stems: ['кетъринг', 'доставка на храна'], icons: ['delivery-truck', 'package', 'fork-and-knife-with-plate'] },
  // Delivery alone is any trade's (flowers, books): a plate would say food.
  { stems: ['доставк'], icons: ['delivery-truck', 'package', 'shopping-bags'] },
  { stems: ['магазин', 'хранителн', 'бакали', 'супермаркет'], icons: ['shopping-cart', 'basket', 'shopping-bags'] },
  // Home and repairs
  { stems: ['ключ', 'брав', 'ключар', 'заключ', 'катинар', 'патрон'], icons: ['key', 'locked', 'old-key', 'door'] },
  { stems: ['комин', 'камин', 'сажди', 'дърва', 'огън', 'печка на дърва'], icons: ['fire', 'house', 'wood', 'brick'] },
  { stems: ['нож', 'точене', 'точа ', 'заточване', 'сатър'], icons: ['kitchen-knife', 'scissors', 'fork-and-knife-with-plate'] },
  { stems: ['ескейп', 'escape', 'пъзел', 'загадк', 'куест', 'стая за бягство'], icons: ['locked-with-key', 'puzzle-piece', 'hourglass-not-done', 'detective'] },
  { stems: ['водопровод', 'вик ', 'тръб', 'канал', 'теч', 'кран', 'бойлер', 'смесител', 'мивк'], icons: ['wrench', 'droplet', 'toolbox', 'shower'] },
  // "гаечен ключ" is a spanner, not a door key.
  { stems: ['гаечен ключ', 'инструмент', 'отвертк', 'чук', 'бормашин', 'винт'], icons: ['hammer-and-wrench', 'toolbox', 'screwdriver', 'nut-and-bolt'] },
  { stems: ['електр', 'ток', 'контакт', 'осветлен', 'лампи'], icons: ['high-voltage', 'electric-plug', 'light-bulb', 'battery'] },
  { stems: ['ремонт', 'майстор', 'поправк', 'строит', 'строеж', 'груб'], icons: ['hammer-and-wrench', 'toolbox', 'building-construction', 'brick'] },
  { stems: ['бояд', 'боя', 'бои ', 'валяк', 'шпакл', 'мазилк', 'тапет'], icons: ['paintbrush', 'artist-palette', 'ladder', 'house'] },
  { stems: ['интериор', 'обзавежд', 'диван', 'лампа'], icons: ['couch-and-lamp', 'framed-picture', 'potted-plant', 'light-bulb'] },
  { stems: ['дърво', 'дърводел', 'мебел', 'гардероб'], icons: ['carpentry-saw', 'wood', 'couch-and-lamp', 'hammer'] },
  { stems: ['покрив', 'хидроизол'], icons: ['house', 'ladder', 'hammer', 'umbrella-with-rain-drops'] },
  { stems: ['климат', 'вентилатор'], icons: ['snowflake', 'thermometer', 'house', 'sun'] },
  { stems: ['отоплен', 'камин', 'печк', 'парно', 'радиатор'], icons: ['fire', 'thermometer', 'house', 'wood'] },
  { stems: ['плочк', 'фаянс', 'теракот', 'баня', 'бани'], icons: ['bathtub', 'shower', 'sparkles', 'brick'] },
  { stems: ['прозор', 'дограм', 'стъкл'], icons: ['window', 'house', 'sparkles'] },
  { stems: ['почист', 'чистот', 'чистене', 'хигиен', 'пране', 'химическ', 'метл', 'парцал', 'препарат'], icons: ['broom', 'soap', 'sponge', 'bubbles', 'sparkles'] },
  { stems: ['градин', 'озелен', 'трева', 'двор', 'разсад'], icons: ['potted-plant', 'seedling', 'deciduous-tree', 'sunflower'] },
  { stems: ['имот', 'недвижим', 'апартамент', 'къща', 'наем', 'жилищ', 'брокер'], icons: ['house-with-garden', 'key', 'houses', 'office-building'] },
  { stems: ['хамал', 'преместв', 'транспорт', 'превоз', 'куриер', 'камион', 'бус', 'кашон', 'товар'], icons: ['delivery-truck', 'package', 'articulated-lorry'] },
  { stems: ['охран', 'сигнал', 'видеонаблюд', 'сигурн', 'щит'], icons: ['shield', 'locked', 'video-camera', 'bell'] },
  { stems: ['дезинсек', 'дератиз', 'хлебарк', 'гризач'], icons: ['shield', 'cockroach', 'house'] },
  // Cars and transport
  { stems: ['кола', 'коли', 'автомоб', 'авто', 'сервиз', 'гум', 'джант', 'мотор', 'диагност'], icons: ['automobile', 'wrench', 'wheel', 'fuel-pump'] },
  { stems: ['автомивк', 'мивка за', 'ръчна мивка', 'детайлинг', 'полир', 'пяна'], icons: ['automobile', 'bubbles', 'sparkles', 'droplet'] },
  { stems: ['такси', 'трансфер'], icons: ['taxi', 'oncoming-taxi', 'round-pushpin'] },
  { stems: ['велосипед', 'колело', 'вело'], icons: ['bicycle', 'person-mountain-biking', 'wrench'] },
  { stems: ['тротинетк', 'скутер'], icons: ['kick-scooter', 'motor-scooter', 'high-voltage'] },
  { stems: ['шофьор', 'автошкол', 'шофьорска книжк', 'волан', 'светофар'], icons: ['automobile', 'identification-card', 'oncoming-automobile'] },
  { stems: ['пътуван', 'туризъм', 'туристич', 'екскурз', 'почивк', 'самолет', 'куфар', 'паспорт'], icons: ['airplane', 'luggage', 'beach-with-umbrella', 'world-map'] },
  { stems: ['хотел', 'нощувк', 'къща за гост', 'легл'], icons: ['bed', 'bellhop-bell', 'house-with-garden', 'luggage'] },
  { stems: ['слънц'], icons: ['sun', 'sun-behind-cloud', 'sparkles'] },
  { stems: ['море', 'плаж'], icons: ['beach-with-umbrella', 'water-wave', 'sun'] },
  { stems: ['планин', 'ски', 'хижа'], icons: ['snow-capped-mountain', 'skier', 'hut'] },
  // Health and beauty
  { stems: ['зъб', 'дентал', 'стомат', 'усмивк'], icons: ['tooth', 'toothbrush', 'sparkles'] },
  { stems: ['лекар', 'доктор', 'клиник', 'медицин', 'болниц', 'преглед', 'здрав', 'стетоскоп'], icons: ['stethoscope', 'hospital', 'pill', 'anatomical-heart'] },
  { stems: ['аптек', 'лекарств', 'витамин', 'хапч'], icons: ['pill', 'adhesive-bandage', 'test-tube'] },
  { stems: ['лаборатор', 'изследван', 'кръв', 'епруветк', 'микроскоп'], icons: ['test-tube', 'microscope', 'drop-of-blood'] },
  { stems: ['очи', 'очил', 'оптик', 'зрени', 'лещи', 'око'], icons: ['glasses', 'eye', 'sunglasses'] },
  { stems: ['физиотерап', 'рехабил', 'масаж', 'спа', 'релакс'], icons: ['person-getting-massage', 'lotion-bottle', 'herb', 'candle'] },
  { stems: ['фризьор', 'коса', 'коси', 'подстриг', 'бръснар', 'барбер', 'салон', 'ножиц', 'сешоар', 'гребен', 'брада', 'бръснач'], icons: ['scissors', 'barber-pole', 'person-getting-haircut', 'hair-pick'] },
  { stems: ['маникюр', 'педикюр', 'нокт', 'гел лак', 'лак'], icons: ['nail-polish', 'sparkles', 'hand-with-fingers-splayed'] },
  { stems: ['козмет', 'грим', 'красот', 'лице', 'кожа', 'мигл', 'вежд', 'червил', 'парфюм'], icons: ['lipstick', 'lotion-bottle', 'kiss-mark', 'sparkles'] },
  { stems: ['фитнес', 'гир', 'трениров', 'спорт', 'зал', 'треньор', 'мускул', 'дъмбел'], icons: ['flexed-biceps', 'person-lifting-weights', 'running-shoe', 'stopwatch'] },
  { stems: ['йога', 'пилатес', 'медитац'], icons: ['person-in-lotus-position', 'herb', 'candle'] },
  { stems: ['танц', 'балет'], icons: ['ballet-shoes', 'mirror-ball', 'musical-notes'] },
  { stems: ['плуван', 'басейн'], icons: ['person-swimming', 'water-wave', 'goggles'] },
  { stems: ['футбол'], icons: ['soccer-ball', 'trophy', 'stadium'] },
  { stems: ['тенис'], icons: ['tennis', 'trophy'] },
  { stems: ['бокс', 'бойни', 'карате', 'кимоно', 'колан', 'ринг'], icons: ['boxing-glove', 'martial-arts-uniform', 'trophy'] },
  { stems: ['бебе', 'бебешк', 'детск', 'деца', 'дете', 'детска градин', 'количк', 'биберон', 'креватч'], icons: ['baby-bottle', 'teddy-bear', 'balloon', 'baby'] },
  { stems: ['баба', 'възрастн', 'грижа'], icons: ['folded-hands', 'red-heart', 'house'] },
  // Animals
  { stems: ['куче', 'кучет', 'ветеринар', 'домашни любимц', 'грумин', 'зоо', 'кокал', 'лапа', 'лапи'], icons: ['dog', 'paw-prints', 'bone', 'cat'] },
  { stems: ['котк', 'коте'], icons: ['cat', 'paw-prints', 'fish'] },
  { stems: ['кон', 'конна', 'езд'], icons: ['horse', 'horse-racing', 'trophy'] },
  // Flowers and gifts
  { stems: ['цвет', 'букет', 'цветар', 'рози', 'роза', 'лале'], icons: ['bouquet', 'rose', 'tulip', 'cherry-blossom'] },
  { stems: ['подар', 'сувенир'], icons: ['wrapped-gift', 'ribbon', 'party-popper'] },
  { stems: ['сватб', 'годеж', 'булк'], icons: ['wedding', 'ring', 'bouquet', 'two-hearts'] },
  { stems: ['парти', 'събити', 'рожден ден', 'аниматор', 'украс', 'балон'], icons: ['party-popper', 'balloon', 'confetti-ball', 'birthday-cake'] },
  { stems: ['бижу', 'злат', 'сребр', 'пръстен', 'колие', 'обеци', 'диамант'], icons: ['gem-stone', 'ring', 'watch', 'crown'] },
  { stems: ['часовни'], icons: ['watch', 'mantelpiece-clock', 'gem-stone'] },
  // Shops and fashion
  { stems: ['дрех', 'мода', 'бутик', 'облекл', 'рокл'], icons: ['dress', 't-shirt', 'shopping-bags', 'jeans'] },
  { stems: ['маратонк', 'спортни обувки'], icons: ['running-shoe', 'stopwatch', 'person-running'] },
  { stems: ['обувк', 'обущар', 'ботуш'], icons: ['high-heeled-shoe', 'running-shoe', 'mans-shoe'] },
  { stems: ['шивач', 'шиен', 'ушив', 'поправка на дрехи', 'шевна', 'конец', 'конци'], icons: ['sewing-needle', 'thread', 'scissors', 'dress'] },
  { stems: ['книж', 'книга', 'книги', 'книжарн', 'тетрад', 'речник'], icons: ['books', 'open-book', 'bookmark'] },
  { stems: ['играчк', 'игри', 'мече', 'кубчета'], icons: ['teddy-bear', 'puzzle-piece', 'video-game'] },
  { stems: ['онлайн магазин', 'доставяме', 'пратк'], icons: ['package', 'shopping-cart', 'delivery-truck'] },
  // Services for people and companies
  { stems: ['счетовод', 'данъц', 'данъч', 'финанс', 'заем', 'кредит', 'застрах', 'калкулатор', 'монет'], icons: ['ledger', 'bar-chart', 'money-bag', 'receipt'] },
  { stems: ['адвокат', 'правн', 'юрист', 'нотари', 'везни', 'чукче'], icons: ['balance-scale', 'scroll', 'briefcase'] },
  { stems: ['уроци', 'урок', 'учител', 'школ', 'курс', 'обучен', 'езиц', 'английск', 'математик', 'образован'], icons: ['graduation-cap', 'books', 'pencil', 'teacher'] },
  { stems: ['компютр', 'компютър', 'клавиатур', 'монитор', 'лаптоп', 'it ', 'софтуер', 'уебсайт', 'сайт', 'програм'], icons: ['laptop', 'desktop-computer', 'gear', 'globe-with-meridians'] },
  { stems: ['телефон', 'gsm', 'смартфон', 'мобил'], icons: ['mobile-phone', 'battery', 'wrench'] },
  { stems: ['фото', 'снимк', 'фотограф', 'видео', 'заснем', 'обектив', 'светкавиц', 'камер'], icons: ['camera-with-flash', 'video-camera', 'framed-picture'] },
  { stems: ['музик', 'пиано', 'китар', 'дj', 'диджей', 'ноти', 'микрофон'], icons: ['musical-notes', 'guitar', 'musical-keyboard', 'headphone'] },
  { stems: ['печат', 'реклам', 'маркетинг', 'дизайн', 'принтер', 'визитк', 'брошур'], icons: ['printer', 'artist-palette', 'megaphone', 'sparkles'] },
  { stems: ['изкуств', 'галери', 'рисув', 'рисунк', 'художн', 'скиц', 'платно', 'статив'], icons: ['artist-palette', 'framed-picture', 'paintbrush'] },
  { stems: ['татуир', 'тату', 'пиърсинг'], icons: ['artist-palette', 'sparkles', 'gem-stone'] },
  { stems: ['енерги', 'соларн', 'фотоволт', 'панел'], icons: ['sun', 'high-voltage', 'battery'] },
  { stems: ['гориво', 'бензин', 'газ'], icons: ['fuel-pump', 'automobile'] },
  { stems: ['земедел', 'ферм', 'трактор', 'реколт'], icons: ['tractor', 'sheaf-of-rice', 'seedling'] },
  { stems: ['църк', 'кръщен'], icons: ['church', 'candle', 'dove'] },
];

/**
 * Words that begin like a stem of another trade and mean something else: "контакт" is no horse
 * ("кон"), "скица" no skiing, "медитация" no honey, "около" no eye, "консултация" no horse. They
 * match here, the longest stem wins, and an entry with no icons is never shown.
 */
const FALSE_FRIENDS: TradeEntry = { stems: ['консулт', 'контрол', 'конкурс', 'конферен', 'конструк', 'контейнер', 'конфет', 'колекц', 'колон', 'колеж', 'колег', 'медал', 'около', 'окол', 'зала за', 'барабан', 'бартер', 'токсин'], icons: [] };

/** Icons each beat falls back to when nothing in the brief points at a trade. */
export const BEAT_ICONS: Record<string, string[]> = {
  hook: ['sparkles', 'glowing-star', 'star-struck'],
  problem: ['thinking-face', 'hourglass-not-done', 'face-with-steam-from-nose'],
  intro: ['waving-hand', 'sparkles', 'glowing-star'],
  service: ['check-mark-button', 'sparkles', 'thumbs-up'],
  proof: ['star', 'trophy', 'thumbs-up'],
  offer: ['wrapped-gift', 'party-popper', 'money-bag', 'fire'],
  cta: ['telephone-receiver', 'round-pushpin', 'mobile-phone', 'calendar'],
  end: ['red-heart', 'sparkles', 'thumbs-up'],
};

const words = (text: string) =>
  ` ${text.toLocaleLowerCase('bg-BG').replace(/[^\p{L}\p{N} ]+/gu, ' ').replace(/\s+/g, ' ')} `;

/**
 * Trades mentioned in `texts`, most specific first: earlier texts weigh more (a scene's own cue
 * before the brief), and within one text the first mention wins. A stem with a space is a phrase.
 */
export function matchTrades(texts: string[]): TradeEntry[] {
  const scored: { entry: TradeEntry; score: number }[] = [];
  texts.forEach((text, ti) => {
    const hay = words(text);
    // Every stem's hits; a hit inside a longer stem's hit is that stem's ("гаечен ключ" is no "ключ",
    // "лекарство" no "лекар", "контакт" no "кон").
    const hits: { entry: TradeEntry; at: number; end: number }[] = [];
    for (const entry of [...TRADES, FALSE_FRIENDS]) {
      for (const stem of entry.stems) {
        for (let at = hay.indexOf(` ${stem}`); at >= 0; at = hay.indexOf(` ${stem}`, at + 1)) hits.push({ entry, at, end: at + 1 + stem.length });
      }
    }
    const best = new Map<TradeEntry, number>();
    for (const h of hits) {
      const covered = hits.some((o) => o.entry !== h.entry && o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at);
      if (!covered && h.at < (best.get(h.entry) ?? Infinity)) best.set(h.entry, h.at);
    }
    for (const [entry, at] of best) if (entry.icons.length) scored.push({ entry, score: ti * 100_000 + at });
  });
  scored.sort((a, b) => a.score - b.score);
  const out: TradeEntry[] = [];
  for (const s of scored) if (!out.includes(s.entry)) out.push(s.entry);
  return out;
}

/** Every icon name the index can ask for (tests check each exists in the set). */
export function allIndexedIcons(): string[] {
  return [...new Set([...TRADES.flatMap((t) => t.icons), ...Object.values(BEAT_ICONS).flat()])];
}
