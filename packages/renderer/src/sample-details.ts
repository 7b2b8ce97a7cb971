import type { BusinessDetails } from '@reklamo/contract';

/** A realistic brief (with a leading "-20%" espeak must not read as an option), shared by the tests and the bench. */
export const SAMPLE_DETAILS: BusinessDetails = {
  BusinessName: 'Пекарна Слънце',
  BusinessDescription: 'Семейна пекарна в центъра на Пловдив. Печем всяка сутрин с масло и закваска.',
  Services: 'прясно изпечен хляб, кроасани, торти по поръчка, кафе за вкъщи',
  AdvertizedService: 'Торти по поръчка',
  Offer: '-20% за всяка торта, поръчана до края на месеца',
  CTA: 'Поръчайте още днес',
  BusinessLocation: 'ул. Главна 12, Пловдив',
  TargetAudience: 'семейства и любители на сладкото',
};
