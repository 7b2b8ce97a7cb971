import { DETAIL_FIELDS, type BusinessDetails, type Storyboard } from '@reklamo/contract';

/** The details as they will be sent: trimmed, so a script written from them matches the request. */
export const trimmedDetails = (d: BusinessDetails): BusinessDetails =>
  Object.fromEntries(DETAIL_FIELDS.map((f) => [f, d[f].trim()])) as BusinessDetails;

/** Whether a storyboard was written from exactly these details (otherwise the server writes a new one). */
export const scriptFits = (sb: Storyboard | undefined, d: BusinessDetails): sb is Storyboard =>
  !!sb && DETAIL_FIELDS.every((f) => sb.facts[f] === d[f].trim());
