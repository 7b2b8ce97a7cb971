/**
 * Bulgarian nouns of small-business work and the illustrations (Fluent Emoji names) that show them:
 * the pictures of a trade nobody wrote down come from the owner's own words ("кон" → horse, "дърва"
 * → wood, "гума" → wheel). Stems match at the start of a word, so "гумите", "гуми" and "гума" all
 * hit "гум"; a stem that ends in a space is a whole word; a stem with a space inside is a phrase.
 * The first icon is the hero, the rest its burst.
 *
 * Words every ad says whatever its trade (телефон, подарък, отстъпка, цена, клиент, усмивка) are
 * not here on purpose: they would put a phone or a gift into an ad about horses.
 */
type Beside = { words: string[]; icons: string[] };
export type NounPictures = {
  stems: string[];
  icons: string[];
  /** Said by many trades along the way ("магазин", "доставка"): shown only when nothing more specific is. */
  weak?: boolean;
  /** Words beside which the stems mean another thing: "колело" by "глина" is the potter's wheel, no bicycle. */
  unless?: string[];
  /**
   * Words beside which the same thing is another job's, shown with these icons: a tractor mended, no field (the
   * first whose words the text says).
   */
  besides?: Beside | readonly Beside[];
  /**
   * Says what a thing is made of ("дървени лодки", "дървени играчки"): shown after the things the owner names, as
   * the boat is the picture of "дървени лодки" and its wood the burst.
   */
  material?: boolean;
  /**
   * Said of a thing ("ремонт", "курс"): a scene that says only this shows the thing the owner's texts name, a
   * windscreen mended or tennis taught.
   */
  ofThing?: boolean;
  /**
   * The work is the picture whatever it is done on: "асфалтиране на дворове" lays asphalt, it plants no garden (a
   * doing otherwise gives way to its object, "проектиране на градини").
   */
  work?: boolean;
  /**
   * Said of the thing it is done to, which is the picture: "ремонт на грамофони", "ремонтирам седла" mend a thing no
   * toolbox shows, so the stem shows nothing when its object follows (the object's own noun does, when it is drawn).
   */
  doneTo?: boolean;
};

// ("Мини багер … канали за ВиК и ток", "копаем основи с JCB": a trench dug by a machine is the digger's, no
// electrician's cable and no plumber's pipe.)
const DUG = {
  words: ['багер', 'jcb', 'булдозер', 'бобкат', 'изкоп'],
  icons: ['building-construction', 'construction', 'pickup-truck'],
};

// Words of washing a sofa or an armchair where it stands ("химическо чистене на мека мебел", "пране на дивани").
const FURNITURE_CLEANED = [
  'химическо чист',
  'пране на',
  'изпиране',
  'чистене на мека',
  'почистване на мека',
  'чистене на диван',
  'почистване на диван',
];

// Words of sharpening: the scissors and shears sharpened are the sharpener's, no barber's and no garden's.
const SHARPENED = ['точен', 'точа', 'заточ', 'наточ', 'точилар'];

// A farmer's hand tools: "мотики, сърпове и брадви".
const FARM_TOOLS = ['брадв', 'сърп', 'мотик'];

// Words of drawing in pencil or charcoal: a portrait drawn so shows a pencil, no painter's palette.
const DRAWN_IN_PENCIL = ['с молив', 'с моливи', 'молив и въглен', 'въглен и молив', 'с въглен', 'графитен молив'];
// ("Ретро автомобил за сватба – бял Мерцедес от 1972 г. с шофьор и украса с цветя": a car, or its driver, beside a
// wedding or a prom is dressed with a ribbon and flowers, no mechanic's wrench and oil drum and no driving school.)
// ("Частен инструктор за категория C и CE … Кормуване на камион и композиция": a lorry is driven, no car.)
const TRUCK = {
  words: ['камион', 'категория c ', 'категория ce', 'категория с ', 'категория се', 'влекач', 'тир '],
  icons: ['articulated-lorry', 'vertical-traffic-light', 'identification-card'],
};
const WEDDING_CAR = {
  words: ['сватб', 'младожен', 'булк', 'абитуриент', 'лимузин', 'ретро автомоб', 'ретро кола', 'ретро коли '],
  icons: ['automobile', 'ribbon', 'bouquet'],
};

// ("гледаме котки … Нощувка 12 €": a night for a cat, no bed and no bellhop.)
// (…nor is a night in a glamping's tent: "Глемпинг … 6 шатри с истински легла", the tent among the trees.)
const NOT_PEOPLE_STAYING = [
  'гледаме котки',
  'гледам котки',
  'гледане на котки',
  'гледаме кучета',
  'гледам кучета',
  'котешки хотел',
  'глемпинг',
  'глампинг',
  'glamping',
];

// A heel is a shoe's "ток", and a pet's claws are "нокти": the words beside which they are.
const SHOE_WORDS = ['обувк', 'обущар', 'обушар', 'ботуш', 'токчет', 'подметк', 'смяна на ток ', 'смяна на токове'];
const PET_WORDS = [
  'куче',
  'кучет',
  'кученц',
  'кучешк',
  'котк',
  'котешк',
  'коте ',
  'груминг',
  'домашни любимц',
  'папагал',
];

// ("Ферма … домашни яйца", "мандра … краве сирене": a farm of hens or a dairy grows no grain; a tractor that clears
// snow sows none.)
// ("Охлювна ферма … живи охлюви", a farm of rabbits, ostriches or trout: the stock it keeps, no tractor.)
const FARM_OF_STOCK = [
  'есетр',
  'хайвер',
  'яйц',
  'кокош',
  'мандр',
  'сирен',
  'сняг',
  'снега',
  'снегопочист',
  'охлюв',
  'алпак',
  'зайц',
  'зайч',
  'щраус',
  'пъстърв',
  'гъбарн',
];

// Toilet cabins rented out or chemical ones.
const RENTED_TOILETS = [
  'мобилни тоалетн',
  'мобилна тоалетн',
  'химически тоалетн',
  'химическа тоалетн',
  'тоалетни кабин',
  'тоалетна кабин',
];

// Words of smoking food over a fire: "пушена пъстърва", "опушваме ваша риба", "пушилня".
const SMOKED = ['пушен', 'пушил', 'опушв', 'опушен', 'пушим'];

// Words of slaughtering stock for its meat: "мобилна кланица за агнета и прасета", "колене на прасета".
const SLAUGHTERED = ['кланиц', 'колене на', 'колим', 'колят'];

const SHEEP_EATEN = [
  // ("агнешко и прасе на шиш … печем на място": a lamb roasted whole is meat over the fire, no wool.)
  {
    words: ['агне на шиш', 'агнета на шиш', 'прасе на шиш', 'чеверме', 'печем', 'печено агне'],
    icons: ['meat-on-bone', 'fire', 'ewe'],
  },
  // ("Мобилна кланица за агнета и прасета": the animal and its meat, no wool.)
  { words: SLAUGHTERED, icons: ['ewe', 'cut-of-meat'] },
];

// Wicker: "плетени столове от ракита и ратан", "плетене на кошници от ракита" are woven rods, no knitter's yarn.
const WICKER = ['ракит', 'ратан', 'върбови пръчки', 'камъш'];

// Young trees planted: "залесяване с фиданки", "засаждане на овощни дръвчета".
const PLANTED_TREES = ['фиданк', 'залесяв', 'засаждане на дърв', 'засаждане на дръв'];

// Words of upholstering a seat anew: "претапициране на дивани, кресла, столове" is the upholsterer's couch and chair,
// no interior designer's lamp and plant and no carpenter's saw.
const UPHOLSTERED = ['тапиц', 'претапиц'];
const UPHOLSTERY = { words: UPHOLSTERED, icons: ['couch-and-lamp', 'chair'] };

// ("пещи за хляб и пица": an oven for them is the thing built or sold, no loaf and no pizza. A "фурна" is a bakery too.)
const OVEN_FOR = ['пещ за', 'пещи за'];

