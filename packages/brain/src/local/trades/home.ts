// The rows live in packages/trades (one table for the words and the pictures); brain code may import them from there.
export { HOME_TRADES } from '@reklamo/trades';
