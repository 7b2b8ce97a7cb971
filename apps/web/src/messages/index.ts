/**
 * Every string a person sees, in Bulgarian (STYLE.md rule 10), one module per area. Wording quoted
 * in SPEC.md is kept exactly, including the few messages SPEC.md gives in English.
 */
import { authMessages } from './auth.ts';
import { commonMessages } from './common.ts';
import { billingMessages } from './billing.ts';
import { settingsMessages } from './settings.ts';
import { supportMessages } from './support.ts';
import { landingMessages } from './landing.ts';
import { dashboardMessages } from './dashboard.ts';
import { homeMessages } from './home.ts';
import { createMessages } from './create.ts';
import { libraryMessages } from './library.ts';
import { previewMessages } from './preview.ts';
import { voiceMessages } from './voice.ts';
import { editorMessages } from './editor.ts';
import { mediaMessages } from './media.ts';
import { pronunciationMessages } from './pronunciation.ts';
import { publishingMessages } from './publishing.ts';

export const m = {
  ...commonMessages,
  ...authMessages,
  ...billingMessages,
  ...settingsMessages,
  ...supportMessages,
  ...dashboardMessages,
  ...homeMessages,
  ...createMessages,
  ...libraryMessages,
  ...previewMessages,
  ...editorMessages,
  ...landingMessages,
  ...voiceMessages,
  ...mediaMessages,
  ...pronunciationMessages,
  ...publishingMessages,
};