export const NOUN_PICTURES: NounPictures[] = [
  // Food and drink
  { stems: ['пиц'], icons: ['pizza', 'cheese-wedge', 'tomato'], unless: OVEN_FOR },
  // ("Мелим пълнозърнесто брашно на каменна воденица": the grain a mill grinds, no baker's loaf.)
  // ("на ишлеме" is any work done on the customer's own produce, rakia boiled or fruit dried: the mill says "мелим".)
  { stems: ['мелниц', 'воденица', 'мелене', 'мелим'], icons: ['sheaf-of-rice', 'ear-of-corn', 'bread'] },
  {
    stems: ['хляб', 'хлеб', 'пекар', 'фурна', 'закваск', 'питк', 'брашн'],
    icons: ['bread', 'baguette-bread', 'croissant', 'pretzel'],
    // ("Обзавеждане на фурни и пекарни, сервиз на тестомесачки": the bakers' machines, no loaf for sale.)
    unless: ['обзавежд', 'тестомес', ...OVEN_FOR],
    // ("Хляб без глутен 4 €": a gluten-free loaf, as its row shows it, no croissant and no pretzel.)
    besides: { words: ['глутен', 'безглутен'], icons: ['bread', 'flatbread', 'cupcake'] },
  },
  // (Easter bread: the loaf, its eggs and its butter, as the kozunak row shows them.)
  { stems: ['козуна'], icons: ['bread', 'egg', 'butter'] },
  {
    stems: ['кроасан', 'баничк', 'баниц', 'закуск', 'кифл'],
    icons: ['croissant', 'bread', 'hot-beverage'],
    // ("Домашни кори за баница и юфка": the sheets are sold to bake at home, no café's banitsa and coffee.)
    unless: ['кори ', 'юфк'],
  },
  // Hand-rolled filo sheets and noodles ("ръчно точени кори", "юфка").
  { stems: ['кори ', 'юфк', 'точени кори'], icons: ['flatbread', 'sheaf-of-rice'] },
  // ("ремонт на хлебопекарско обурудване - тестомесачки, пещи": a baker's machines mended, no pastry sheets.)
  { stems: ['тестомес', 'хлебопекарско оборуд', 'пекарско оборуд'], icons: ['gear', 'bread', 'hammer-and-wrench'] },
  { stems: ['торт', 'сладкар', 'рожден ден'], icons: ['birthday-cake', 'shortcake', 'cupcake'] },
  {
    stems: ['сладк', 'десерт', 'бонбон', 'шоколад', 'лакомств'],
    icons: ['chocolate-bar', 'candy', 'lollipop', 'doughnut'],
  },
  { stems: ['кекс', 'мъфин', 'капкейк'], icons: ['cupcake', 'cookie', 'shortcake'] },
  { stems: ['понич', 'донът'], icons: ['doughnut', 'cookie'] },
  { stems: ['бисквит', 'курабийк', 'меденк', 'джинджифилов'], icons: ['cookie', 'glass-of-milk'] },
  { stems: ['палачинк', 'гофрет'], icons: ['pancakes', 'waffle', 'honey-pot'] },
  { stems: ['сладолед', 'джелато'], icons: ['soft-ice-cream', 'ice-cream', 'shaved-ice'] },
  {
    stems: ['кафе ', 'кафето', 'кафета', 'кафен', 'еспресо', 'капучино', 'лате'],
    icons: ['hot-beverage', 'croissant', 'teacup-without-handle'],
    // ("Кафе автомати за офиси … вие плащате само кафето": coffee a machine pours is paid by the cup, with no croissant.)
    besides: {
      words: ['кафе автомат', 'кафеавтомат', 'автомат за кафе', 'автомати за кафе', 'вендинг'],
      icons: ['hot-beverage', 'coin', 'teacup-without-handle'],
    },
  },
  {
    stems: ['чай ', 'чая', 'чаен', 'чайн', 'билк', 'лайк', 'мащерк'],
    icons: ['teacup-without-handle', 'teapot', 'herb'],
  },
  { stems: ['бубъл', 'bubble'], icons: ['bubble-tea', 'tropical-drink'] },
  {
    stems: ['бира', 'бири', 'пивниц', 'пивовар', 'пъб', 'бирар', 'халб'],
    icons: ['beer-mug', 'clinking-beer-mugs', 'pretzel'],
  },
  {
    stems: ['вино', 'вина', 'винар', 'винен', 'винот', 'изба', 'грозд'],
    icons: ['wine-glass', 'grapes', 'bottle-with-popping-cork'],
  },
  // The vine itself is grapes, no glass of wine: "резитба на лозя" is a vineyard job. ("Лозенец" is a district.)
  // ("Пръскане на лозя и овощни градини с дрон": the drone over the vines.)
  {
    stems: ['лоза', 'лози', 'лозя', 'лозе ', 'лозето', 'лозар', 'лозов'],
    icons: ['grapes'],
    besides: { words: ['дрон'], icons: ['grapes', 'helicopter'] },
  },
  // (A still is of what it distils: "посещение на дестилерията" of a lavender farm makes oil, no rakia, and rakia is
  // named when it is the thing. "казанлъшко" is a region, no still.)
  {
    stems: ['ракия', 'ракии', 'казан ', 'казани', 'казана', 'казанът', 'казанджи'],
    icons: ['amphora', 'grapes', 'tumbler-glass'],
    // ("Ремонт на казани за парно и смяна на горелки": a boiler that heats a house, no still; its heating shows.)
    unless: ['парно', 'парното', 'горелк', 'отоплен', 'радиатор', 'пелетн', 'твърдо гориво', 'котел на', 'котли на'],
  },
  { stems: ['коктейл', 'бар ', 'бара', 'барът'], icons: ['cocktail-glass', 'tropical-drink', 'clinking-glasses'] },
  {
    stems: [
      'ресторант',
      'кухн',
      'меню',
      'обяд',
      'вечеря',
      'храна',
      'ястие',
      'ястия',
      'готв',
      'гозб',
      'механа',
      'механи ',
      'механата',
      'таверн',
      'кръчм',
    ],
    icons: ['fork-and-knife-with-plate', 'pot-of-food', 'steaming-bowl'],
    unless: [
      // ("Правим плотове за кухни и бани от гранит и кварц": a kitchen's worktop is cut stone, no meal.)
      'плот ',
      'плотове',
      'плота ',
      'плотът',
      'кварцов',
      // ("Музика на живо за кръчми и механи": the taverns are whom the band plays for, no meal of the owner's.)
      'за кръчм',
      'за механ',
      'за ресторант',
      'за заведени',
      'за таверн',
      // ("Зоомагазин … храна за кучета": an animal's food is no plate.)
      'храна за куче',
      'храна за кучета',
      'храна за котк',
      'храна за животн',
      'храна за птици',
      'храна за домашни',
      'зоомагазин',
      'зоо магазин',
    ],
    // ("Рисувам табели и менюта на черна дъска за кафенета": a menu painted on a board is a sign, no meal.)
    besides: {
      words: ['черна дъска', 'черни дъски', 'табели и менюта', 'менюта и табели'],
      icons: ['placard', 'memo'],
    },
  },
  { stems: ['бургер', 'хамбургер', 'бързо хран', 'фаст'], icons: ['hamburger', 'french-fries', 'hot-dog'] },
  { stems: ['дюнер', 'кебап', 'гирос', 'дьонер'], icons: ['stuffed-flatbread', 'flatbread', 'meat-on-bone'] },
  {
    stems: ['скара', 'скари', 'барбекю', 'месо', 'месар', 'кюфте', 'кебапче', 'пържол'],
    icons: ['cut-of-meat', 'meat-on-bone', 'poultry-leg', 'bacon'],
  },
  // Cured and smoked meats are pork and beef, no chicken leg ("суджук и луканка", "пастърма и сланина").
  {
    stems: ['надениц', 'луканк', 'суджук', 'колбас', 'пастърм', 'сланин', 'шунк', 'бекон'],
    icons: ['cut-of-meat', 'bacon', 'meat-on-bone'],
  },
  // A smokehouse smokes over a wood fire what is brought to it: "опушваме ваша риба, месо и сирене на бук".
  { stems: ['опушвал', 'опушва'], icons: ['fire', 'cut-of-meat', 'fish', 'cheese-wedge'] },
  // ("Еднодневни пилета – 1,20 € бр., ярки на 8 седмици": live chicks sold to be raised, no drumstick.)
  {
    stems: ['пиле ', 'пилета', 'пилеш', 'птицеферм'],
    icons: ['chicken', 'poultry-leg', 'egg'],
    besides: {
      words: ['еднодневн', 'ярки', 'ярка', 'пиленца', 'люпил', 'пуйчета', 'за отглеждане'],
      icons: ['baby-chick', 'hatching-chick', 'chicken'],
    },
  },
  // ("Продавам кокошки носачки на 5 месеца": a live hen lays eggs, no drumstick, unless it is sold to be cooked.)
  {
    stems: ['кокошк', 'кокошат'],
    icons: ['chicken', 'egg', 'nest-with-eggs'],
    besides: {
      words: ['месо', 'супа', 'заклан', 'дранен', 'печен', 'пилешко'],
      icons: ['chicken', 'poultry-leg', 'egg'],
    },
  },
  // A coop is built for live hens, no chicken leg: "кокошарници от дърво по размер".
  { stems: ['кокошар', 'курник'], icons: ['chicken', 'hut', 'egg'] },
  {
    stems: ['яйц', 'яйчен'],
    icons: ['egg', 'chicken', 'basket'],
    // ("Отглеждане на пъдпъдъци и продажба на пъдпъдъчи яйца": a quail's eggs, no hen.)
    besides: { words: ['пъдпъд'], icons: ['egg', 'nest-with-eggs'] },
  },
  { stems: ['пъдпъд'], icons: ['bird', 'egg', 'nest-with-eggs'] },
  {
    stems: [
      'риба',
      'рибен',
      'рибн',
      'риби',
      'шаран',
      'пъстърв',
      'скумри',
      'ципур',
      'лаврак',
      'сьомг',
      'цаца',
      'калкан',
      // A fish pond ("почистване на рибарници и декоративни езера") is no fisherman's rod and canoe.
      'рибарни',
      'езерц',
    ],
    // Fish live in water: a trout farm ("пъстърва от развъдник") shows no shrimp or oyster.
    icons: ['fish', 'water-wave'],
    // ("опушваме ваша риба … пушена пъстърва от нас": a fish smoked over the fire, out of the water.)
    besides: { words: SMOKED, icons: ['fish', 'fire'] },
  },
  {
    stems: ['морски дарове', 'скарид', 'миди', 'стриди', 'калмар', 'октопод'],
    icons: ['fried-shrimp', 'oyster', 'fish'],
  },
  // ("Рибарник „Тихия вир“ … ви кани на риболов": anglers on a pond's bank, no canoe, unless a boat is said.)
  {
    stems: ['риболов', 'въдиц', 'рибар', 'стръв'],
    icons: ['fishing-pole', 'fish', 'water-wave'],
    besides: { words: ['лодк', 'лодки'], icons: ['fishing-pole', 'fish', 'canoe'] },
  },
  { stems: ['суши'], icons: ['sushi', 'chopsticks', 'rice-ball'] },
  // ("пастърма" is cured meat and "пасти" are cakes: only "паста" is pasta.)
  {
    stems: ['паста', 'пастата', 'спагет', 'итал'],
    icons: ['spaghetti', 'cheese-wedge', 'tomato'],
    // ("италиански уредби BRC и Lovato" of a car's gas kit, "италиански плочки", "италиански мебели": no pasta.)
    unless: ['уредб', 'газов', 'плочк', 'мебел', 'обувк', 'дизайн'],
  },
  { stems: ['салат', 'веган', 'вегетариан', 'здравословн'], icons: ['green-salad', 'avocado', 'leafy-green'] },
  { stems: ['супа', 'супи', 'чорба', 'бульон'], icons: ['steaming-bowl', 'pot-of-food', 'bowl-with-spoon'] },
  { stems: ['сандвич', 'тост'], icons: ['sandwich', 'bacon', 'cheese-wedge'] },
  // (Fruit is no vegetable: "сушени плодове и ядки" show no carrot.)
  {
    stems: ['плод', 'ябълк', 'круш', 'слив', 'праскова', 'праскови', 'кайсии'],
    icons: ['red-apple', 'pear', 'grapes', 'green-apple'],
    // ("Конфитюр от горски плодове": berries from the woods, no orchard's apple and pear.)
    unless: ['горски плод'],
  },
  {
    stems: ['зеленчук', 'зеленчуц', 'домат', 'краставиц', 'картоф', 'лук '],
    icons: ['carrot', 'tomato', 'leafy-green'],
    // ("Микро зеленчуци": shoots grown in a box, no carrot.)
    unless: ['микро'],
  },
  { stems: ['микро зелен', 'микрозелен', 'кълнове', 'кълновете'], icons: ['seedling', 'leafy-green'] },
  // Peppers are no carrot: "домашна лютеница", "печени чушки", "кьопоолу".
  { stems: ['лютениц', 'чушк', 'капия', 'кьопоолу', 'айвар'], icons: ['bell-pepper', 'tomato', 'jar'] },
  { stems: ['туршия', 'туршии', 'туршийк', 'кисели краставич'], icons: ['cucumber', 'jar', 'bell-pepper'] },
  { stems: ['конфитюр', 'мармалад'], icons: ['jar', 'strawberry', 'blueberries'] },
  // ("сладко от смокини", "домашно сладко": fruit put up in a jar, no sweet shop's chocolate bar.)
  { stems: ['сладко ', 'сладка от'], icons: ['jar', 'strawberry', 'cherries'] },
  // (Winter stores are peppers and vegetables in jars: "домашна зимнина – туршия и лютеница".)
  { stems: ['зимнин'], icons: ['jar', 'hot-pepper', 'tomato'] },
  // Tahini and halva come in a jar and by the spoon ("сусамов тахан 500 г", "тахан халва с какао").
  { stems: ['тахан', 'халва'], icons: ['jar', 'spoon'] },
  {
    stems: ['ягод', 'малин', 'череш', 'боровинк', 'къпин', 'горски плод'],
    icons: ['strawberry', 'cherries', 'blueberries'],
    // ("храсторез, изрязване на къпини": brambles cut down, no berries picked.)
    unless: ['изрязване на къпин', 'рязане на къпин', 'почистване на къпин', 'храсторез'],
  },
  {
    stems: ['тиквен', 'тикви', 'тиква'],
    icons: ['jack-o-lantern', 'leafy-green'],
    unless: ['тиквено масло', 'маслобойн', 'пресован'],
  },
  // ("микро зеленчуци … грах, слънчоглед, репички": a sunflower's sprouts, no field.)
  {
    stems: ['слънчоглед', 'маслобой', 'олио', 'студено пресован'],
    icons: ['sunflower', 'sheaf-of-rice'],
    unless: ['микро зелен', 'микрозелен', 'кълнове'],
  },
  // Only a peanut and a chestnut can be drawn: mixed nuts ("сушени плодове и ядки") are peanuts, but walnuts,
  // almonds and hazelnuts show none ("белени ядки половинки" are walnut kernels, no peanut).
  {
    stems: ['ядк', 'фъстъ'],
    icons: ['peanuts'],
    unless: ['орех', 'бадем', 'лешни', 'белени ядк', 'половинк'],
  },
  { stems: ['кестени', 'кестен '], icons: ['chestnut'] },
  // ("Бонсай … дръвчета от 40 лв": the little tree in its pot, no school for its course.)
  { stems: ['бонсай', 'дръвче', 'дръвчета'], icons: ['potted-plant', 'deciduous-tree'] },
  { stems: ['гъби', 'гъба', 'манатар', 'печурк'], icons: ['mushroom', 'basket'] },
  {
    stems: ['мед ', 'меда', 'медът', 'пчел', 'прополис', 'восък'],
    icons: ['honey-pot', 'honeybee', 'blossom'],
  },
  // An apiary, its hives and its queens are bees, no jar of honey: "пчелин … отглеждаме пчелни майки".
  {
    stems: ['пчелин', 'кошер', 'пчелни майки', 'пчелна майка', 'пчелни отводки', 'пчелни семейства', 'рояк', 'рояци'],
    icons: ['honeybee', 'hut', 'blossom'],
  },
  {
    stems: ['сирен', 'млечн', 'мляко', 'кашкавал', 'кисело мляко', 'мандр', 'извара'],
    icons: ['cheese-wedge', 'glass-of-milk', 'butter'],
    // ("Помагам на майки с болезнено кърмене, захващане, малко мляко": a mother's milk, no dairy's cheese.)
    unless: ['кърм'],
    // ("Кафе с прясно мляко 2,50 €": the milk in the cup is the coffee's, no dairy's cheese and butter. A scene's words
    // come one by one, "кафе прясно мляко".)
    besides: [
      {
        words: ['кафе с мляко', 'кафе с прясно', 'кафе мляко', 'кафе прясно мляко', 'капучино', 'лате ', 'латте'],
        icons: ['hot-beverage', 'glass-of-milk', 'teacup-without-handle'],
      },
      // ("Магарешко мляко … пресно мляко 500 мл": the milk sold is a glass of milk, no cheese.)
      {
        words: ['прясно мляко', 'пресно мляко', 'магарешко мляко', 'козе мляко', 'краве мляко', 'овче мляко'],
        icons: ['glass-of-milk'],
      },
    ],
  },
  // ("Изкуствено осеменяване на крави и юници": the vet's syringe and the semen's tube, no milk and no grain.)
  {
    stems: ['крав', 'телета', 'говед', 'юниц'],
    icons: ['cow', 'glass-of-milk', 'sheaf-of-rice'],
    besides: { words: ['осеменяв', 'семенна течност'], icons: ['cow', 'syringe', 'test-tube'] },
  },
  { stems: ['бивол'], icons: ['water-buffalo', 'glass-of-milk'] },
  // An electric fence keeps the herd in: "електропастир за овце и крави" calls no electrician.
  { stems: ['електропастир', 'електрически пастир'], icons: ['cow', 'ewe', 'high-voltage'] },
  // ("сурвачки от дрян с шарена вълна": wool is the yarn spun of it, no flock; a sheep farm says its sheep.)
  { stems: ['вълна', 'вълната'], icons: ['yarn'] },
  {
    stems: ['овц', 'овчар'],
    icons: ['ewe', 'ram', 'yarn'],
    besides: SHEEP_EATEN,
  },
  // ("Агнета за Великден от нашата ферма": a lamb is sold for its meat, whose wool no one spins.)
  { stems: ['агне', 'агнета'], icons: ['ewe', 'ram'], besides: SHEEP_EATEN },
  { stems: ['кози ', 'коза ', 'козе', 'козар'], icons: ['goat', 'cheese-wedge', 'glass-of-milk'] },
  { stems: ['прас', 'свине', 'свинск'], icons: ['pig', 'cut-of-meat'] },
  // ("агнешко и прасе на шиш за сватби … печем на място": meat roasted over the fire, no sheep's wool.)
  {
    // ("Шиш кебап Анталия … дюнер и кебап на жар": a kebab's skewer is the kebab shop's.)
    stems: ['на шиш', 'чеверме', 'печено агне', 'печени агнета', 'печено прасе'],
    icons: ['meat-on-bone', 'fire', 'cut-of-meat'],
    // ("учи на плетене на една кука и на шиш": a knitting needle.)
    unless: ['плет', 'кука', 'куки'],
  },
  {
    stems: ['кетъринг', 'доставка на храна', 'кутии за храна'],
    icons: ['takeout-box', 'bento-box', 'fork-and-knife-with-plate'],
    // ("Кетъринг за помени … варено жито, питки, погача": a memorial's bread and wheat, and its candle, no lunch box.)
    besides: {
      words: ['помен', 'панихид', 'погреб', 'опело', 'варено жито'],
      icons: ['bread', 'sheaf-of-rice', 'candle'],
    },
  },
  { stems: ['доставк', 'доставя', 'куриер', 'пратк', 'колет'], icons: ['delivery-truck', 'package'], weak: true },
  {
    stems: ['магазин', 'хранителн', 'бакали', 'супермаркет'],
    icons: ['shopping-cart', 'basket', 'shopping-bags'],
    weak: true,
  },
  // A mother nursing her baby: "консултант по кърмене", "кърмачета".
  { stems: ['кърмен', 'кърмя', 'кърми ', 'кърмещ', 'кърмач'], icons: ['breast-feeding', 'baby'] },
  // Home, repairs, building
  {
    stems: [
      'ключ ',
      'ключа',
      'ключове',
      'брав',
      'ключар',
      'заключ',
      'катинар',
      'патрон ',
      'патрона ',
      'патрони',
      'отключ',
      'секретн',
    ],
    icons: ['key', 'locked', 'old-key', 'door'],
    // ("сменям старите ключове с умни ключове за осветление": switches of the light, no door's key.)
    // ("къща на ключ", "ремонт до ключ": built ready to move in, no lock either.)
    // ("смяна на ел табло, ключове и контакти": an electrician's switches, no lock.)
    // ("серия 25 изстрела … пушка, патрони": a shotgun's cartridges, no lock's.)
    unless: [
      'пушк',
      'изстрел',
      'осветлени',
      'ключове за ламп',
      'ключ за ламп',
      // (…a key cut, "копиране на ключ за врата", is the lock's own.)
      'система на ключ',
      'системи на ключ',
      'къща на ключ',
      'къщи на ключ',
      'жилища на ключ',
      'апартамент на ключ',
      'апартаменти на ключ',
      'сгради на ключ',
      'обект на ключ',
      'обекти на ключ',
      'ремонт на ключ',
      'ремонти на ключ',
      'строителство на ключ',
      'изпълнение на ключ',
      'до ключ',
      'контакт',
      'ел табло',
      'ел. табло',
      'електротехник',
      'електроинстал',
    ],
    // ("Агенция за наеми „Ключ Лозенец“ … Търсим наематели за вашето жилище": the key of a flat let, no lock.)
    besides: {
      words: ['наемат', 'наемодат', 'агенция за наеми'],
      icons: ['key', 'house-with-garden', 'office-building'],
    },
  },
  { stems: ['комин', 'камин', 'сажди', 'огнище'], icons: ['fire', 'house', 'brick'] },
  // (A cow's or a sheep's bell, a church's: "Хлопки и чанове ръчна изработка", "леене на камбани". "чанта" is a bag.)
  { stems: ['хлопк', 'чан ', 'чана ', 'чанове', 'чановете', 'камбан'], icons: ['bell'] },
  // (An oven built of fire brick: "Правим пещи за хляб и пица на дърва от шамотни тухли" bakes no loaf for sale.)
  { stems: ['пещ ', 'пещи', 'пещта', 'пещите'], icons: ['fire', 'brick', 'wood'] },
  {
    stems: [
      'дърва',
      'дървата',
      'дърва за огрев',
      'огрев',
      'цепени',
      'цепеница',
      // Pellets are fuel, but a pellet stove ("почистване на пелетни камини") is the chimney's and the stove's.
      'пелети',
      'пелет ',
      'брикет',
      'дървар',
      'сеч',
      'трупи',
    ],
    icons: ['wood', 'axe', 'fire'],
    // ("рязане на дърва с мобилна циркулярка на адрес … цепим и нарязваме": wood cut and split, no fire lit.)
    besides: {
      words: ['циркуляр', 'цепим', 'цепене', 'цепя ', 'нарязв', 'рязане на дърва', 'рязане и цепене'],
      icons: ['wood', 'axe', 'carpentry-saw'],
    },
  },
  // ("как се духа стъкло и издухайте сами своя топка или чаша": glass blown in the fire, no glazier's window.)
  {
    stems: ['духа стъкло', 'духане на стъкло', 'духано стъкло', 'стъклодух', 'издухайте', 'издухваме'],
    icons: ['fire', 'crystal-ball', 'wine-glass'],
  },
  // ("дървени въглища за скара от бук и дъб": charcoal burnt for the grill, no carpenter's saw and no house heated. A
  // kiln, "кладница", is also the oyster mushroom: it draws neither.)
  {
    stems: ['дървени въглища', 'дървените въглища'],
    icons: ['fire', 'wood', 'meat-on-bone'],
  },
  {
    stems: ['въглищ', 'печк', 'отоплен', 'парно', 'радиатор', 'котел', 'котли'],
    icons: ['fire', 'thermometer', 'house'],
    // ("калайдисвам медни котли, тави и менци … котел до 20 литра": a copper pot tinned, no boiler heating a house.)
    unless: ['медн', 'меден', 'калайд', 'медникар'],
  },
  // A knife is a kitchen knife, and what a sharpener sharpens is knives and scissors: never a dagger or an axe.
  { stems: ['нож', 'сатър'], icons: ['kitchen-knife'] },
  // (…but an axe the owner names is drawn.)
  { stems: ['брадв'], icons: ['axe'] },
  {
    stems: ['точене', 'точа ', 'заточ', 'наточ', 'острен', 'точилар'],
    icons: ['kitchen-knife', 'scissors'],
    besides: [
      // ("точене на кънки за хокей и фигурно пързаляне": a skate's blade sharpened, no kitchen knife.)
      { words: ['кънк'], icons: ['ice-skate', 'ice-hockey'] },
      // ("Поправка на мотики, сърпове и брадви, точене на коси": a farmer's tools, whose axe is the one drawn.)
      { words: FARM_TOOLS, icons: ['axe'] },
    ],
    // ("Ремонт и заточване на моторни триони и тримери … заточване на верига": a saw's chain, no kitchen knife.)
    unless: ['трион', 'резачк', 'верига', 'вериги', 'тример', 'косачк'],
  },
  // Things owners mend, keep, carry or play that no row has, each its own picture: "поправям чадъри" shows an
  // umbrella (no handyman's toolbox), "Превозвам кошери" bees, "Щраусова ферма" a bird and its egg, "мобилен банциг
  // … режа трупи на греди и дъски" wood and a saw, "гоня къртици" a trap.
  { stems: ['чадър', 'чадъри'], icons: ['closed-umbrella', 'umbrella'] },
  { stems: ['щраус'], icons: ['bird', 'egg', 'feather'] },
  // ("Пране на перушина и шиене на нови възглавници и завивки": the feather and the bed, no coat washed.)
  { stems: ['перушин', 'пух ', 'пухен', 'пухени', 'възглавниц'], icons: ['feather', 'bed'] },
  // ("ремонт и преправяне на кожуси, шуби и кожени якета": the coat, no toolbox.)
  { stems: ['кожух', 'шуба', 'шуби', 'кожени якета', 'кожено яке'], icons: ['coat'] },
  // ("диамантено пробиване на отвори в бетон": the wall and the site, no jeweller's gem.)
  {
    stems: ['диамантено пробиване', 'диамантено рязане', 'пробиване на отвори', 'отвори в бетон', 'рязане на бетон'],
    icons: ['brick', 'building-construction'],
    work: true,
  },
  {
    stems: ['банциг', 'дъскорез', 'гатер', 'трупи на', 'греди', 'дъски ', 'дървен материал', 'дървения материал'],
    icons: ['wood', 'carpentry-saw'],
  },
  { stems: ['къртиц'], icons: ['mouse-trap'] },
  // ("Витражи по поръчка …, техника Тифани": coloured glass in a window, no electrician's voltage.)
  { stems: ['витраж', 'тифани'], icons: ['window', 'artist-palette', 'sparkles'] },
  // ("Изпомпване на вода от мазета и шахти след наводнение": the water pumped out, where nothing showed.)
  // (…a septic pit's is the tanker's: "изпомпване на септични ями" keeps its toilet.)
  {
    stems: ['изпомпв', 'отводняв'],
    icons: ['droplet', 'water-wave', 'house'],
    unless: ['септич', 'изгребн', 'асениз', 'фекал', 'канал'],
  },
  // ("преса и мелачка за грозде под наем": the grapes pressed, no glass of wine.)
  {
    stems: ['мелачка за грозде', 'преса за грозде', 'гроздомелачк', 'мелачки за грозде', 'преси за грозде'],
    icons: ['grapes', 'bucket'],
  },
  // ("пресен черен летен трюфел": a truffle is dug like a mushroom; no restaurant's plate.)
  { stems: ['трюфел'], icons: ['mushroom', 'dog'] },
  // ("Таксидермист – препариране на трофеи, глиги, рога и птици": the game mounted, no taxi.)
  { stems: ['таксидерм', 'препарир', 'ловни трофеи', 'ловен трофей'], icons: ['deer', 'boar', 'feather'] },
  // ("Премахване на оси и стършели от покриви и тавани": the insect that stings, no roofer's rain under the roof.)
  // (…never an axle: "ремонт на оси и ремаркета".)
  {
    stems: ['стършел', 'гнезда на оси', 'гнездо на оси', 'гнездата на оси', 'премахване на оси', 'унищожаване на оси'],
    icons: ['honeybee', 'house'],
  },
  // ("Изкупувам стари палети, плащам по 4 лв бройката": the pallet is wood, stacked; nothing at all showed it.)
  // (…but a pallet truck or a forklift is a machine: "палетни колички" no stack of wood.)
  { stems: ['палет'], icons: ['wood', 'package'], unless: ['количк', 'мотокар', 'повдигач', 'транспалет'] },
  // ("Превозвам кошери с камион с кран": a lorry's crane lifts the load, no plumber's tap.)
  { stems: ['камион с кран', 'камиони с кран', 'бус с кран', 'с кран '], icons: ['articulated-lorry'] },
  { stems: ['мартениц'], icons: ['thread', 'yarn'] },
  {
    stems: ['ескейп', 'escape', 'пъзел', 'загадк', 'куест', 'стая за бягство'],
    icons: ['locked-with-key', 'puzzle-piece', 'detective'],
  },
  {
    stems: [
      'водопровод',
      'вик ',
      'тръб',
      'канализ',
      'теч ',
      'течове',
      'кран',
      'бойлер',
      'смесител',
      'мивк',
      'тоалетн',
      'отпушв',
    ],
    icons: ['shower', 'plunger', 'toilet', 'droplet'],
    // ("Инокс тръби в стари комини": a chimney's flue pipe calls no plumber; nor does a toilet cabin rented out, nor a
    // treatment plant for a house with no sewer; nor a gutter's downpipe, "почиствам улуци и водосточни тръби".)
    unless: ['комин', 'камин', 'печк', ...RENTED_TOILETS, 'пречиствателн', 'водосточн', 'улук', 'улуц'],
    besides: DUG,
  },
  // ("МОБИЛНИ ТОАЛЕТНИ ПОД НАЕМ … за строежи, събори": the cabin brought to the site, no shower and no plunger.)
  { stems: RENTED_TOILETS, icons: ['toilet', 'delivery-truck'] },
  // ("озонирам коли и апартаменти след пушачи": the air made fresh in a car or a home, no mechanic's wrench.)
  { stems: ['озонир', 'озонатор', 'озонов генератор'], icons: ['wind-face', 'automobile', 'house'] },
  // A well gives water, not seedlings: only watering ("капково напояване") grows plants.
  // ("сондажи за вода … сондираме кладенци до 120 метра": a hole drilled for water, no bucket drawn.)
  { stems: ['сондаж', 'сондир'], icons: ['potable-water', 'droplet', 'hole'] },
  {
    stems: ['кладен', 'помпа', 'помпи'],
    icons: ['potable-water', 'droplet', 'bucket'],
    besides: { words: ['сондаж', 'сондир'], icons: ['potable-water', 'droplet', 'hole'] },
    // ("Ремонт на дизелови дюзи и помпи": an engine's fuel pump, no well's water.)
    // ("Бетон C20/25 … помпа – 150 € на адрес": a concrete pump, no water; "кормилни рейки и хидравлични помпи" a
    // car's steering.)
    // (…and "язовир Студен кладенец" is a dam's name: kayaks on it draw no well.)
    unless: ['дизел', 'дюз', 'горивн', 'инжектор', 'common rail', 'бетон', 'хидравлич', 'студен кладенец'],
  },
  // ("Ремонт на дизелови дюзи и помпи Бош, Делфи, Денсо", "газов инжекцион монтаж BRC": an engine's fuel system, no
  // water's droplet and no nurse's syringe.)
  {
    stems: [
      'дюза',
      'дюзи',
      'горивна помпа',
      'горивни помпи',
      'инжектор',
      'инжекцион',
      'газов инжекцион',
      'газова уредба',
      'газови уредби',
      'автогаз',
    ],
    icons: ['fuel-pump', 'automobile', 'wrench'],
  },
  { stems: ['напоява', 'поливн'], icons: ['droplet', 'potable-water', 'seedling'] },
  // ("Правим оранжерии по поръчка - метална конструкция и поликарбонат": what grows under it in the sun.)
  { stems: ['оранжери', 'парник', 'парници'], icons: ['seedling', 'tomato', 'sun'] },
  // A septic tank is the toilet's: "изпомпване на септична яма", "асенизационна машина".
  { stems: ['септичн', 'септик', 'асенизац', 'изгребна яма', 'попивна яма'], icons: ['toilet', 'non-potable-water'] },
  {
    stems: ['гаечен ключ', 'инструмент', 'отвертк', 'чук', 'бормашин', 'винт', 'болт'],
    icons: ['hammer-and-wrench', 'toolbox', 'screwdriver', 'nut-and-bolt'],
  },
  // ("Кабелна телевизия и интернет … кабел до всеки апартамент": a TV cable, no electrician's wiring.)
  {
    stems: ['сателит', 'антен', 'кабелна телевиз', 'кабелна тв', 'кабелен оператор'],
    icons: ['satellite-antenna', 'television', 'satellite'],
  },
  {
    stems: ['електр', 'ток ', 'тока', 'контакт', 'лампи', 'крушк', 'кабел', 'ел табло'],
    icons: ['high-voltage', 'electric-plug', 'light-bulb'],
    besides: DUG,
    // ("Витражи … за врати, прозорци и лампи": a Tiffany lamp's glass is the glazier's art, no wiring.)
    // (…and a shoe's heel is a "ток" too: "смяна на ток 8 лв, цип на ботуш" mends shoes, no current.)
    // ("Монтаж на теглич … с електрически контакт": a towbar's socket, no electrician's.)
    unless: ['витраж', 'тифани', 'кабелна телевиз', 'кабелна тв', 'кабелен оператор', 'теглич', ...SHOE_WORDS],
  },
  // (A master is of any craft, "хлопки и чанове … от майстор Георги", and a handyman's row is found by its own words:
  // "майстор" alone draws no toolbox.)
  {
    stems: ['ремонт', 'поправк', 'поправя'],
    icons: ['hammer-and-wrench', 'toolbox', 'screwdriver'],
    weak: true,
    ofThing: true,
    doneTo: true,
  },
  {
    stems: ['багер', 'изкоп', 'земни работи', 'булдозер', 'самосвал', 'разкопк', 'jcb', 'бобкат'],
    icons: ['building-construction', 'construction', 'pickup-truck'],
    // ("Изкопаване и залесяване с фиданки": holes dug for young trees, no building site.)
    besides: { words: PLANTED_TREES, icons: ['seedling', 'deciduous-tree'] },
  },
  { stems: PLANTED_TREES, icons: ['seedling', 'deciduous-tree'] },
  // ("Автокран с кошница до 28 м", "имам автокран двайсет и пет тона": a crane on a lorry lifts, no basket is woven and
  // no roof is shown.)
  {
    stems: ['автокран', 'автовишк', 'вишка', 'вишки', 'кулокран', 'кран с кошница', 'кранова услуг', 'кранови услуг'],
    icons: ['building-construction', 'articulated-lorry', 'construction'],
  },
  // ("Топлоизолация на фасади": a facade is the house's, insulated or painted; the paint's brush comes from the paint.)
  { stems: ['фасад'], icons: ['house', 'brick', 'ladder'] },
  // ("Рамково фасадно скеле под наем": scaffolding stands at a building, no painter's brush.)
  {
    stems: ['скеле ', 'скелета ', 'скелето ', 'фасадно скеле', 'фасадни скелета'],
    icons: ['building-construction', 'ladder', 'construction'],
  },
  // ("Асфалтиране на дворове и паркинги, кърпене на дупки": a road's asphalt, no garden and no sewing needle.)
  {
    stems: [
      'асфалт',
      'кърпене на дупки',
      'кърпене на асфалт',
      'изкърпване на дупки',
      'пътна настилка',
      'пътни настилки',
    ],
    icons: ['motorway', 'construction', 'hole'],
    work: true,
  },
  // ("Редя павета и бордюри около къщи … подреден двор": stones laid in a yard, no garden planted.)
  {
    stems: ['павет', 'паваж', 'бордюр', 'тротоарни плочи', 'тротоарна плоч'],
    icons: ['brick', 'construction', 'hammer'],
    work: true,
  },
  // ("Къртене и извозване на строителни отпадъци", "Събаряне на едноетажна къща": walls come down.)
  {
    stems: ['къртене', 'къртим', 'събаряне', 'събаряме', 'рушене', 'разрушаване', 'демонтаж на сград'],
    icons: ['hammer-and-pick', 'derelict-house', 'construction'],
    work: true,
  },
  {
    // ("машинна замазка, 8 € на кв.м с материала": a floor screed is laid on a building site.)
    stems: ['строит', 'строеж', 'груб строеж', 'зидар', 'зидари', 'тухл', 'бетон', 'кофраж', 'замазк'],
    icons: ['building-construction', 'brick', 'construction'],
  },
  // ("изграждам огради от оградна мрежа и 3D панели, поставям и колове и порти": a yard fenced, no brick building.)
  {
    stems: ['ограда', 'огради', 'оградн', 'оградите', 'телена мрежа', 'телени мрежи', '3d панел', '3д панел'],
    icons: ['house-with-garden', 'hammer', 'construction'],
    // ("Електропастири и огради за животни": wire for a pasture; "ковани огради" are the smith's.)
    unless: ['електропастир', 'ковач', 'ковашк', 'кован'],
  },
  {
    stems: ['бояд', 'боя ', 'бои ', 'валяк', 'шпакл', 'мазилк', 'тапет'],
    icons: ['paintbrush', 'ladder', 'house'],
    // ("ламиниране и боядисване на вежди", "ламиниране + боя": brows and lashes tinted, no house painted.)
    unless: ['вежд', 'мигл'],
    // ("глинени мазилки … от глина и слама": a wall plastered with clay, as a clay house is, no room painted.)
    besides: { words: ['глин', 'кирпич'], icons: ['hut', 'brick', 'house'] },
  },
  {
    stems: ['интериор', 'обзавежд', 'диван'],
    icons: ['couch-and-lamp', 'potted-plant', 'light-bulb'],
    besides: [{ words: FURNITURE_CLEANED, icons: ['couch-and-lamp', 'bubbles', 'sponge'] }, UPHOLSTERY],
    // ("Обзавеждане на фурни и пекарни": ovens and mixers, no living room.)
    // (…nor "интериорни врати" sold and hung, "„Интериор Дом“" of a door shop: a door.)
    unless: ['фурн', 'пекарн', 'тестомес', 'интериорни врат', 'интериорна врат'],
  },
  // ("Продаваме и монтираме интериорни врати от МДФ": a door hung in its frame, no living room and no lock's key.)
  {
    stems: ['интериорни врат', 'интериорна врат'],
    icons: ['door', 'house', 'straight-ruler'],
  },
  // ("редене на ламинат, винилови подове", "циклене на паркет": a floor of boards laid and measured.)
  {
    stems: ['ламинат', 'паркет', 'винилов под', 'винилови под', 'винилова настил', 'подови настил', 'циклене'],
    icons: ['wood', 'straight-ruler', 'hammer'],
  },
  // ("сенници за тераси и заведения и алуминиеви перголи": shade over a terrace, in the sun.)
  { stems: ['сенни', 'пергол'], icons: ['umbrella-on-ground', 'sun', 'house'] },
  // ("пердета и завеси по поръчка": a curtain hangs at a window, no potted plant or bulb.)
  { stems: ['завес', 'перде', 'перд', 'корниз'], icons: ['window', 'couch-and-lamp', 'sun'] },
  // ("Полилеи, LED панели, аплици, лампи за баня": the lamps of a room.)
  {
    stems: ['лампа', 'лампи', 'полил', 'аплик', 'лампион', 'осветителни тела', 'осветително тяло'],
    icons: ['light-bulb', 'couch-and-lamp', 'diya-lamp'],
  },
  // ("Прaвим матраци по поръчка … и за детско легло": a mattress is slept on, no child's crayon.)
  { stems: ['матрак', 'матрац', 'матраци', 'дюшец'], icons: ['person-in-bed', 'sleeping-face', 'zzz'] },
  {
    stems: ['мебел', 'гардероб', 'стол ', 'столове', 'маси ', 'скрин', 'шкаф'],
    icons: ['carpentry-saw', 'wood', 'chair'],
    // ("шатри под наем … с маси, столове": tables and chairs rented with a marquee, no carpenter's; a cloakroom for
    // luggage or skis makes none.)
    unless: ['шатр', 'гардероб за багаж', 'гардероб за ски', 'ски гардероб', 'гардероб за куфар', 'гардероб за вещи'],
    // ("Химическо чистене на мека мебел у вас": a sofa washed, no carpenter's saw.)
    besides: [
      { words: FURNITURE_CLEANED, icons: ['couch-and-lamp', 'bubbles', 'sponge'] },
      UPHOLSTERY,
      // ("Поправка на плетени столове и кресла от ракита и ратан": a wicker chair, no saw.)
      { words: WICKER, icons: ['chair', 'basket'] },
    ],
  },
  // Wood is what is made of it, no chair: "кокошарници от дърво", "дървени играчки".
  {
    stems: ['дърводел', 'дограма от дърво', 'дърворезб', 'резбов'],
    icons: ['carpentry-saw', 'wood'],
  },
  // (…and said of a thing, the wood comes after it: "Изработвам дървени лодки" opens on the boat, no saw.)
  {
    stems: ['дърво ', 'дървен'],
    icons: ['carpentry-saw', 'wood'],
    material: true,
    // ("дървено горещо джакузи с печка": a hot tub of wood is soaked in, no carpenter's saw.)
    unless: ['фурадо', 'джакузи'],
  },
  // A hot tub, of wood and heated by a stove, rented to a villa: "фурадо под наем".
  {
    stems: ['фурадо', 'джакузи', 'гореща вана', 'горещи вани', 'хидромасажна вана'],
    icons: ['hot-springs', 'bathtub', 'fire'],
  },
  // A tree stump is ground out of the yard, no seedling planted: "фрезоване на пънове".
  { stems: ['пън ', 'пънове', 'пъна', 'пънът'], icons: ['wood', 'deciduous-tree'] },
  {
    stems: ['тапицер', 'претапицир'],
    icons: ['couch-and-lamp', 'chair', 'sewing-needle'],
    // ("Тапицерия на камионски седалки": a truck's seat, no living-room couch.)
    unless: ['седалк', 'камион', 'автомоб', 'автобус', 'волан'],
  },
  { stems: ['седалк'], icons: ['seat', 'sewing-needle'] },
  // ("курс по български жестов език": hands that speak, no school's pencils.)
  { stems: ['жестов', 'жестомимич'], icons: ['hand-with-fingers-splayed', 'open-hands', 'speech-balloon'] },
  // ("калиграфия курс … пишем с перо и туш готически и италик стил": a nib and a scroll.)
  { stems: ['калиграф', 'перо и туш', 'туш '], icons: ['fountain-pen', 'scroll', 'pen'] },
  // ("Ръчно изработени покани за кръщене": an invitation is a letter in its envelope, even where no row is named.)
  { stems: ['покана', 'покани', 'поканите'], icons: ['love-letter', 'envelope', 'fountain-pen'] },
  // ("тапицер за коли … шия седалки от кожа и алкантара, таван на кола": a car's seats, no knitting yarn.)
  {
    stems: ['тапицер за коли', 'тапицер за автомоб', 'автотапицер', 'авто тапицер', 'тапициране на седалки'],
    icons: ['seat', 'automobile', 'sewing-needle'],
  },
  // ("ТРАНСПОРТ НА КОНЕ … СЪС СПЕЦИАЛНО РЕМАРКЕ": a horse carried on the road, no race.)
  {
    stems: ['транспорт на коне', 'превоз на коне', 'ремарке за коне', 'ремарке за 2 коня', 'коневоз'],
    icons: ['horse', 'pickup-truck', 'motorway'],
  },
  // ("покривки" are tablecloths.)
  {
    stems: ['покрив ', 'покриви', 'покривн', 'хидроизол', 'керемид', 'улуц'],
    icons: ['house', 'ladder', 'umbrella-with-rain-drops'],
  },
  { stems: ['климат', 'вентилатор', 'термопомп'], icons: ['snowflake', 'thermometer', 'sun-behind-cloud'] },
  // ("ремонт на хладилни витрини и ледогенератори за магазини": the cold kept, no shopping cart of the shops served.)
  { stems: ['хладилн', 'хладилник', 'фризер', 'ледогенератор', 'фреон'], icons: ['snowflake', 'ice', 'thermometer'] },
  {
    stems: ['плочк', 'фаянс', 'теракот', 'баня', 'бани ', 'вана', 'вани ', 'ваните'],
    icons: ['bathtub', 'shower', 'brick'],
    // ("павета, плочки и бордюри около къщи": a yard paved, no bathroom.)
    unless: ['павет', 'паваж', 'бордюр', 'тротоарни'],
    // ("Мобилна баня … идваме с вана и топла вода у дома": a person bathed, no bathroom tiled.)
    besides: {
      words: ['къпане', 'къпем', 'мобилна баня', 'мобилни бани', 'вана и топла вода'],
      icons: ['bathtub', 'shower'],
    },
  },
  {
    stems: ['прозор', 'дограм', 'стъкл', 'остъкл', 'щори', 'щор'],
    icons: ['window', 'house', 'door'],
    // ("ПОПРАВКА НА СПУКАНИ ПРЕДНИ СТЪКЛА", "Тониране на стъкла": a car's glass, no house's window.)
    // (…nor is glass blown: "как се духа стъкло".)
    unless: [
      'предни стъкл',
      'предно стъкл',
      'предното стъкл',
      'челно стъкл',
      'челни стъкл',
      'автостъкл',
      'тониране',
      'духа стъкло',
      'духане на стъкло',
      'духано стъкло',
      'стъклодух',
    ],
  },
  // ("Комарници по мярка", "плисе комарници за врати и прозорци": a net on the window against the mosquito.)
  { stems: ['комарни', 'мрежи против насекоми', 'мрежа против насекоми'], icons: ['window', 'mosquito', 'house'] },
  {
    stems: ['предни стъкл', 'предно стъкл', 'предното стъкл', 'челно стъкл', 'челни стъкл', 'автостъкл'],
    icons: ['automobile', 'sport-utility-vehicle', 'wrench'],
  },
  // ("Фолираме коли с матово, гланцово и карбоново фолио", "Тониране на стъкла": a car's new coat, no wash's bubbles.)
  {
    stems: ['фолиране на', 'фолираме', 'фолирам', 'карбоново фолио', 'тониране', 'тонирани стъкла'],
    icons: ['racing-car', 'sport-utility-vehicle', 'automobile'],
  },
  // (Doors carved in wood or glazed with stained glass are no lock's: "витражи за врати", "дърворезба … врати".)
  // (…nor is a wreath hung on one: "коледни венци за врата и маса".)
  {
    stems: ['врата', 'врати'],
    icons: ['door', 'key', 'house'],
    // (…nor are a smith's wrought gates or a net fitted to one: "кована портална врата", "комарници за врати".)
    unless: [
      'витраж',
      'дърворез',
      'резба',
      'резбов',
      'венци',
      'венец ',
      'кован',
      'ковач',
      'комарни',
      'интериорни врат',
      'интериорна врат',
    ],
  },
  // ("правя метли от сорго както едно време": the broom made, of its sorghum, no sponge and soap of a cleaner.)
  { stems: ['метли от', 'метла от', 'метлар', 'сорго'], icons: ['broom', 'sheaf-of-rice'] },
  {
    stems: ['хигиен', 'метл', 'парцал', 'препарат', 'прахосмук', 'килим', 'мокет'],
    icons: ['broom', 'sponge', 'soap', 'bucket'],
    // ("Чипровски килими … тъчем ръчно на стан": a carpet woven is no cleaning.)
    unless: ['тъч', 'тъка', 'стан ', 'стана', 'чипров', 'котленск'],
  },
  // Cleaning is what a chimney sweep, a diver and a gardener do too: their own nouns come first.
  // (…nor is a machine cleaned and oiled: "профилактика с почистване и смазване" of a sewing machine.)
  // (…but a home or a rented flat cleaned is the cleaner's own: "почистване на апартаменти за нощувки".)
  {
    stems: [
      'почистване на апартамент',
      'почистване на домове',
      'почистване на стаи',
      'почистване на къщ',
      'почистване и смяна на бельо',
      'смяна на бельо',
      'смяна на спално бельо',
    ],
    icons: ['broom', 'sponge', 'soap', 'bucket'],
    work: true,
  },
  {
    stems: ['почист', 'чистот', 'чистене'],
    icons: ['broom', 'sponge', 'soap', 'bucket'],
    weak: true,
    // (…nor a console or a laptop cleaned inside: "почистване и смяна на термопаста".)
    unless: ['смазван', 'термопаст'],
  },
  // (A washing machine mended is no shirt washed: "ремонт на перални".)
  {
    stems: ['пране', 'пералн', 'химическо чистене', 'гладене', 'ютия'],
    icons: ['soap', 'coat', 'bubbles'],
    // (…nor a carpet washed a dry cleaner's: "пране на килими", nor feathers washed for a pillow: "пране на перушина".)
    // (…nor wool rugs washed in a mill's running water: "Валявица … перем вълнени черги".)
    unless: ['ремонт', 'сервиз', 'поправ', 'килим', 'перушин', 'черг', 'китениц', 'губер'],
  },
  // A carpet washed is no dry cleaner's coat: "пране на килими".
  {
    stems: ['пране на килим', 'изпиране на килим', 'пране на мокет', 'пране на пътеки'],
    icons: ['broom', 'soap', 'sponge'],
  },
  {
    stems: ['градин', 'озелен', 'трева', 'тревни', 'косене', 'двор', 'разсад', 'семена', 'храст', 'жив плет'],
    icons: ['seedling', 'potted-plant', 'deciduous-tree'],
    // ("точене на градински ножици": the shears sharpened, no garden; "фрезоване на пънове в дворове" takes a stump
    // out; "бали сено, първо косене" is a farmer's hay, no lawn.)
    // ("Орехова градина" is a walnut orchard whose nuts are for sale, no garden work.)
    // ("почистване на сняг … дворове, паркинги": snow cleared from a yard is no garden either.)
    // ("Занаятчийски двор … калайдисвам медни казани": a craftsman's yard, no garden.)
    unless: [
      ...SHARPENED,
      'пън',
      'бали',
      'сено',
      'люцерн',
      'орех',
      'сняг',
      'снега',
      'снегопочист',
      'занаятчийски двор',
      'калайдис',
      // ("Асфалтиране на дворове, алеи и паркинги": a yard asphalted grows nothing.)
      'асфалт',
      'запуснат',
      'обрасл',
      'храсторез',
    ],
  },
  // ("Почистваме запуснати дворове … косене на висока трева, храсторез, изрязване на къпини": weeds and brush cut
  // down and carted away, no pot plant.)
  {
    stems: ['запуснат', 'обрасл', 'храсторез', 'висока трева', 'почистване на двор', 'почистване на парцел'],
    icons: ['herb', 'carpentry-saw', 'fallen-leaf'],
  },
  // Fruit trees are leafy trees, no Christmas spruce; pruning them takes a saw, spraying them does not.
  {
    stems: ['дървета', 'овощн', 'овошк'],
    icons: ['deciduous-tree'],
    besides: { words: ['дрон'], icons: ['deciduous-tree', 'helicopter'] },
  },
  { stems: ['резитб', 'кастрене'], icons: ['deciduous-tree', 'carpentry-saw'] },
  // Worm compost and manure feed the soil: "биохумус от калифорнийски червеи".
  { stems: ['биохумус', 'компост', 'червеи', 'тор ', 'оборски тор'], icons: ['worm', 'seedling', 'potted-plant'] },
  { stems: ['саксия', 'саксии', 'растени', 'кактус', 'сукулент'], icons: ['potted-plant', 'cactus', 'seedling'] },
  {
    stems: ['имот', 'недвижим', 'апартамент', 'жилищ', 'брокер', 'наемател', 'наемодател'],
    icons: ['house-with-garden', 'office-building', 'key'],
    // (…a flat readied for guests is cleaned: "почистване и смяна на бельо в апартаменти" sells none.)
    unless: ['почистване на апартамент', 'почистване и смяна', 'смяна на бельо', 'смяна на спално бельо'],
  },
  {
    stems: ['хамал', 'преместв', 'пренас', 'кашон'],
    icons: ['articulated-lorry', 'package', 'delivery-truck'],
    // ("Пренасяне на кошери и опрашване с пчели": the hives' bees on a lorry, no boxes of a house moved.)
    besides: { words: ['кошер', 'пчел'], icons: ['articulated-lorry', 'honeybee'] },
  },
  {
    stems: ['транспорт', 'превоз', 'камион', 'товар'],
    icons: ['articulated-lorry', 'delivery-truck', 'package'],
    weak: true,
    unless: ['транспортни ленти', 'транспортна лента'],
  },
  // A conveyor belt of a quarry or a mine carries stone: "снаждане на транспортни ленти за кариери, мини".
  { stems: ['транспортни ленти', 'транспортна лента', 'конвейер'], icons: ['gear', 'rock', 'building-construction'] },
  // Sand blasted clean: "Пясъкоструене на метални конструкции, джанти, порти".
  {
    stems: ['пясъкостру', 'пескостру', 'бластинг'],
    icons: ['sparkles', 'nut-and-bolt', 'gear'],
    // (Rims blasted and powder-coated, "пясъкоструене и прахово боядисване на джанти", are the rim shop's wheel.)
    unless: ['прахов', 'боядисване на джант'],
  },
  // A poured floor: "епоксидни подове за гаражи, складове".
  {
    stems: ['епоксид', 'полимерни подове', 'полимерен под', 'шлайфан бетон'],
    icons: ['sparkles', 'paintbrush', 'bucket'],
  },
  // Glass blown by mouth: "Стъклодувна работилница … чаши и вази".
  { stems: ['стъклодув', 'духано стъкло', 'духане на стъкло'], icons: ['amphora', 'wine-glass', 'fire'] },
  // Oil pressed cold from nuts and seeds: "студено пресовано орехово, тиквено и ленено масло".
  {
    stems: ['маслобойн', 'студено пресован', 'орехово масло', 'тиквено масло', 'ленено масло'],
    icons: ['jar', 'peanuts', 'sunflower'],
  },
  // A fulling mill washes wool rugs in its pool of running water: "Валявица … перем вълнени черги".
  { stems: ['валявиц'], icons: ['water-wave', 'yarn', 'droplet'] },
  // Ovens built for bread and pizza: "Градим фурни на дърва за двора, пещи за пица".
  {
    stems: ['фурни на дърва', 'фурна на дърва', 'пещи за пица', 'пещ за пица', 'хлебни пещи'],
    icons: ['fire', 'pizza', 'bread', 'brick'],
  },
  { stems: ['склад', 'съхранени'], icons: ['package', 'card-file-box', 'articulated-lorry'] },
  // ("Гардероб за багаж до автогарата, оставете куфарите": suitcases kept for the day, no lorry and no wardrobe made.)
  {
    stems: ['багаж', 'гардероб за багаж', 'гардероб за ски', 'съхранение на багаж', 'оставете куфар', 'оставете багаж'],
    icons: ['left-luggage', 'luggage'],
  },
  { stems: ['охран', 'аларм', 'видеонаблюд', 'сигурн', 'сейф'], icons: ['shield', 'locked', 'bell', 'video-camera'] },
  {
    stems: ['дезинсек', 'дератиз', 'хлебарк', 'гризач', 'мишк', 'плъх', 'дървеници', 'бълх', 'комари'],
    icons: ['cockroach', 'mouse', 'mosquito', 'shield'],
    // ("Мишки и клавиатури за геймъри": a computer's mouse is no pest.)
    unless: ['клавиатур', 'компютр', 'компютър', 'лаптоп', 'геймър', 'гейминг', 'геймърск'],
  },
  { stems: ['асансьор'], icons: ['elevator', 'building-construction'] },
  { stems: ['пожар', 'пожарогас'], icons: ['fire-extinguisher', 'fire'] },
  // Cars and transport
  {
    stems: [
      'кола ',
      'колата',
      'коли ',
      'колите',
      'автомоб',
      'авто ',
      'автосервиз',
      'двигател',
      'диагност',
      'смяна на масло',
      'спирач',
      'съединител',
      'ауспух',
    ],
    icons: ['automobile', 'wrench', 'oil-drum'],
    // ("Химическо чистене на тапицерия на автомобили": the car's seats are cleaned, no mechanic's oil; a wheelchair's
    // brakes and a boat's motor are no car's either; nor a car's air freshened with ozone.)
    // ("сервиз за мотокари … ремонт на дизелови и електрокари … диагностика 35 €": a forklift's, no car's.)
    unless: ['тапицер', 'инвалидн', 'лодк', 'лодъч', 'извънбордов', 'озонир', 'мотокар', 'електрокар'],
    besides: [
      // ("ремонт на двигатели … на трактори и комбайни": a tractor's engine, no car's.)
      { words: ['трактор', 'комбайн', 'селскостопанск', 'земеделск'], icons: ['tractor', 'wrench', 'oil-drum'] },
      WEDDING_CAR,
    ],
  },
  // (A wheelchair's or a scooter's tyres are no car's: "ремонтира инвалидни колички – смяна на гуми".)
  {
    stems: ['гум', 'шиномонтаж', 'шини', 'вулканиз', 'джант'],
    icons: ['wheel', 'automobile', 'wrench'],
    // ("смяна на гуми на чашките" of milking machines: the cups' rubber liners, no car's tyres.)
    // (…nor a conveyor belt vulcanised: "Вулканизиране и снаждане на транспортни ленти за кариери".)
    unless: ['инвалидн', 'тротинетк', 'доилн', 'транспортни ленти', 'транспортна лента', 'конвейер'],
    besides: { words: ['трактор', 'комбайн', 'селскостопанск', 'земеделск'], icons: ['wheel', 'tractor', 'wrench'] },
  },
  { stems: ['бус ', 'буса', 'бусът', 'бусове', 'микробус', 'ван '], icons: ['minibus', 'automobile', 'motorway'] },
  {
    stems: ['пътна помощ', 'репатрак', 'платформ', 'аварийно изтегл'],
    icons: ['pickup-truck', 'automobile', 'motorway'],
  },
  {
    stems: [
      'автомивк',
      'мия коли',
      'мивка за',
      'ръчна мивка',
      'детайлинг',
      'полир',
      'пяна',
      'тапицерия на автомоб',
      'тапицерията на автомоб',
      'химическо чистене на автомоб',
      'салон на кола',
      'салона на кола',
    ],
    icons: ['automobile', 'bubbles', 'sport-utility-vehicle'],
    // ("Полиране на мътни фарове": headlamps made clear again, no wash's bubbles; nor an eye's prosthesis polished.)
    unless: ['фарове', 'фаровете', 'протез'],
  },
  // ("ПЕТ ТАКСИ – возим домашни любимци до ветеринаря": a pet's taxi shows the pet it carries.)
  // ("Таксидермия Елен" is no taxi: the word whole, or its plural.)
  {
    stems: ['такси ', 'таксита', 'таксиметр', 'трансфер'],
    icons: ['taxi', 'oncoming-taxi', 'motorway'],
    besides: { words: ['пет такси', 'домашни любимци', 'домашен любимец', 'любимци'], icons: ['taxi', 'dog', 'cat'] },
  },
  { stems: ['автобус'], icons: ['bus', 'world-map'] },
  // A guide walks a town or a site: a compass and a fortress, not the agency's bus and map.
  { stems: ['екскурзовод', 'гид '], icons: ['compass', 'castle', 'footprints'] },
  {
    stems: [
      'велосипед',
      'колело',
      'колела',
      'вело',
      'ремонт на колела',
      'сервиз на колела',
      'наем на колела',
      'продажба на колела',
    ],
    icons: ['bicycle', 'person-biking', 'person-mountain-biking'],
    // ("колела под наем … градски и планински": a bicycle ridden; one mended shows the spanner.)
    besides: {
      words: ['ремонт', 'сервиз', 'велосервиз', 'поправ', 'резервни част', 'профилакт', 'центров', 'спирачк'],
      icons: ['bicycle', 'wrench', 'person-mountain-biking'],
    },
    // ("моделиране на ръка и работа на колело": the potter's wheel.)
    unless: ['глин', 'грънчар', 'керамик', 'керамич', 'моделиран'],
  },
  { stems: ['тротинетк'], icons: ['kick-scooter', 'high-voltage'] },
  // ("скутер 125 куб. на ден": a motor scooter ridden on the road, no kick scooter; one on the sea is a jet ski.)
  { stems: ['скутер'], icons: ['motor-scooter', 'motorway'] },
  {
    stems: ['джет', 'jet ski', 'воден скутер', 'водни скутер', 'водния скутер'],
    icons: ['speedboat', 'water-wave', 'sun'],
  },
  // ("Водни колелета на езерото": a pedal boat on the water.)
  {
    stems: [
      'водни колела',
      'водни колелета',
      'водно колело',
      'водното колело',
      'водните колела',
      'водните колелета',
      'водни велосипед',
    ],
    icons: ['person-rowing-boat', 'water-wave', 'sun'],
  },
  {
    // (A motorbike is ridden on the road; a school or a rental shows no spanner.)
    stems: ['мотоцикл', 'мотор ', 'моторът', 'мотори ', 'моторист', 'чопър', 'мото ', 'мотошкол'],
    icons: ['motorcycle', 'motorway'],
  },
  // An ATV is ridden off-road ("АТВ турове по горски пътища"): the nearest drawing is a motorbike in the woods.
  { stems: ['atv', 'атв ', 'бъги', 'квадове', 'квад '], icons: ['motorcycle', 'evergreen-tree'] },
  { stems: ['картинг', 'картове'], icons: ['racing-car', 'chequered-flag'] },
  // ("Сервиз за косачки, тримери и моторни триони": a garden's machines, serviced; a chainsaw is no carpenter's hand saw.)
  {
    stems: ['косачк', 'тример', 'моторен трион', 'моторни триони', 'резачк'],
    icons: ['wrench', 'gear'],
  },
  // ("БАЛИ СЕНО И СЛАМА … ЛЮЦЕРНА МАЛКИ БАЛИ": hay is cut and baled, no seedling grown.)
  {
    stems: ['сено', 'сеното', 'люцерн', 'бали ', 'балите', 'бала ', 'балата', 'балир', 'слама', 'сламата'],
    icons: ['sheaf-of-rice', 'tractor'],
  },
  // ("Магарешка ферма": the donkeys, before the farm's tractor.)
  // (…but a violin's "магаре" is its bridge: "настройка на магарето" of a luthier shows the violin.)
  { stems: ['магар'], icons: ['donkey', 'carrot', 'four-leaf-clover'], unless: ['цигул', 'лютиер', 'виол', 'струн'] },
  // ("Реколта 2026" is the year of any produce, walnuts or wine, and calls no tractor.)
  {
    stems: ['трактор', 'земедел', 'жътв', 'пшениц'],
    icons: ['tractor', 'sheaf-of-rice', 'seedling'],
    unless: FARM_OF_STOCK,
    besides: [
      // ("ремонт на трактори и селскостопанска техника": the machine mended, no seedling and no sheaf.)
      { words: ['ремонт', 'сервиз', 'поправ', 'диагностик'], icons: ['tractor', 'wrench', 'oil-drum'] },
      // ("Тръскане на орехи и бадеми … тръскачка на трактор": the trees of an orchard, no grain; a walnut is drawn by
      // no icon of the set.)
      { words: ['орех', 'бадем', 'лешни', 'овощ', 'тръскач', 'тръскане'], icons: ['tractor', 'deciduous-tree'] },
    ],
  },
  // (Corn is its ear: "Лабиринт от царевица" is walked through, no field ploughed.)
  { stems: ['царевиц'], icons: ['ear-of-corn', 'sheaf-of-rice'], unless: FARM_OF_STOCK },
  // (A farm is of what it keeps, which the owner names beside it: "Мидена ферма … черни миди", "Лавандулова ферма"
  // show the mussels and the lavender, no tractor; a farm that names nothing else shows the field.)
  { stems: ['ферм'], icons: ['tractor', 'sheaf-of-rice', 'seedling'], weak: true, unless: FARM_OF_STOCK },
  // ("Есетрова ферма … черен хайвер": the fish and its roe, no tractor.)
  // (…while "хайвер от охлюви" is the snails' eggs, no fish.)
  { stems: ['есетр', 'хайвер'], icons: ['fish', 'water-wave'], unless: ['охлюв'] },
  // (Steering racks and hydraulic pumps mended: the car's, no well's water.)
  { stems: ['кормилн', 'кормилна рейк', 'кормилни рейк'], icons: ['automobile', 'wrench', 'gear'] },
  // (Tarpaulins sewn for lorries: the lorry and the needle, no dressmaker's dress.)
  { stems: ['брезент', 'тенти за камион', 'тента за камион'], icons: ['articulated-lorry', 'sewing-needle'] },
  // (Silos and bunkers cleaned by climbers: the plant, no home's broom.)
  { stems: ['силоз', 'бункери за'], icons: ['factory', 'person-climbing'] },
  // (Gilding with gold leaf: the shine on the frame, no jeweller's ring.)
  { stems: ['позлат', 'листово злато'], icons: ['sparkles', 'framed-picture'] },
  // (Walls of preserved moss: the green, no restaurant of the offices and restaurants they hang in.)
  { stems: ['стабилизиран мъх', 'зелени стени', 'мъх '], icons: ['herb', 'potted-plant'] },
  {
    stems: ['шофьор', 'автошкол', 'шофьорска книжк', 'волан', 'светофар', 'кормуване'],
    icons: ['automobile', 'vertical-traffic-light', 'identification-card'],
    besides: [WEDDING_CAR, TRUCK],
  },
  {
    stems: ['лодк', 'яхт', 'катер', 'морска разходка', 'корабч', 'ветроход', 'платноход'],
    icons: ['sailboat', 'speedboat', 'water-wave'],
  },
  { stems: ['каяци', 'каяк', 'кану', 'рафтинг', 'сплав'], icons: ['canoe', 'water-wave', 'person-rowing-boat'] },
  // Diesel is fuel; "дизелови мотокари" are forklifts, no filling station.
  {
    stems: ['гориво', 'бензин', 'газ ', 'газова', 'бензиностанц', 'дизел ', 'дизела'],
    icons: ['fuel-pump', 'automobile'],
  },
  // Travel, stays and the outdoors
  {
    stems: ['пътуван', 'туризъм', 'туристич', 'екскурз', 'почивк', 'самолет', 'куфар', 'паспорт', 'виза', 'визи '],
    icons: ['airplane', 'luggage', 'world-map'],
    // ("сглобяеми модели на самолети": a modeller's kit flies nowhere; a suitcase left at a station flies nowhere either.)
    unless: ['сглобяем', 'моделист', 'моделизъм', 'умален', 'гардероб за багаж', 'съхранение на багаж'],
  },
  {
    stems: ['хотел', 'хостел', 'вила ', 'вили '],
    icons: ['bed', 'bellhop-bell', 'house-with-garden'],
    unless: NOT_PEOPLE_STAYING,
  },
  // (A night's stay and a village guest house have a bed and a house, no hotel's bellhop: "нощувка 25 € на човек".)
  {
    // ("квартири във Варвара, стая за двама …": rooms let by the sea are a night's stay too.)
    stems: ['нощувк', 'къща за гост', 'къщи за гост', 'стаи за гости', 'легл', 'квартир'],
    icons: ['bed', 'house-with-garden'],
    unless: NOT_PEOPLE_STAYING,
  },
  {
    stems: ['пансион'],
    icons: ['bed', 'bellhop-bell', 'house-with-garden'],
    // ("Пансион за коне с бокс": a horse's stable, no guests' bed.)
    unless: ['коне', 'коня', 'конна', 'конски', 'конюш', 'кучет', 'котки', 'животн'],
  },
  { stems: ['море', 'морето', 'плаж', 'шезлонг'], icons: ['beach-with-umbrella', 'water-wave', 'sun'] },
  {
    stems: ['планин', 'хижа', 'хижи', 'връх', 'преход', 'туристическ маршрут'],
    icons: ['snow-capped-mountain', 'hiking-boot', 'hut'],
    // ("градски и планински колела": a mountain bike, no hut and hiking boot.)
    unless: ['планински колел', 'планински велосипед', 'планинско колел', 'планинско колоезд'],
  },
  // ("Картинг писта", "батут с пързалка": a track or a slide is no ski run or ice rink unless it says so.)
  // (…and a ski's edges sharpened are no kitchen knife's: "ски сервиз … точене на кантове".)
  {
    stems: ['ски ', 'ските', 'скиор', 'ски учил', 'кантове', 'точене на кантове', 'заточване на кантове'],
    icons: ['skis', 'skier', 'snowboarder'],
  },
  // ("сноуборд инструктор в Пампорово": the board and its rider, no skis.)
  { stems: ['сноуборд'], icons: ['snowboarder', 'snow-capped-mountain', 'snowflake'] },
  // A guide who leads walkers up a mountain: "Водач Петър, Рила, 7-те езера" (no driver's "водач на МПС").
  {
    stems: ['планински водач', 'планински гид', 'водач ', 'водачи в планин', 'водачи за планин'],
    icons: ['hiking-boot', 'snow-capped-mountain', 'compass'],
    // ("риболовен водач на язовира", "риболов с водач": a guide who fishes shows the rod, no boot.)
    unless: [
      'мпс',
      'категория',
      'шофьор',
      'куче водач',
      'кучета водачи',
      'камион',
      'автомобил',
      'риболов',
      'лодк',
      'атв',
      'бъги',
      // (…nor does one who shows the sky, picks mushrooms or leads into a cave: "водач астроном Иван".)
      'астроном',
      'телескоп',
      'гъби',
      'пещер',
    ],
  },
  // A tour driven off the road: "джип турове", "с 4х4 до Чудните мостове".
  {
    stems: ['джип', 'офроуд', 'off road', 'offroad', '4х4 ', '4x4 '],
    icons: ['sport-utility-vehicle', 'national-park', 'compass'],
    besides: { words: ['ремонт', 'сервиз', 'резервни част', 'гуми'], icons: ['sport-utility-vehicle', 'wrench'] },
  },
  { stems: ['шейн'], icons: ['sled', 'snowman', 'snowflake'] },
  // ("Ролкови кънки под наем в парка": wheels on the path, no ice.)
  { stems: ['ролкови кънки', 'ролкови кънк', 'ролери ', 'ролер '], icons: ['roller-skate'] },
  // ("Пързалка на лед в центъра … кънки под наем": skates on the ice, no sled.)
  {
    stems: [
      'кънк',
      'ледена пързалк',
      'ледената пързалк',
      'пързалка на лед',
      'пързалката на лед',
      'пързалки на лед',
      'ледена писта',
      'ледената писта',
      'фигурно пързаляне',
      'хокей на лед',
    ],
    icons: ['ice-skate', 'ice-hockey', 'snowflake'],
  },
  {
    stems: ['сняг', 'снега', 'снеж', 'снегорин', 'снегопочист'],
    icons: ['snowflake', 'snowman', 'cloud-with-snow'],
    // ("Почистване на сняг с трактор и с ръчна лопата от дворове": snow pushed away by a tractor shows it.)
    besides: { words: ['трактор', 'багер', 'снегорин'], icons: ['snowflake', 'tractor', 'cloud-with-snow'] },
  },
  // ("Глемпинг „Звездите“ … 6 шатри с истински легла … сред гората": tents among trees, however comfortable.)
  {
    // (…and a children's camp, by its campfire: never "лагери" alone, a machine's bearings.)
    stems: [
      'палатк',
      'къмпинг',
      'бивак',
      'глемпинг',
      'глампинг',
      'glamping',
      'лагерен огън',
      'лагерния огън',
      'детски лагер',
      'летен лагер',
      'летни лагери',
      'летния лагер',
      'лагер за деца',
      'лагери за деца',
      'ученически лагер',
    ],
    icons: ['camping', 'tent', 'evergreen-tree'],
  },
  // ("Кемпер под наем … Каравана с 4 легла, кухня": a house on wheels on the road, no tent.)
  { stems: ['кемпер', 'каравана', 'каравани', 'караван ', 'кемпери'], icons: ['minibus', 'motorway', 'camping'] },
  // ("Нов акумулатор 60Ah с монтаж … палим колата": a car's battery.)
  {
    stems: ['акумулатор'],
    icons: ['battery', 'automobile', 'high-voltage'],
    // ("Ремонт на акумулаторни бормашини и винтоверти": a cordless tool's battery, no car's.)
    besides: {
      words: ['бормашин', 'винтоверт', 'електроинструмент', 'ъглошлайф', 'трион', 'инструмент'],
      icons: ['hammer-and-wrench', 'battery', 'screwdriver'],
    },
  },
  // ("автоелектротехник …, ремонт на алтернатори и стартери": a car's wiring, its current and its battery, no mechanic's
  // oil drum and no house's plug.)
  {
    stems: ['автоелектр', 'авто електр', 'алтернатор', 'стартер', 'динамо'],
    icons: ['automobile', 'high-voltage', 'battery'],
  },
  // ("Полиране на мътни фарове … нанасяме UV лак": a car's headlamps shine again.)
  { stems: ['фарове', 'фаровете'], icons: ['flashlight', 'automobile', 'light-bulb'] },
  // A marquee is put up for a wedding or a fair ("шатри под наем … с маси, столове"): a big tent, no carpenter's saw.
  // (…but a glamping's tents are slept in: no circus.)
  { stems: ['шатр'], icons: ['circus-tent', 'tent'], unless: ['глемпинг', 'глампинг', 'glamping', 'къмпинг'] },
  { stems: ['елх', 'норманов', 'смърч'], icons: ['evergreen-tree', 'sparkles', 'wrapped-gift'] },
  // Christmas and the New Year, said of what a business sells for them: the tree, Santa, the carols, the lights.
  // (Said alone, "за Коледа", they are a season every trade sells for: shown only when nothing else is, and a scene
  // that says only "коледа" shows what the owner's texts name, Santa of "Дядо Коледа идва у вас".)
  { stems: ['коледа', 'коледн'], icons: ['christmas-tree', 'star', 'bell'], weak: true, ofThing: true },
  {
    stems: ['нова година', 'новогодишн'],
    icons: ['clinking-glasses', 'bottle-with-popping-cork', 'fireworks'],
    weak: true,
    ofThing: true,
  },
  // ("Дядо Коледа идва у вас!", "СНИМКИ С ДЯДО КОЛЕДА В СТУДИО": Santa himself.)
  { stems: ['дядо коледа', 'дядо мраз', 'снежанка'], icons: ['santa-claus', 'christmas-tree', 'mrs-claus'] },
  // ("Коледари от с. Бистрица … с благословии и коледни песни": carol singers sing, in no restaurant's kitchen.)
  { stems: ['коледар', 'коледуван', 'сурвакар', 'сурвакан'], icons: ['musical-notes', 'christmas-tree', 'bell'] },
  // (A survachka is a cornel branch dressed with popcorn and yarn for the New Year, no party's confetti.)
  { stems: ['сурвакниц', 'сурвачк'], icons: ['christmas-tree', 'yarn', 'popcorn'] },
  // ("коледни венци за врата и маса от естествени клонки, шишарки": a wreath is green and lit with candles.)
  {
    stems: ['венци', 'венец ', 'венеца', 'венецът', 'коледни венц', 'коледен венец', 'адвентн'],
    icons: ['christmas-tree', 'candle', 'ribbon'],
    // (A wreath for a funeral is white flowers: "траурни венци".)
    unless: ['погреб', 'траурн', 'помен', 'гроб', 'опело'],
  },
  // ("монтаж на коледна украса и светлини по фасади": lights put up on a house, no party's balloons.)
  {
    stems: [
      'коледна украса',
      'коледната украса',
      'коледни светлин',
      'коледно осветление',
      'коледни лампичк',
      'празнична украса',
      'празнично осветление',
      'светлинна украса',
      'светещи фигури',
      'светлини',
      'светлинки',
      'лампички',
    ],
    icons: ['christmas-tree', 'light-bulb', 'star'],
    // (A car's lights, a sign's or a stage's are no Christmas lights.)
    unless: ['фар', 'стоп', 'автомоб', 'кола ', 'колата', 'коли ', 'табел', 'реклам', 'dj', 'диджей', 'озвуч', 'сцен'],
  },
  // ("Новогодишна нощ в ресторант … чаша шампанско в полунощ": the night is toasted, no orchestra alone.)
  {
    stems: ['новогодишна нощ', 'новогодишната нощ', 'посрещане на нова година', 'новогодишен бал', 'новогодишно парти'],
    icons: ['clinking-glasses', 'bottle-with-popping-cork', 'fireworks'],
  },
  { stems: ['дрон'], icons: ['helicopter', 'joystick'] },
  {
    stems: ['парапланер', 'парашут', 'тандемен скок', 'тандемни полет', 'полет ', 'полети', 'полетът'],
    icons: ['parachute', 'small-airplane', 'cloud'],
    // ("Полет с балон над Долината на розите": a hot-air balloon, which no parachute and no plane shows.)
    unless: ['балон', 'топловъздуш'],
    // ("тандемни полети с парапланер от връх Бузлуджа": a wing launched from a hill, no plane; "ПАРАСЕЙЛИНГ … полет над
    // морето": a parachute pulled by a boat.)
    besides: [
      { words: ['парасейл', 'parasail', 'над морето', 'над водата'], icons: ['parachute', 'speedboat', 'water-wave'] },
      { words: ['парапланер', 'делтапланер'], icons: ['parachute', 'mountain', 'cloud'] },
    ],
  },
  { stems: ['парасейл', 'parasail'], icons: ['parachute', 'speedboat', 'water-wave'] },
  { stems: ['кайт', 'kite'], icons: ['kite', 'person-surfing', 'water-wave'] },
  { stems: ['гмурк', 'водолаз', 'шнорхел'], icons: ['diving-mask', 'tropical-fish', 'water-wave'] },
  { stems: ['сърф', 'уейкборд', 'sup '], icons: ['person-surfing', 'water-wave', 'sun'] },
  { stems: ['спа ', 'спа център', 'минерал', 'джакузи'], icons: ['hot-springs', 'droplet', 'lotion-bottle'] },
  // A sauna is built of wood and heated, no spa's lotion: "финландски сауни по поръчка".
  { stems: ['сауна', 'сауни', 'сауната'], icons: ['hot-springs', 'wood', 'thermometer'] },
  // Health and beauty
  {
    stems: ['зъб', 'дентал', 'стомат', 'ортодонт'],
    icons: ['tooth', 'toothbrush', 'syringe'],
    // ("Зъботехническа лаборатория … изработваме коронки за зъболекари": the dentists are a dental lab's customers, and
    // its pictures no dentist's syringe; a horse's teeth rasped are the horse's.)
    unless: ['зъботехн', 'зъбен техник', 'зъбни техници', 'конски', 'коне ', 'конюш'],
    // ("Вадене на зъби на конете": …and where their teeth are the scene's own word, the horse and its tooth.)
    besides: { words: ['на конете', 'на коня', 'на коне ', 'конски зъб', 'на кончета'], icons: ['horse', 'tooth'] },
  },
  {
    stems: ['лекар', 'доктор', 'клиник', 'медицин', 'болниц', 'стетоскоп', 'кардиолог', 'педиатър'],
    icons: ['stethoscope', 'hospital', 'anatomical-heart'],
    // ("Идваме до вас вкъщи или в болницата" with papers to sign: where the documents go, no care.)
    // ("медицинска сестра на адрес": the nurse who comes home, no hospital.)
    unless: ['документ', 'деловод', 'пълномощ', 'нотариал', 'сестр'],
  },
  {
    stems: ['медицинска сестра', 'медицински сестри', 'патронаж', 'сестра ', 'инжекц', 'превръзк', 'сваляне на конци'],
    icons: ['health-worker', 'syringe', 'adhesive-bandage'],
    // (A car's "инжекцион" is its fuel injection: no nurse says it.)
    unless: ['инжекцион'],
  },
  // ("Курс по първа помощ … практика с манекен, задавяне при бебе, кръвотечения": first aid, no driver's car.)
  {
    stems: ['първа помощ', 'долекарска помощ', 'реанимац', 'манекен', 'кръвотечени', 'задавяне'],
    icons: ['adhesive-bandage', 'anatomical-heart', 'health-worker'],
  },
  { stems: ['аптек', 'лекарств', 'витамин', 'хапч'], icons: ['pill', 'adhesive-bandage', 'test-tube'] },
  {
    stems: ['слухов', 'слуха ', 'слух ', 'ухо ', 'ухото', 'ушите', 'уши ', 'ушен', 'ушн'],
    icons: ['ear-with-hearing-aid', 'ear', 'speaker-high-volume'],
  },
  {
    stems: ['лаборатор', 'изследван', 'кръв', 'епруветк', 'микроскоп'],
    icons: ['test-tube', 'microscope', 'drop-of-blood'],
    // ("Зъботехническа лаборатория – поправяме протези": dentures made, no blood test.)
    unless: ['зъботехн'],
    // ("изследване на вода от кладенец или сонда", "анализ на почви": a well's water or a field's soil tested, no drop
    // of blood.)
    besides: {
      words: [
        'вода ',
        'води ',
        'водата',
        'кладен',
        'сонд',
        'почв',
        'фураж',
        'мляко',
        'млеч',
        'храни ',
        'зърно',
        'вино ',
      ],
      icons: ['test-tube', 'microscope', 'droplet'],
    },
  },
  {
    stems: ['очи ', 'очите', 'очил', 'оптик', 'зрени', 'лещи', 'око ', 'окото'],
    icons: ['glasses', 'eye', 'sunglasses'],
    // ("Ремонт на ловни пушки и оптики": a rifle's scope, no optician's glasses.)
    unless: ['очни протез', 'изкуствени очи', 'изкуствено око', 'окуларист', 'пушк', 'оръж', 'мерник', 'карабин'],
  },
  // A gun mended or sold shows the target it is shot at: "Ремонт на ловни пушки и оптики".
  { stems: ['пушк', 'оръжейн', 'оръжие', 'оръжия', 'карабин', 'оптически мерник'], icons: ['bullseye'] },
  // ("Изкуствени очи (очни протези) … окуларист": the eye made, no glasses and no tooth.)
  { stems: ['очни протез', 'очна протез', 'изкуствени очи', 'изкуствено око', 'окуларист'], icons: ['eye'] },
  // (Radon measured in a home: the hazard, no petrol station of its "газ".)
  { stems: ['радон'], icons: ['radioactive', 'house', 'test-tube'] },
  // (Parts chromed or nickel-plated: the shine and the part, no wedding car of the "ретро автомобили" they are for.)
  { stems: ['хромир', 'никелир', 'галван'], icons: ['sparkles', 'nut-and-bolt', 'gear'] },
  // (Milking machines mended at the farm: the cow and her milk, no car of the cups' "гуми".)
  { stems: ['доилн', 'доене на крави'], icons: ['cow', 'glass-of-milk', 'wrench'] },
  // (A float tank's salt water: the water and the rest, no garden of the "морската градина" it is beside.)
  { stems: ['флоатинг', 'флоат ', 'епсом'], icons: ['water-wave', 'zzz'] },
  // (A wastewater treatment plant for a house: the clean water and its reuse, no plumber's plunger.)
  { stems: ['пречиствателн'], icons: ['droplet', 'recycling-symbol', 'house'] },
  // (Dust extraction for workshops: the air drawn off, no architect's ruler of its "проектиране".)
  { stems: ['аспирац'], icons: ['wind-face', 'factory'] },
  {
    stems: ['масаж', 'релакс'],
    icons: ['person-getting-massage', 'lotion-bottle', 'candle'],
  },
  // (Rehabilitation after a stroke or a fracture is exercise, no massage salon's lotion.)
  { stems: ['физиотерап', 'рехабил', 'кинезитерап'], icons: ['person-getting-massage', 'crutch', 'x-ray'] },
  // A dental technician's dentures, made and mended: no dentist's syringe and no toothbrush.
  {
    stems: ['зъботехн', 'зъбен техник', 'зъбни техници', 'протез'],
    // (…and no handyman's hammer and wrench either: the tooth alone.)
    icons: ['tooth'],
    // (A limb's prosthesis is no tooth, nor an eye's.)
    unless: ['крак', 'ръка', 'крайник', 'ортопед', 'бедр', 'тазобедр', 'колян', 'гърд', 'очни протез', 'окуларист'],
  },
  {
    stems: [
      'фризьор',
      'коса ',
      'косата',
      'коси ',
      'подстриг',
      'прическ',
      'бръснар',
      'барбер',
      'ножиц',
      'сешоар',
      'гребен',
      'брада',
      'бръснач',
    ],
    icons: ['scissors', 'barber-pole', 'person-getting-haircut', 'hair-pick'],
    // ("Фризьорски салон за кучета": a dog's haircut shows the dog, never a barber's pole; "точене на ножове и
    // ножици" the knife, never a haircut; "Дядо Коледа с истинска брада" Santa, never a barber.)
    unless: [
      'куче',
      'кучет',
      'кучешк',
      'котк',
      'груминг',
      'грумър',
      'любимц',
      'дядо коледа',
      'дядо мраз',
      ...SHARPENED,
    ],
  },
  // (An ingrown toenail, a corn or a diabetic foot is the foot's, no varnish: "медицински педикюр – врастнали нокти".)
  {
    stems: ['маникюр', 'педикюр', 'нокт', 'гел лак'],
    icons: ['nail-polish', 'hand-with-fingers-splayed', 'lipstick'],
    // (…nor are a pet's claws: "къпане, подстригване и рязане на нокти" of a dog groomer paints none.)
    unless: [
      'врастн',
      'вграстн',
      'враснал',
      'подолог',
      'медицински педикюр',
      'диабет',
      'мазол',
      'гъбич',
      'трудно подвижн',
      'трудноподвижн',
      ...PET_WORDS,
    ],
  },
  // ("рязане на нокти на кучета и котки": a pet's claws clipped.)
  {
    stems: ['нокти на куче', 'нокти на котк', 'ноктите на куче', 'ноктите на котк', 'нокти на домашни любимц'],
    icons: ['dog', 'paw-prints', 'scissors'],
  },
  {
    // ("Педикюр за възрастни у дома – подрязване на нокти на краката": an old person's feet, no varnish.)
    stems: [
      'педикюр за възрастн',
      'педикюр на възрастн',
      'нокти на краката',
      'ноктите на краката',
      'врастнал',
      'вграстнал',
      'враснал',
      'мазол',
      'подолог',
      'медицински педикюр',
      'диабетно стъпало',
      'кокоши трън',
    ],
    icons: ['foot', 'adhesive-bandage', 'leg'],
  },
  {
    stems: ['козмет', 'грим', 'красот', 'червил', 'парфюм', 'крем за', 'епилац', 'кола маска'],
    icons: ['lipstick', 'lotion-bottle', 'kiss-mark'],
    // ("Козметика с магарешко мляко", "натурална козметика от билки": creams and soaps made of a thing, no make-up.)
    // ("перманентен грим вежди powder brows": make-up that stays on the brows frames the eye, no lipstick and no kiss,
    // unless the lips are made up too.)
    besides: [
      { words: ['устн', 'lips', 'lip '], icons: ['lipstick', 'lotion-bottle', 'kiss-mark'] },
      { words: ['вежд', 'brow'], icons: ['eye', 'eyes', 'mirror'] },
      {
        words: ['козметика с ', 'козметика със ', 'козметика от ', 'натурална козмет', 'домашна козмет', 'био козмет'],
        icons: ['lotion-bottle', 'soap', 'herb'],
      },
    ],
  },
  // ("мигли косъм по косъм", "ламиниране на вежди": the eye they frame, no lipstick.)
  { stems: ['мигл', 'вежд', 'lash', 'brows ', 'brow '], icons: ['eye', 'eyes', 'mirror'] },
  {
    stems: ['фитнес', 'гир', 'трениров', 'треньор', 'мускул', 'дъмбел', 'кросфит'],
    icons: ['flexed-biceps', 'person-lifting-weights', 'stopwatch'],
    // ("Фехтовален клуб … Тренировки вторник и четвъртък": a fencer trains with a sword, no dumbbell.)
    unless: ['фехтов'],
  },
  { stems: ['фехтов', 'рапир', 'шпага', 'шпаги'], icons: ['person-fencing', 'trophy'] },
  { stems: ['йога', 'пилатес', 'медитац'], icons: ['person-in-lotus-position', 'lotus', 'candle'] },
  // (Ballet is danced in its shoes, a horo and a salsa in none: "Учим хора и ръченици" showed ballet shoes.)
  { stems: ['танц', 'салса', 'хоро ', 'хорото', 'ръчениц'], icons: ['woman-dancing', 'man-dancing'] },
  { stems: ['балет', 'балерин'], icons: ['ballet-shoes', 'woman-dancing'] },
  { stems: ['плуван'], icons: ['person-swimming', 'water-wave', 'goggles'] },
  // A pool is kept clean and blue ("поддръжка на басейни"): its water, no swimmer in goggles.
  { stems: ['басейн'], icons: ['water-wave', 'droplet', 'sun'] },
  // ("пързалка с басейн с топки": a ball pit is a children's play, no water.)
  {
    stems: ['басейн с топки', 'басейни с топки', 'басейна с топки', 'сух басейн', 'сухи басейни', 'сухия басейн'],
    icons: ['playground-slide', 'balloon', 'child'],
  },
  { stems: ['футбол'], icons: ['soccer-ball', 'trophy', 'stadium'] },
  { stems: ['баскетбол'], icons: ['basketball', 'trophy'] },
  { stems: ['волейбол'], icons: ['volleyball', 'trophy'] },
  // ("Тениски с щампа" are T-shirts: tennis is the word, its player and its court, no "тениски".)
  { stems: ['тенис ', 'тениса', 'тенисът', 'тенисист', 'тенисн'], icons: ['tennis', 'trophy'] },
  { stems: ['голф'], icons: ['flag-in-hole', 'trophy'] },
  { stems: ['боулинг'], icons: ['bowling', 'trophy'] },
  { stems: ['билярд'], icons: ['pool-8-ball', 'trophy'] },
  { stems: ['шахмат', 'шах '], icons: ['chess-pawn', 'trophy'] },
  // ("с. Широка лъка" is a village, no bow.)
  // (Clay pigeons shot with a shotgun, "стендова стрелба по летящи панички": the target, no bow.)
  {
    stems: ['стрелб', 'стрелков', 'лък', 'стрели'],
    icons: ['bow-and-arrow', 'bullseye'],
    // (…nor is a violin's bow, "нов лък от 120 €" of a luthier.)
    unless: ['широка лъка', 'стендов', 'пушк', 'панички', 'цигул', 'лютиер', 'виол', 'струн'],
  },
  { stems: ['стендов', 'летящи панички'], icons: ['bullseye'] },
  { stems: ['пейнтбол', 'paintball', 'еърсофт', 'airsoft', 'лазертаг'], icons: ['water-pistol', 'bullseye'] },
  {
    stems: ['бокс', 'бойни', 'карате', 'кимоно', 'ринг', 'джудо', 'кикбокс', 'самоотбран'],
    icons: ['boxing-glove', 'martial-arts-uniform', 'trophy'],
    // ("пансион за коне с бокс", "големи боксове с двор": a stall for a horse or a dog, no boxing.)
    unless: ['коне', 'коня', 'конна', 'конюш', 'кучет', 'пансион'],
  },
  // A climbing wall is indoors ("катерачна стена, месечна карта"): the mountain is the alpinist's.
  { stems: ['катерач', 'катерене', 'катерен'], icons: ['person-climbing'] },
  { stems: ['алпин', 'скалн', 'скално катерене'], icons: ['person-climbing', 'snow-capped-mountain'] },
  {
    stems: ['бебе', 'бебета', 'бебешк', 'количк', 'биберон', 'креватч', 'новородено'],
    icons: ['baby-bottle', 'baby', 'teddy-bear'],
    // (…nor is a pallet truck: "палетни колички".)
    unless: ['инвалидн', 'палетн', 'транспалет'],
  },
  // A wheelchair is no pram: "ремонт на инвалидни колички".
  {
    stems: ['инвалидни колич', 'инвалидна колич', 'инвалидните колич'],
    icons: ['manual-wheelchair', 'motorized-wheelchair'],
  },
  // A birth and the mother before it: "дула – подкрепа по време на раждане".
  // ("Ехографско изследване за бременност на овце и кози": an ewe's, no woman's.)
  {
    stems: ['дула ', 'дули ', 'раждан', 'бременн', 'родилк'],
    icons: ['pregnant-woman', 'baby', 'red-heart'],
    unless: ['овце', 'овца', 'кози ', 'крави', 'кобил', 'свине'],
  },
  { stems: ['ехограф'], icons: ['ewe', 'goat', 'stethoscope'], unless: ['бебе', 'бременни жени', 'пациент'] },
  {
    stems: ['детск', 'детска градин', 'занимални', 'ясла', 'детегледач', 'бавачк', 'гледам деца', 'гледане на деца'],
    icons: ['child', 'crayon', 'puzzle-piece', 'balloon'],
    // ("Дядо Мраз и Снежанка за детски тържества", "детски рождени дни във ферма": a children's party, no
    // kindergarten's crayon.)
    besides: { words: ['тържеств', 'парти', 'аниматор', 'рожден'], icons: ['balloon', 'party-popper', 'child'] },
  },
  {
    stems: ['възрастни хора', 'дом за възрастни', 'старчески', 'домашен санитар', 'болногледач', 'социален асистент'],
    icons: ['folded-hands', 'red-heart', 'house'],
    // (…whom papers for a pension are filed for are helped at the office, with no carer's folded hands.)
    unless: ['телк', 'пенсия', 'пенсии', 'нои '],
  },
  {
    stems: ['логопед', 'говор', 'заекван'],
    icons: ['speaking-head', 'speech-balloon', 'mouth'],
    // ("Школа „Ръце, които говорят“ – курс по български жестов език": hands speak, no mouth.)
    unless: ['жестов', 'жестомимич'],
  },
  {
    // (…and in English: "psychologist online & на живо".)
    stems: ['психолог', 'психотерап', 'терапевт', 'консултиране', 'psycholog', 'psychotherap'],
    icons: ['speech-balloon', 'red-heart', 'thought-balloon'],
  },
  // Animals
  // (Pets said in general are drawn as a dog, but name no dog: "ХОТЕЛ ЗА КУЧЕТА" names one, and a hotel "за домашни
  // любимци" shows the cat its owner names, no dog.)
  { stems: ['домашни любимц', 'хотел за домашни'], icons: ['dog', 'paw-prints', 'bone'] },
  {
    stems: [
      'куче',
      'кучет',
      'грумин',
      'кокал',
      'лапа',
      'лапи',
      'каишк',
      'дресур',
      'хотел за кучета',
      'храна за кучета',
      'храни за животни',
      // (…and in English: "dog walking в Младост".)
      'dog ',
      'dogs',
      'puppy',
      // (A shepherd dog is a dog: "развъждам немски овчарки" shows no ewe, no yarn.)
      'овчарк',
      'немски овчар',
      'овчарско куче',
      'овчарски куче',
    ],
    icons: ['dog', 'paw-prints', 'bone'],
    // ("разходка на кучета", "dog walking": a dog walked on its leash, no bone.)
    besides: { words: ['разходк', 'разхожд', 'walk'], icons: ['service-dog', 'dog', 'paw-prints'] },
  },
  // ("ветеринарен техник - изкуствено осеменяване на крави, юници и биволи": the herd's vet, no dog's.)
  {
    stems: ['ветеринар'],
    icons: ['dog', 'paw-prints', 'bone'],
    besides: {
      words: ['крав', 'юниц', 'говед', 'бивол', 'осеменяв', 'добит', 'овце', 'кози '],
      icons: ['cow', 'syringe', 'stethoscope'],
    },
  },
  { stems: ['котк', 'коте ', 'котет', 'котешк'], icons: ['cat', 'paw-prints', 'fish'] },
  {
    stems: [
      'кон ',
      'коня',
      'коне ',
      'конете',
      'конят',
      'конче',
      'кончета',
      'конна',
      'конни',
      'конен',
      'конски',
      'конюш',
      'езд',
      'ездач',
      'язд',
      'поязд',
      'подков',
      'седло',
      'жребец',
      'кобил',
      'пони',
      'файтон',
      'каруц',
      'налбант',
      // (Hooves are cattle's too, "подрязване на копита на крави", so "копита" shows no horse; a carriage has one.)
      'каляск',
      'карета',
      'карети',
    ],
    // (A jockey at the gallop is a race's, no riding lesson's and no children's camp's: "походи, коне, лагерен огън".)
    icons: ['horse', 'horse-face'],
    // ("смяна на кобилка" of a violin is its bridge, no mare.)
    unless: ['цигул', 'виол', 'китар', 'струн', 'лютн'],
    // ("ТРАНСПОРТ НА КОНЕ … СЪС СПЕЦИАЛНО РЕМАРКЕ": a horse carried on the road, no race.)
    besides: [
      { words: ['транспорт', 'превоз', 'ремарке', 'коневоз'], icons: ['horse', 'pickup-truck', 'motorway'] },
      // ("разходка с файтон в центъра … кон Бела": a horse that draws a carriage runs no race.)
      { words: ['файтон', 'каляск', 'карета', 'карети'], icons: ['horse', 'horse-face'] },
      {
        words: ['надбягван', 'хиподрум', 'жокей', 'конни състезан', 'конно състезан'],
        icons: ['horse-racing', 'horse'],
      },
    ],
  },
  { stems: ['заек', 'зайц', 'зайч'], icons: ['rabbit', 'carrot'] },
  // Game and its trophies: "препарирам трофеи – глава на сърна, на глиган".
  {
    // ("Лов на диви прасета и сърни": a wild boar, no farm's pig and pork.)
    stems: [
      'препарир',
      'препаратор',
      'ловни трофе',
      'сърна',
      'сърни',
      'глиган',
      'елен ',
      'елени ',
      'диви прас',
      'дива свиня',
      'диви свине',
    ],
    icons: ['deer', 'boar'],
  },
  { stems: ['охлюв'], icons: ['snail', 'leafy-green'] },
  // ("наблюдение на птици в Поморийското езеро с опитен орнитолог": wild birds watched, no pet parrot.)
  {
    stems: ['папагал', 'птици', 'птица', 'канарч'],
    icons: ['parrot', 'bird'],
    // ("Прогонване на птици със соколи и ястреби": the birds a falconer's bird chases off, no pet parrot.)
    besides: { words: ['сокол', 'ястреб'], icons: ['eagle', 'bird'] },
    unless: ['наблюдение на птици', 'наблюдения на птици', 'орнитолог', 'диви птици', 'бинокл'],
  },
  {
    stems: ['наблюдение на птици', 'наблюдения на птици', 'орнитолог', 'диви птици', 'птичи'],
    icons: ['bird', 'eagle', 'owl'],
  },
  // ("Соколарство срещу гълъби … със соколи и ястреби": the falcon that chases the pigeons, no pet parrot.)
  { stems: ['сокол', 'ястреб', 'орел ', 'орли ', 'хищни птици'], icons: ['eagle', 'bird'] },
  // ("поддържаме гробове в софийските гробища … цветя и палене на свещ": the grave and its candle, no florist's roses.)
  { stems: ['гроб', 'гробове', 'гробищ', 'гробни'], icons: ['headstone', 'candle', 'bouquet'] },
  // ("пясъкоструене и прахово боядисване на джанти": the rim painted, no house painter's ladder.)
  { stems: ['боядисване на джант', 'прахово боядисване'], icons: ['wheel', 'artist-palette', 'automobile'] },
  // ("Бели гълъби за вашата сватба! Пускане на гълъби пред църквата": the doves, before the wedding's ring.)
  { stems: ['гълъб'], icons: ['dove'], unless: ['глинени гълъби'] },
  { stems: ['бухал', 'сова ', 'сови '], icons: ['owl'] },
  { stems: ['прилеп'], icons: ['bat'] },
  // ("хващам змии от дворове, къщи и вили": the snake caught, no garden.)
  { stems: ['змия', 'змии', 'змиите', 'змиял', 'змиелов', 'влечуг'], icons: ['snake'] },
  { stems: ['гущер', 'гекон', 'игуан'], icons: ['lizard'] },
  // ("калибриране и проверка на тахографи": a lorry's clock, no blank scene.)
  { stems: ['тахограф', 'скоростомер'], icons: ['articulated-lorry', 'stopwatch'] },
  // ("варим истинска боза от просо": the drink and its millet.)
  { stems: ['боза', 'бозата', 'бозадж'], icons: ['cup-with-straw', 'ear-of-corn'] },
  // ("глинени фурни за хляб и пица … от кирпич и шамот": the oven's fire and its bricks.)
  { stems: ['глинена фурна', 'глинени фурни', 'кирпич', 'шамот'], icons: ['fire', 'brick', 'bread'] },
  { stems: ['терариум'], icons: ['lizard', 'snake', 'turtle'] },
  // ("Гъши ферма … угоени гъски за Коледа и гъши пух": the goose and its down, no Christmas tree.)
  { stems: ['гъск', 'гъши', 'гъшия', 'гъсок'], icons: ['goose', 'feather'] },
  { stems: ['пеперуд'], icons: ['butterfly', 'blossom'] },
  { stems: ['костенурк'], icons: ['turtle'] },
  { stems: ['паяк', 'паяци', 'паяжин'], icons: ['spider', 'spider-web'] },
  { stems: ['скорпион'], icons: ['scorpion'] },
  // ("Наблюдение с телескоп край с. Рожен … 2 часа под звездите": the night sky, no hiking boot.)
  {
    stems: [
      'телескоп',
      'астроном',
      'обсерватор',
      'звездно небе',
      'звездното небе',
      'звездни нощи',
      'звездна нощ',
      'нощно небе',
      'нощното небе',
      'наблюдение на звезди',
      'наблюдение на небето',
      'под звездите',
      'планетите',
    ],
    icons: ['telescope', 'milky-way', 'crescent-moon'],
  },
  // ("Ферма за алпаки … да разходите алпака на повод": the alpaca, no field's tractor.)
  { stems: ['алпак', 'лама ', 'лами ', 'ламите'], icons: ['llama', 'four-leaf-clover'] },
  { stems: ['аквариум', 'рибк'], icons: ['tropical-fish', 'fish', 'water-wave'] },
  // Flowers, gifts and celebrations
  {
    stems: ['цвет', 'букет', 'цветар', 'рози', 'роза', 'лале', 'лалета', 'орхиде', 'божур'],
    icons: ['bouquet', 'rose', 'tulip', 'cherry-blossom'],
    // ("Арки от балони … букет от 9 балона с хелий": a bouquet of balloons, no flowers.)
    unless: ['от балон', 'балони с хелий', 'балона с хелий'],
  },
  { stems: ['лавандул', 'етерични масла', 'розово масло'], icons: ['blossom', 'herb', 'lotion-bottle'] },
  {
    stems: ['сувенир', 'подаръчн', 'подаръци'],
    icons: ['wrapped-gift', 'ribbon'],
    // ("Правя сувенири от морски миди и черупки": the shell they are made of, no seafood's shrimp.)
    besides: { words: ['морски миди', 'мидички', 'черупк', 'рапан'], icons: ['spiral-shell', 'wrapped-gift'] },
  },
  // A wedding is what many trades work for (a DJ, a photographer, a cake): their own noun shows first.
  { stems: ['сватб', 'годеж', 'булк', 'младожен'], icons: ['wedding', 'ring', 'bouquet'], weak: true },
  {
    stems: ['парти', 'събити', 'рожден ден', 'аниматор', 'украс', 'балон', 'тържеств', 'празненств', 'кръщен'],
    icons: ['party-popper', 'balloon', 'confetti-ball'],
    weak: true,
    // (…nor is a balloon that flies people a party's.)
    unless: ['полет ', 'полети', 'полетът', 'топловъздуш'],
  },
  {
    stems: ['надуваем', 'батут'],
    icons: ['castle', 'balloon', 'child'],
    // ("надуваема лодка", "надуваем басейн" are no bouncy castle; "замъци … и пързалка с басейн с топки" is one.)
    unless: ['лодк', 'каяк', 'каяци', 'надуваем басейн', 'надуваеми басейн', 'дюшек', 'матрак'],
  },
  { stems: ['клоун', 'цирк'], icons: ['clown-face', 'magic-wand', 'circus-tent'] },
  // ("митко фокусника … правя фокуси за детски рождени дни … бял заек в края": the wand, the hat and its rabbit.)
  {
    stems: ['фокусни', 'фокуси', 'магьосни', 'илюзионист', 'магическо шоу'],
    icons: ['magic-wand', 'top-hat', 'rabbit'],
  },
  // ("Украса на зала … фотостена 2026 и светещи букви": a party's backdrop, no photographer's camera.)
  { stems: ['фотостен', 'фото стен', 'фотокът', 'фото кът'], icons: ['balloon', 'confetti-ball', 'party-popper'] },
  // ("Костюми под наем за Коледа и Нова година – Дядо Коледа, Снежанка, джудже, елфи": dressing up, no kindergarten.)
  {
    stems: ['карнавал', 'маскарад', 'костюми под наем', 'костюм под наем', 'наем на костюм', 'детски костюм', 'маскен'],
    icons: ['performing-arts', 'crown', 'magic-wand'],
    // (A suit rented for a ball or a wedding is no mask: "мъжки костюми под наем за абитуриенти".)
    unless: ['мъжки костюм', 'официален костюм', 'официални костюм', 'смокинг', 'абитуриент', 'сватбен', 'булчин'],
  },
  { stems: ['фойерверк', 'заря'], icons: ['fireworks', 'sparkler'] },
  {
    stems: ['бижу', 'злат', 'сребр', 'пръстен', 'колие', 'обеци', 'диамант', 'гривн'],
    icons: ['gem-stone', 'ring', 'crown'],
  },
  // ("Мъниста, шнурове, закопчалки и всичко за бижута ръчна изработка": beads threaded by hand, no jeweller's crown.)
  {
    stems: ['мънист', 'бижута ръчна изработка', 'бижута на ръка', 'закопчалк', 'за бижута', 'нанизв'],
    icons: ['prayer-beads', 'gem-stone', 'thread'],
  },
  // A house built for the owner: "сглобяеми къщи на ключ", "строим къщи", "модулна къща".
  {
    stems: [
      'сглобяеми къщи',
      'сглобяема къща',
      'модулни къщи',
      'модулна къща',
      'строим къщи',
      'строителство на къщи',
      'къщи на ключ',
      'къща на ключ',
    ],
    icons: ['house', 'building-construction', 'house-with-garden'],
  },
  // ("сглобяеми модели на самолети, танкове и кораби": a modeller's kits are no trip by plane with luggage and a map.)
  {
    // ("Сглобяеми къщи на ключ": a prefab house is built, no model kit.)
    stems: [
      'сглобяеми модел',
      'сглобяем модел',
      'моделизъм',
      'моделист',
      'умалени модели',
      'модели на самолети',
      'модели на кораби',
      'модели на влакове',
      'радиоуправляем',
    ],
    icons: ['locomotive', 'ship', 'small-airplane'],
  },
  { stems: ['часовни'], icons: ['watch', 'mantelpiece-clock', 'alarm-clock'] },
  { stems: ['свещ'], icons: ['candle', 'fire'] },
  {
    stems: ['сапун'],
    icons: ['soap', 'bubbles', 'herb'],
    // ("Шоу със сапунени балони за детски рождени дни": bubbles blown for children, no soap bar and herb.)
    besides: {
      words: ['сапунени балон', 'сапунен балон', 'сапунени мехур'],
      icons: ['bubbles', 'child', 'party-popper'],
    },
  },
  // ("Машини за захарен памук и пуканки под наем за детски партита": the treats the machines make.)
  { stems: ['пуканк', 'захарен памук', 'захарния памук', 'захарни памуци'], icons: ['popcorn', 'candy', 'lollipop'] },
  // (Clay thrown and fired: a pot and a bowl, no painter's palette.)
  { stems: ['керамик', 'грънчар', 'глина', 'делв', 'стомн'], icons: ['amphora', 'bowl-with-spoon'] },
  // A smith forges at the fire with a hammer; an axe is a woodcutter's.
  // ("коване на огради, портали и решетки", "кована портална врата": iron forged, no lock's key.)
  { stems: ['ковач', 'ковашк', 'наковал', 'кован', 'ковано желязо'], icons: ['hammer', 'fire'] },
  {
    stems: ['камък', 'камъни', 'каменн', 'гранит', 'мрамор'],
    icons: ['rock', 'hammer', 'classical-building'],
  },
  // ("надгробни паметници от гранит": the headstone, no classical building; a stonemason's workshop here makes them.)
  { stems: ['паметни', 'надгробн', 'каменодел'], icons: ['headstone', 'rock', 'hammer'] },
  // ("LED неонови надписи по поръчка": the light, no sign painter's memo.)
  { stems: ['неонов', 'неон ', 'светещ', 'светещи'], icons: ['light-bulb', 'placard'] },
  // ("Кварцови плотове … с изрязване за мивка и котлон": a worktop cut from stone to measure, no meal and no tombstone.)
  { stems: ['плот ', 'плотове', 'плота ', 'плотът', 'кварцов'], icons: ['rock', 'straight-ruler', 'gem-stone'] },
  { stems: ['бъчв', 'буре', 'бурета', 'каче'], icons: ['wood', 'carpentry-saw'] },
  // Scrap metal is bought to recycle: "скрап метал", "изкупувам желязо".
  {
    stems: ['скрап', 'вторични суровини', 'старо желязо', 'цветни метали', 'черни метали', 'рециклир'],
    icons: ['recycling-symbol', 'magnet', 'nut-and-bolt'],
  },
  // (…a basket on a crane lifts people: "автокран с кошница".)
  {
    stems: ['кошниц', 'плетени кошници', 'ракит', 'ратан'],
    icons: ['basket', 'wood'],
    unless: ['автокран', 'кран ', 'вишк'],
  },
  // Shops and fashion
  {
    stems: ['дрех', 'мода', 'бутик', 'облекл', 'рокл', 'риза', 'ризи'],
    icons: ['dress', 't-shirt', 'jeans', 'shopping-bags'],
    // ("Булчински рокли под наем": a bride's dress, no T-shirt and jeans.)
    unless: ['булчин', 'сватбени рокл', 'сватбена рокл'],
    // ("Риза с шевица на ръкавите" of one who embroiders: the shirt sewn, no shop's jeans and bags.)
    besides: {
      words: ['шевиц', 'бродир', 'бродер', 'шивашк', 'шивач', 'ушива'],
      icons: ['t-shirt', 'sewing-needle', 'thread'],
    },
  },
  { stems: ['булчин'], icons: ['person-with-veil', 'dress', 'ribbon'] },
  {
    stems: ['стилист', 'гардероба ви', 'анализ на гардероб'],
    icons: ['dress', 'shopping-bags', 'jeans'],
    // (A hair or make-up "стилист" is the salon's.)
    unless: ['фризьор', 'коса', 'коси ', 'прическ', 'грим', 'нокт', 'мигл', 'вежд', 'маникюр'],
  },
  { stems: ['маратонк', 'спортни обувки'], icons: ['running-shoe', 'stopwatch'] },
  // Insoles are made for the foot: "ортопедични стелки по отпечатък на стъпалото".
  { stems: ['стелк', 'плоскостъп'], icons: ['foot', 'footprints'] },
  {
    // ("обушар в центъра на Сливен": the cobbler typed with "ш", as SHOE_WORDS knows him, is still the cobbler.)
    stems: [
      'обувк',
      'обущар',
      'обушар',
      'ботуш',
      'токчет',
      'подметк',
      'смяна на ток ',
      'смяна на токове',
      'подмяна на ток ',
    ],
    icons: ['mans-shoe', 'high-heeled-shoe', 'hiking-boot'],
  },
  { stems: ['чанта', 'чанти', 'кожени изделия'], icons: ['handbag', 'purse', 'briefcase'] },
  // Belts and wallets stitched by hand ("ръчно шити кожени колани, портфейли"): a wallet and the stitching, no
  // handbag or briefcase. (A black belt of karate or a seat belt is none.)
  {
    stems: ['портфейл', 'колан', 'колани', 'коланът', 'кожени колани', 'кожен колан'],
    icons: ['purse', 'sewing-needle', 'thread'],
    // (…nor a mover's strap: "Пренасяне на пиана … Имаме колан, шейна".)
    unless: ['карате', 'джудо', 'таекуондо', 'бойн', 'предпазн', 'отслабв', 'кимоно', 'пиан', 'хамал', 'пренас'],
  },
  // ("Тениски с щампа за моминско парти", "суитшърти с надпис": the shirt printed, no tennis racket.)
  { stems: ['тениск', 'тишърт', 'фланелк', 'суитшърт', 'суичър', 'худи '], icons: ['t-shirt', 'womans-clothes'] },
  {
    stems: ['шапк', 'шапки'],
    icons: ['billed-cap', 'womans-hat', 'scarf'],
    // ("Плета на ръка вълнени чорапи, терлици и шапки": a hat knitted of wool is no baseball cap.)
    besides: {
      words: ['плет', 'изплет', 'вълнен', 'на една кука', 'на куки', 'прежд'],
      icons: ['scarf', 'gloves', 'yarn'],
    },
  },
  // ("шапки за комини от неръждаема стомана": the cap on a house's chimney, no cap to wear.)
  { stems: ['шапки за комин', 'шапка за комин', 'шапки на комин', 'шапка на комин'], icons: ['house', 'brick'] },
  // ("Филцово ателие … ръчно валяни пантофи, шапки": wool felted, no baseball cap.)
  { stems: ['филц', 'валян'], icons: ['yarn', 'womans-hat'] },
  { stems: ['пантоф', 'чехли'], icons: ['flat-shoe'] },
  // ("Чипровски килими ръчно тъкани на стан", "черги": the weaver's yarn, no carpet washed.)
  { stems: ['черг', 'тъкач', 'ръчно тъкан', 'на стан ', 'тъкане'], icons: ['yarn', 'thread'] },
  { stems: ['носия', 'носии', 'носиите'], icons: ['dress', 'womans-clothes'] },
  { stems: ['кукер'], icons: ['ogre', 'performing-arts'] },
  { stems: ['грамофон', 'магнетофон', 'радиоапарат', 'радиоапарати'], icons: ['radio', 'musical-notes'] },
  // ("монтаж и измерване на гръмоотводи за къщи, блокове и църкви": the lightning, no church.)
  { stems: ['гръмоотвод', 'мълниезащит', 'мълниеотвод'], icons: ['cloud-with-lightning', 'house', 'high-voltage'] },
  // ("Спираме капилярната влага с инжекционна бариера": the damp wall, no car's fuel injection.)
  {
    stems: [
      'капилярна влага',
      'капилярната влага',
      'инжекционна бариера',
      'влага в стен',
      'влагата в стен',
      'мокри стени',
    ],
    icons: ['droplet', 'brick', 'house'],
  },
  // ("Курс по електродъгово и аргонно заваряване": the welder's sparks and steel, no electrician's plug.)
  {
    stems: ['заваряван', 'заварчи', 'заварка', 'електродъгов', 'аргонно', 'електрожен'],
    icons: ['fire', 'nut-and-bolt'],
  },
  // ("wakeboard i vodni ski na yazovira": skis on the water behind a boat, no snowy slope.)
  { stems: ['водни ски', 'уейкборд', 'wakeboard', 'уейк '], icons: ['person-surfing', 'speedboat', 'water-wave'] },
  // ("Възстановяване на изтрити снимки и файлове от дискове, флашки и SD карти": the data on a disk, no camera.)
  {
    stems: [
      'изтрити снимки',
      'изтрити файлове',
      'възстановяване на данни',
      'възстановяване на изтрити',
      'флашк',
      'sd карт',
    ],
    icons: ['computer-disk', 'laptop', 'floppy-disk'],
  },
  // ("Перуки от естествена коса по мярка": the hair worn, no barber's pole.)
  { stems: ['перук'], icons: ['woman-curly-hair', 'ribbon'] },
  // ("гипсови корнизи, розетки за полилей и колони": plaster moulded for a ceiling, no curtain.)
  {
    stems: ['гипсови корниз', 'гипсов корниз', 'гипсови розетк', 'гипсова розетк', 'гипсови колон', 'гипс декор'],
    icons: ['classical-building', 'house'],
  },
  { stems: ['фазан', 'яребиц'], icons: ['bird', 'feather'] },
  // ("продавам живи речни раци от язовира": the crayfish, no parcel delivered.)
  { stems: ['раци ', 'рака ', 'речни раци', 'речен рак'], icons: ['lobster', 'water-wave'] },
  // ("Полет с балон над Долината на розите на изгрев": the sky at sunrise, no party's balloon.)
  {
    stems: ['полет с балон', 'полети с балон', 'полет с балона', 'балон с горещ', 'балони с горещ'],
    icons: ['sunrise-over-mountains', 'cloud'],
  },
  // ("Ледени скулптури за сватби": ice carved, no party popper.)
  {
    stems: ['ледени скулпт', 'ледена скулпт', 'скулптури от лед', 'скулптура от лед', 'ледени фигур', 'ледена фигур'],
    icons: ['ice', 'snowflake'],
  },
  // Socks and slippers, bought or knitted ("вълнени чорапи, терлици"): the sock, no shoe and no cap.
  {
    stems: ['чорап', 'терлик', 'терлиц'],
    icons: ['socks'],
    besides: { words: ['плет', 'изплет', 'вълнен', 'на една кука', 'на куки', 'прежд'], icons: ['socks', 'yarn'] },
  },
  {
    stems: [
      'шивач',
      'шиваш',
      'шиен',
      'шия ',
      'шием',
      'ушив',
      'шев',
      'поправка на дрехи',
      'конец',
      'конци',
      'плат ',
      'платове',
      'кроен',
      'скъсяв',
      'кърпене',
    ],
    icons: ['sewing-needle', 'thread', 'yarn'],
    // ("Шиене на седалки от кожа и алкантара" of a car's upholsterer: the seat, no knitting yarn; asphalt patched, none.)
    // (…nor is a saddle or a harness sewn of leather: "шия седла, юзди и хамути за коне"; a lorry's tarpaulin is its own.)
    unless: [
      'седалк',
      'асфалт',
      'кърпене на дупки',
      'седла',
      'седло',
      'сарач',
      'юзди',
      'хамут',
      'брезент',
      'тенти за камион',
    ],
  },
  {
    stems: ['плетен', 'плета', 'прежд', 'гоблен', 'кене'],
    icons: ['yarn', 'thread', 'sewing-needle'],
    besides: { words: WICKER, icons: ['basket', 'wood'] },
  },
  // ("бродираме лого на фирмата върху работни облекла": embroidery is sewn with thread, a knitter's yarn is no part of it.)
  // (…onto a shirt, no runner's singlet: "Бродирани ризи … с шевици".)
  { stems: ['бродер', 'бродир', 'избродир'], icons: ['thread', 'sewing-needle', 't-shirt'] },
  {
    stems: ['книж', 'книга', 'книги', 'книжарн', 'тетрад', 'речник', 'библиот'],
    icons: ['books', 'open-book', 'bookmark'],
  },
  { stems: ['играчк', 'мече', 'кубчета'], icons: ['teddy-bear', 'kite', 'yo-yo'] },
  // ("правим хвърчила от хартия и бамбук": the kite, no teddy bear.)
  { stems: ['хвърчил'], icons: ['kite'] },
  { stems: ['онлайн магазин', 'поръчка онлайн'], icons: ['package', 'shopping-cart', 'delivery-truck'], weak: true },
  // Services for people and companies
  {
    stems: ['счетовод', 'данъц', 'данъч', 'финанс', 'заем', 'кредит', 'калкулатор', 'заплат', 'фактур'],
    icons: ['ledger', 'bar-chart', 'receipt'],
  },
  { stems: ['застрах'], icons: ['umbrella', 'handshake', 'clipboard'] },
  // ("помагам с документи за общината, нап, кадастър, попълване на заявления и молби": papers filled in and filed, no
  // lawyer's balance scale.)
  {
    stems: [
      'документи за',
      // ("помагам на възрастни хора … с документите за пенсия и за ТЕЛК - попълване на заявленията … подаване в НОИ".)
      'документите за',
      'телк',
      'попълване на заявления',
      'попълване на документи',
      'заявления и молби',
      'помагам с документи',
      'помощ с документи',
      'подаване на документи',
      'деловодств',
      'административни услуги',
      // (A notary's appointment booked for a client is a paper run, no lawyer's case.)
      'час за нотариус',
      'час при нотариус',
    ],
    icons: ['page-facing-up', 'memo', 'file-folder'],
  },
  // ("Удостоверение за български произход и документи за гражданство … Пълна подготовка на преписката": a certificate
  // is a paper, said by many trades, so shown only when nothing more is; its offer showed a gift and sparkles.)
  { stems: ['удостоверени', 'гражданств', 'преписк'], icons: ['page-facing-up', 'memo', 'file-folder'], weak: true },
  // ("GDPR консултант … политики за лични данни, регистри": personal data kept under lock, no client's trade.)
  {
    stems: ['gdpr', 'лични данни', 'личните данни', 'защита на данни', 'защита на данните'],
    icons: ['locked-with-key', 'file-folder', 'card-index-dividers'],
  },
  // Scales weigh: "калибриране на везни и кантари", "търговска везна".
  { stems: ['везна', 'везни', 'кантар'], icons: ['balance-scale'] },
  {
    stems: ['адвокат', 'правн', 'юрист', 'нотари', 'чукче'],
    icons: ['balance-scale', 'scroll', 'briefcase'],
    // ("Печати за фирми и адвокати": the lawyer is the stamp maker's customer; the stamp is what is shown.)
    unless: ['печат'],
  },
  // A rubber stamp ("автоматичен печат 25 лв, джобен 30 лв") signs beside a pen; no printer prints it, and no printer's
  // page is shown for it.
  {
    stems: ['автоматичен печат', 'автоматични печат', 'фирмен печат', 'фирмени печат', 'печати за ', 'джобен печат'],
    icons: ['fountain-pen', 'black-nib'],
  },
  // ("Търсим наематели за вашето жилище, проверяваме ги, правим договор": a contract is signed for a thing, a flat let
  // or a service kept, and shows that thing; alone it is a lawyer's.)
  { stems: ['договор'], icons: ['balance-scale', 'scroll', 'briefcase'], weak: true, ofThing: true },
  {
    stems: [
      'уроци',
      'урок',
      'учител',
      'школ',
      'курс',
      'обучен',
      'езиц',
      'английск',
      'english',
      'немски',
      'математик',
      'образован',
      'изпит',
      'матур',
      'ученик',
      'ученици',
    ],
    icons: ['graduation-cap', 'books', 'pencil'],
    weak: true,
    ofThing: true,
    // ("курс в рамките на града" of a taxi is a ride, no class.)
    unless: ['такси', 'превоз', 'трансфер', 'километ'],
  },
  {
    stems: [
      'компютр',
      'компютър',
      'клавиатур',
      'геймърска мишк',
      'геймърски мишк',
      'безжична мишк',
      'безжични мишк',
      'монитор',
      'лаптоп',
      'софтуер',
      'изработка на сайт',
      'сайтове за',
      'уебсайт',
      'уеб сайт',
      'уеб дизайн',
      'програмиране',
      'програмист',
    ],
    icons: ['laptop', 'desktop-computer', 'computer-mouse'],
  },
  {
    stems: ['смартфон', 'дисплей', 'gsm', 'ремонт на телефон'],
    icons: ['mobile-phone', 'battery', 'mobile-phone-with-arrow'],
  },
  // ("Ремонт на PlayStation и Xbox … почистване и смяна на термопаста": the console mended, no cleaner's broom.)
  {
    stems: ['playstation', 'плейстейшън', 'xbox', 'иксбокс', 'nintendo', 'нинтендо', 'конзол', 'геймърск', 'гейминг'],
    icons: ['video-game', 'joystick', 'television'],
  },
  // ("ремонт на телевизори на адрес", "смяна на подсветка на LED телевизор": the set mended, no handyman's toolbox.)
  {
    stems: ['телевизор', 'телевизион', 'tv ', 'тв ', 'тв сервиз', 'тв техник'],
    icons: ['television', 'screwdriver', 'satellite-antenna'],
  },
  // ("Възстановяване на данни от повредени твърди дискове, флашки и SD карти": the disk read, no nothing at all.)
  {
    stems: [
      'възстановяване на данни',
      'възстановяване на изтрити',
      'твърд диск',
      'твърди дискове',
      'твърдия диск',
      'hdd',
      'ssd',
      'флашк',
      'sd карт',
      'карти памет',
      'карта памет',
    ],
    icons: ['computer-disk', 'floppy-disk', 'laptop'],
  },
  // ("ИТ поддръжка за малки офиси", "системен администратор": the office's computers and network.)
  {
    stems: [
      'ит поддръжка',
      'it поддръжка',
      'ит услуги',
      'it услуги',
      'ит специалист',
      'системен админ',
      'системна администрация',
      'сървър',
      'компютърна мрежа',
      'компютърни мрежи',
    ],
    icons: ['desktop-computer', 'laptop', 'globe-with-meridians'],
  },
  // ("Mesh система … умен ключ за осветление": a switch of the light, no locksmith's key; "Wi-Fi-то не стига".)
  {
    stems: [
      'умен ключ ',
      'умния ключ ',
      'умни ключове',
      'умните ключове',
      'смарт ключ ',
      'смарт ключове',
      'ключ за осветление',
      'ключа за осветление',
      'ключове за осветление',
      'умен дом',
      'умна къща',
      'умно осветление',
    ],
    icons: ['light-bulb', 'mobile-phone', 'house'],
  },
  { stems: ['wi fi', 'wifi', 'уайфай', 'рутер', 'mesh '], icons: ['antenna-bars', 'house', 'laptop'] },
  // (A video intercom at the door is no film set's camera: "монтаж и ремонт на домофони и видеодомофони".)
  { stems: ['домофон', 'видеодомофон'], icons: ['bell', 'office-building', 'house'] },
  // (A siren beside an alarm's words is no cheese: "алармена система … датчика, сирена"; "5 вида сирена" of a dairy or a
  // winery's tasting still are.)
  {
    stems: ['сирена ', 'сирени ', 'сирената '],
    icons: ['cheese-wedge', 'glass-of-milk', 'butter'],
    besides: {
      words: ['аларм', 'охран', 'датчик', 'датчиц', 'сигнализац', 'видеонаблюд', 'пожароизвест', 'детектор'],
      icons: ['police-car-light', 'bell', 'shield'],
    },
  },
  // (Old tapes copied onto a flash drive and old photos restored: no film crew's clapper-board.)
  {
    stems: ['видеокасет', 'видео касет', 'vhs', 'video8', 'дигитализ', 'цифровизира', 'прехвърляне на касет'],
    icons: ['videocassette', 'film-frames', 'framed-picture'],
  },
  {
    stems: ['реставрация на снимк', 'реставрация на стари снимк', 'реставриране на снимк', 'реставрираме стари снимк'],
    icons: ['framed-picture', 'camera'],
  },
  {
    // ("Ремонт на филмови фотоапарати – Zenit, Praktica": the camera, no cinema's projector.)
    stems: [
      'фото',
      'снимк',
      'фотограф',
      'обектив',
      'светкавиц',
      'фотосесия',
      'филмови фотоапарат',
      'филмов фотоапарат',
    ],
    icons: ['camera-with-flash', 'camera', 'film-frames'],
    // ("изпращаме снимки преди и след" of a grave tended: the photos are a report, no photographer's.)
    unless: ['гроб', 'паметник', 'паметниц', 'надгроб', 'порцелан'],
  },
  // ("Снимки на порцелан за паметници": a photo framed on a gravestone, no camera.)
  {
    stems: [
      'снимки на порцелан',
      'снимка на порцелан',
      'порцеланови снимки',
      'порцеланова снимка',
      'снимки за паметниц',
    ],
    icons: ['framed-picture', 'candle'],
  },
  {
    stems: ['видео', 'заснем', 'камер', 'клип'],
    icons: ['movie-camera', 'video-camera', 'clapper-board'],
    // ("монтирам камери за видеонаблюдение на къщи": a camera that guards a house films no clip.)
    besides: {
      words: ['видеонаблюд', 'наблюдени', 'охран', 'сигурност', 'cctv', 'ip камер', 'аларм'],
      icons: ['video-camera', 'house', 'locked'],
    },
  },
  { stems: ['пиан', 'роял', 'клавир', 'синтезатор'], icons: ['musical-keyboard', 'musical-notes', 'musical-score'] },
  { stems: ['китар'], icons: ['guitar', 'musical-notes'] },
  { stems: ['цигулк', 'виолонч', 'оркест'], icons: ['violin', 'musical-score', 'musical-notes'] },
  // (No harp is drawn: "Уроци по арфа" shows its music, no school's cap and pencil.)
  { stems: ['арфа', 'арфи', 'арфист'], icons: ['musical-score', 'musical-notes'] },
  { stems: ['акордеон', 'акордион', 'акордьон'], icons: ['accordion', 'musical-notes'] },
  { stems: ['гайд', 'кавал', 'флейт', 'духов'], icons: ['flute', 'musical-notes'] },
  // ("Духов оркестър … свирим на сватби": a brass band's trumpet, no violin of "оркест" and no flute of "духов".)
  { stems: ['духов оркест', 'духова музик', 'брас бенд', 'brass'], icons: ['trumpet', 'saxophone', 'musical-notes'] },
  // (A folk instrument shop's tambura and tapan, each its own: "ремонтирам гайди" shows no banjo.)
  { stems: ['тамбур'], icons: ['banjo', 'musical-notes'] },
  { stems: ['тъпан'], icons: ['long-drum', 'musical-notes'] },
  // A book bound by hand is a book: "подвързвам дипломни работи и стари книги".
  { stems: ['подвързв', 'подвързия', 'подвързии', 'книговез'], icons: ['closed-book', 'bookmark'] },
  // Copper tinned: "калайдисвам медни казани и тави".
  {
    stems: [
      'калайдис',
      'калайджи',
      'медникар',
      'медни казан',
      'меден казан',
      'медни котл',
      'меден котел',
      'медни тави',
      'медна тава',
      'медни съд',
    ],
    icons: ['teapot', 'hammer', 'fire'],
  },
  { stems: ['тромпет', 'тромбон', 'саксофон', 'кларинет'], icons: ['trumpet', 'saxophone', 'musical-notes'] },
  { stems: ['барабани', 'барабанист', 'ударни'], icons: ['drum', 'long-drum', 'musical-notes'] },
  { stems: ['dj ', 'диджей', 'ди джей', 'диджеи'], icons: ['headphone', 'musical-notes', 'speaker-high-volume'] },
  {
    stems: ['озвучав', 'озвучител', 'тонколон', 'осветление за събити', 'соунд', 'sound', 'звукова система'],
    icons: ['speaker-high-volume', 'musical-notes', 'studio-microphone'],
  },
  {
    stems: ['музик', 'ноти', 'микрофон', 'песн', 'певиц', 'певец', 'вокал', 'караоке', 'концерт', 'звукозапис'],
    icons: ['musical-notes', 'studio-microphone', 'microphone'],
  },
  {
    stems: ['печатн', 'печат ', 'принтер', 'визитк', 'брошур', 'флаер', 'плакат'],
    icons: ['printer', 'page-facing-up', 'memo'],
    // ("фирмени печати, автоматичен печат 18 €": a rubber stamp, which no printer prints.)
    // (…and "3D печат" is a part printed in plastic, no paper: "3D печат по поръчка – фигурки, резервни части".)
    unless: [
      'автоматичен печат',
      'автоматични печат',
      'фирмен печат',
      'фирмени печат',
      'печати и щамп',
      'щампи ',
      '3d',
      '3д',
    ],
  },
  // ("3D принтиране по поръчка - резервни части, държачи, фигурки": the part printed, no office printer.)
  {
    // (…and "3D печат" is no print shop's "печат ": the whole word is covered by the longer stem.)
    stems: [
      '3д принт',
      '3d принт',
      '3д принтер',
      '3d принтер',
      '3д печат',
      '3d печат',
      '3д печат ',
      '3d печат ',
      'принтиране',
      // (…and parts printed are printed in plastic whatever the owner typed before "печат": no page.)
      'печат на резервни',
      'печат на части',
      'печат на фигурк',
    ],
    icons: ['gear', 'nut-and-bolt'],
  },
  { stems: ['табел', 'надпис'], icons: ['placard', 'memo'], weak: true },
  {
    stems: ['реклам', 'маркетинг', 'социални мрежи'],
    icons: ['megaphone', 'chart-increasing', 'globe-with-meridians'],
    weak: true,
  },
  { stems: ['превод', 'преводач', 'легализац'], icons: ['fountain-pen', 'scroll', 'page-facing-up'] },
  { stems: ['архитект', 'чертеж', 'проектиране'], icons: ['triangular-ruler', 'classical-building', 'memo'] },
  // A framer frames pictures, tapestries and diplomas ("рамки за картини, гоблени и дипломи … лайсни"): the frame, no
  // painter's palette and brush. (A frame of glasses or of a window is none.)
  {
    stems: ['рамки', 'рамка', 'рамкир', 'паспарту', 'лайсн'],
    icons: ['framed-picture'],
    // (…nor a frame of a hive: "кошери … 10 рамки", "отводки на 5 рамки".)
    unless: ['очил', 'оптик', 'диоптър', 'прозор', 'дограм', 'велосипед', 'легл', 'кошер', 'пчел', 'отводк', 'восъч'],
  },
  // Names and dates engraved ("Лазерно гравиране … на чаши, дъски за рязане"): the pen that writes them, on wood and
  // glass when the owner says so, no placard. (A ring or a gravestone engraved is the jeweller's or the mason's.)
  {
    stems: ['гравир', 'гравюр', 'лазерно рязане'],
    icons: ['pen'],
    unless: ['бижу', 'злат', 'сребр', 'пръстен', 'халк', 'надгроб', 'паметни', 'гранит', 'мрамор'],
    besides: [
      { words: ['дъск', 'дърв', 'дървен', 'запалк', 'акрил'], icons: ['pen', 'wood', 'wine-glass'] },
      // ("Гравиране на чаши и бутилки с лазер": glass, no wood.)
      { words: ['чаш', 'бутилк', 'стъкл'], icons: ['pen', 'wine-glass'] },
    ],
  },
  {
    // ("изкуствено осеменяване", "изкуствена трева" are artificial, no art; "картинг" is karting.)
    // ("рамки за картини", "рамкиране на картини": the framer's frame, no palette.)
    // ("рисувам портрети по снимка с молив и въглен": drawn in pencil and charcoal, no palette and no brush.)
    // ("Ръчно рисувани табели и надписи на витрини с четка": a sign painted with a brush, no framed painting.)
    besides: [
      { words: ['табел', 'надпис', 'витрин', 'букви с четка'], icons: ['paintbrush', 'placard', 'artist-palette'] },
      { words: ['рамк', 'паспарту', 'лайсн'], icons: ['framed-picture'] },
      { words: DRAWN_IN_PENCIL, icons: ['pencil', 'framed-picture', 'writing-hand'] },
    ],
    stems: [
      'изкуство',
      'изкуства',
      'изкуството',
      'галери',
      'рисув',
      'рисунк',
      'художн',
      'скиц',
      'платно',
      'статив',
      'картина',
      'картини',
      'картинат',
      'картинк',
      'портрет',
    ],
    icons: ['artist-palette', 'framed-picture', 'paintbrush'],
    // ("надгробни паметници … гравиране на портрет на камък": a portrait cut in stone, no painter's palette.)
    unless: ['гравир', 'надгроб', 'паметни'],
  },
  {
    stems: ['татуир', 'тату', 'пиърсинг'],
    icons: ['dragon', 'skull', 'butterfly'],
    // ("премахване на татуировки с лазер": the tattoo goes away, so no dragon or skull.)
    unless: ['премахв', 'заличав', 'изтрив'],
  },
  { stems: ['родослов', 'генеалог', 'предците'], icons: ['scroll', 'deciduous-tree', 'magnifying-glass-tilted-left'] },
  { stems: ['театър', 'театр', 'актьор', 'сцена'], icons: ['performing-arts', 'admission-tickets'] },
  { stems: ['кино', 'филм'], icons: ['film-projector', 'clapper-board', 'popcorn'] },
  {
    stems: ['енерги', 'соларн', 'фотоволт', 'слънчев'],
    icons: ['sun', 'high-voltage', 'light-bulb'],
    // ("Енергийно обследване и сертификат за енергийни характеристики на сгради": a building's heat loss measured and
    // certified, no solar panel.)
    besides: {
      words: [
        'енергийно обследване',
        'енергийни обследвания',
        'енергийни характеристики',
        'енергиен сертификат',
        'енергийна ефективност на сгради',
      ],
      icons: ['house', 'clipboard', 'thermometer'],
    },
  },
  { stems: ['църк', 'иконопис', 'икони'], icons: ['church', 'candle', 'dove'] },
  { stems: ['погреб', 'траурн', 'ритуални услуги'], icons: ['candle', 'white-flower', 'dove'] },
];

