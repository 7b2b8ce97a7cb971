export { createBrain } from './create-brain.ts';
export { BrainError, type BrainErrorCode } from './brain-error.ts';
export type {
  BrainConfig,
  BrainProvider,
  OpenAiBrainConfig,
  WebhookBrainConfig,
  WritePromptOpts,
  WriteScriptOpts,
} from './types.ts';
export { createLocalBrain } from './providers/local.ts';
export { createBrainPool, type BrainPool, type BrainPoolOptions } from './pool/brain-pool.ts';
export { createOpenAiBrain } from './providers/openai.ts';
export { createWebhookBrain } from './providers/webhook.ts';
export {
  writePromptLocal,
  PLACEHOLDERS,
  PROMPT_MIN_CHARS,
  PROMPT_MAX_CHARS,
  type WritePromptOptions,
} from './local/write-prompt.ts';
export { extractDetailsLocal } from './local/extract-details.ts';
export { findCategory, BUSINESS_KB, type BusinessCategory } from './local/business-kb.ts';
export {
  nounGender,
  definite,
  our,
  adjective,
  parseNounPhrase,
  type Gender,
  type NounPhrase,
} from './local/morphology.ts';
export {
  scoreDetails,
  fieldPasses,
  type DetailsCase,
  type DetailsEvalSet,
  type DetailsScore,
} from './eval/score-details.ts';
export {
  writeStoryboards,
  writeStoryboard,
  MIN_SCENE_SEC,
  type WriteStoryboardOptions,
} from './script/write-storyboard.ts';
export { headline as toHeadline, formalRegister, INFORMAL_MARKERS } from './script/bulgarian.ts';
export { storyboardsFromModel, SCRIPT_JSON_SCHEMA } from './script/from-model.ts';
export { createSpellChecker, wordsOf, REVIEWED_WORDS, type SpellChecker } from './spelling/spell-check.ts';
export { splitServiceList } from './local/text.ts';
export { mineFacts, formatPhone, prep, FACT_MAX_CHARS, type BusinessFacts } from './local/mine-facts.ts';
export { polish, fixPrepositions } from './local/polish.ts';
export { categoryById } from './local/business-kb.ts';
export { scoreBusinessTypes, type BusinessTypeCase, type BusinessTypeScore } from './eval/score-business-types.ts';
export {
  writeCaptionLocal,
  writeCaptionWithModel,
  captionProblems,
  CAPTION_MAX_HASHTAGS,
  type PostCaption,
  type WriteCaptionOpts,
} from './publishing-caption.ts';
