import { commonMessages } from '../../messages/common.ts';
import { landingMessages } from '../../messages/landing.ts';

// The landing route takes only its own strings, not the whole catalogue, to stay in its JS budget.
export const m = { ...commonMessages, ...landingMessages };