/**
 * Words that begin like a stem and mean something else: "контакт" is no horse, "скица" no skiing,
 * "медитация" no honey, "около" no eye. They match too, the longest stem wins, and they show nothing.
 */
export const FALSE_FRIENDS: NounPictures = {
  stems: [
    // ("шампоан на колела", "кафе на колела": a business on wheels is mobile, no bicycle; "ремонт на колела" is one,
    // by the bicycle's own longer stems.)
    'на колела',
    // ("в рамките на града": within, no frame.)
    'рамките',
    // ("над Долината на розите": a place, where no bouquet is sold.)
    'долината на розите',
    // ("до морската градина" typed in lower case: the park it is near, no garden tended.)
    'морската градина',
    // ("хващам змии от дворове, къщи и вили": the places a job is done at, no guests' beds.)
    'къщи и вили ',
    'къщи вили ',
    'домове и вили ',
    'дворове и вили ',
    // ("портрети по снимка": a thing made from a photo is no photographer's camera, as the trade finder reads it too.)
    'по снимка',
    'по снимки',
    // ("Доставка до врата в цялата страна": a parcel brought, no door and no key.)
    'до врата',
    // ("Работим и в събота до обяд": noon, no lunch served.)
    'до обяд',
    'преди обяд',
    'след обяд',
    'консулт',
    'контрол',
    'конкурс',
    'конкурен',
    'конкрет',
    'конферен',
    'конструк',
    'контейнер',
    'конфет',
    'колекц',
    'колон',
    'колеж',
    'колег',
    'медал',
    'медия',
    'медии',
    'медиен',
    'около',
    'окол',
    'зала за',
    'бартер',
    'токсин',
    'лиценз',
    'очист',
    'гумен',
    'бусол',
    'котлет',
    'шевро',
    'плато',
    'ризик',
    'песъч',
    'картон',
    'кранч',
    'гирлянд',
    // ("качествено" is no barrel's "каче", "зарядни" no fireworks, "заекване" no rabbit.)
    'качеств',
    'заряд',
    'заекв',
    'книжен',
    'маслин',
    'балонче',
    'цветен',
    'цветна',
    'цветни',
    // Forklifts: "дизелови и електрокари" are no electrician's.
    'електрокар',
    'мотокар',
    // Towns after "гр." or "с.", where a capital starts a sentence: "гр. Сливен" is no plum, "Казанлък" no still.
    'сливен',
    'казанлък',
    'кранево',
  ],
  icons: [],
};
