import { matchTrades, type TradeEntry } from './keywords-bg.ts';

/**
 * English search words for a trade, by its hero icon: stock libraries answer English best, and the
 * shared trade table (packages/trades) gives every trade and every noun of its lexicon a hero. Icons
 * whose name is a fine query ("pizza", "bicycle", "tooth" → "dentist") need no entry beyond a better word.
 */
const QUERY_BY_ICON: Record<string, string> = {
  bread: 'bakery bread',
  croissant: 'croissant breakfast',
  'birthday-cake': 'cake pastry shop',
  'chocolate-bar': 'chocolate dessert',
  cupcake: 'cupcakes',
  doughnut: 'donuts',
  cookie: 'cookies',
  'soft-ice-cream': 'ice cream',
  'hot-beverage': 'coffee shop',
  'teacup-without-handle': 'tea',
  'bubble-tea': 'bubble tea',
  'beer-mug': 'beer pub',
  'wine-glass': 'wine',
  'cocktail-glass': 'cocktail bar',
  'fork-and-knife-with-plate': 'restaurant food',
  'stuffed-flatbread': 'kebab',
  'cut-of-meat': 'grilled meat',
  'poultry-leg': 'roast chicken',
  fish: 'seafood',
  'green-salad': 'healthy salad',
  'steaming-bowl': 'soup',
  'red-apple': 'fruit vegetables market',
  'honey-pot': 'honey',
  'cheese-wedge': 'cheese',
  'delivery-truck': 'delivery',
  'shopping-cart': 'grocery store',
  key: 'locksmith keys',
  wrench: 'plumber',
  'high-voltage': 'electrician',
  'hammer-and-wrench': 'renovation',
  paintbrush: 'painting walls',
  'carpentry-saw': 'carpentry',
  house: 'house roof',
  snowflake: 'air conditioning',
  broom: 'house cleaning',
  'potted-plant': 'gardening',
  'house-with-garden': 'real estate house',
  shield: 'security',
  automobile: 'car service',
  taxi: 'taxi',
  airplane: 'travel',
  'beach-with-umbrella': 'beach',
  'snow-capped-mountain': 'mountains',
  tooth: 'dentist',
  stethoscope: 'doctor clinic',
  pill: 'pharmacy',
  'test-tube': 'laboratory',
  glasses: 'optician glasses',
  'person-getting-massage': 'massage spa',
  scissors: 'hair salon',
  'nail-polish': 'manicure',
  lipstick: 'beauty cosmetics',
  'flexed-biceps': 'fitness gym',
  'person-in-lotus-position': 'yoga',
  'ballet-shoes': 'dance',
  'person-swimming': 'swimming pool',
  'soccer-ball': 'football',
  'boxing-glove': 'boxing',
  'baby-bottle': 'children',
  'folded-hands': 'elderly care',
  dog: 'dog grooming',
  bouquet: 'flower shop bouquet',
  'wrapped-gift': 'gifts',
  wedding: 'wedding',
  'party-popper': 'party',
  'gem-stone': 'jewelry',
  dress: 'fashion boutique',
  'high-heeled-shoe': 'shoes',
  'sewing-needle': 'tailor sewing',
  books: 'bookstore',
  'teddy-bear': 'toys',
  package: 'parcel delivery',
  ledger: 'accountant office',
  'balance-scale': 'lawyer',
  'graduation-cap': 'classroom lesson',
  laptop: 'computer repair',
  'mobile-phone': 'smartphone repair',
  'camera-with-flash': 'photographer',
  'musical-notes': 'music',
  printer: 'printing',
  'artist-palette': 'art studio',
  sun: 'solar panels',
  'fuel-pump': 'gas station',
  tractor: 'farm',
  church: 'church',
  // The heroes of the shared trade table that no entry above names well.
  'takeout-box': 'catering food',
  basket: 'grocery store',
  'leafy-green': 'organic vegetables',
  'sport-utility-vehicle': 'car rental',
  wheel: 'tyre service',
  'pickup-truck': 'tow truck',
  'racing-car': 'car body repair',
  shower: 'plumber',
  fire: 'fireplace chimney',
  'articulated-lorry': 'moving truck',
  'deciduous-tree': 'garden landscaping',
  screwdriver: 'appliance repair',
  'building-construction': 'construction site',
  window: 'windows installation',
  wood: 'wooden floor',
  bathtub: 'bathroom tiles',
  cockroach: 'pest control',
  'couch-and-lamp': 'interior design',
  coat: 'dry cleaning',
  'mans-shoe': 'shoe repair',
  'barber-pole': 'barber shop',
  dragon: 'tattoo studio',
  'speech-balloon': 'therapy session',
  'speaking-head': 'speech therapy',
  broccoli: 'healthy food nutrition',
  poodle: 'dog grooming',
  'service-dog': 'dog training',
  'person-lifting-weights': 'personal trainer gym',
  'woman-dancing': 'dance class',
  child: 'kindergarten children',
  'musical-keyboard': 'piano music',
  robot: 'coding class',
  balloon: 'kids party',
  'locked-with-key': 'escape room',
  'kitchen-knife': 'knife sharpening',
  'globe-with-meridians': 'digital marketing',
  'confetti-ball': 'event party',
  bed: 'guest house room',
  umbrella: 'insurance',
  'fountain-pen': 'translation documents',
  'triangular-ruler': 'architect drawing',
  'movie-camera': 'videographer',
  television: 'electronics store',
  watch: 'watches',
  'closed-book': 'bookstore',
  'lotion-bottle': 'cosmetics',
  'nut-and-bolt': 'hardware store',
  horse: 'horse riding',
  headphone: 'dj music',
};

/** The search words for one trade. */
export function tradeQuery(t: TradeEntry): string {
  const hero = t.icons[0] ?? '';
  return QUERY_BY_ICON[hero] ?? hero.replace(/-/g, ' ');
}

/**
 * What to search the stock library for in one scene: the trade its visual cue names when the
 * business offers it (a bakery's cake scene, its coffee scene), else the brief's own trade; cue
 * words already in Latin letters ("pizza", "barber") are kept as they are. A cue outside the
 * business ("телефон" on a call-to-action) never turns a pizza ad into phone-repair pictures.
 * Empty when nothing points at a trade (the scene then keeps its illustration).
 */
export function stockQuery(keywords: string[], briefTexts: string[]): string {
  const latin = keywords.filter((k) => /^[a-z][a-z -]*$/i.test(k.trim())).map((k) => k.trim().toLowerCase());
  const brief = matchTrades(briefTexts);
  const cue = matchTrades(keywords);
  // A trade's row and the lexicon's group for the same thing share their hero (a cake is a cake).
  const trade = cue.find((t) => brief.some((b) => b.icons[0] === t.icons[0])) ?? brief[0] ?? cue[0];
  const words = [...(trade ? [tradeQuery(trade)] : []), ...latin];
  return [...new Set(words)].join(' ').slice(0, 80);
}

/**
 * A prompt for an image model: the trade in English (models follow it best), the scene's cue in the
 * customer's words, and the rules a picture under ad text needs.
 */
export function imagePrompt(keywords: string[], briefTexts: string[], service: string): string {
  const q = stockQuery(keywords, briefTexts);
  const cue = keywords.filter(Boolean).slice(0, 6).join(', ');
  return [
    `A bright, realistic advertising photograph for a small local business${q ? ` (${q})` : ''}.`,
    service ? `It shows: ${service}.` : '',
    cue ? `Scene details (Bulgarian): ${cue}.` : '',
    'Natural light, one clear subject, room around it for a headline. No text, letters, logos or watermarks.',
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, 900);
}
