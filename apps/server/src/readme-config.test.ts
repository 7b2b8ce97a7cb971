import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ZEnv } from './config.ts';

it('documents every configuration variable in the README table', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  for (const name of Object.keys(ZEnv.shape)) expect(readme, name).toContain(`| \`${name}\` |`);
});
