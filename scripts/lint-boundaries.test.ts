// The layers are held by the lint configuration (eslint.config.js): these cases are what it must
// refuse and what it must let through, so a change that weakens a boundary fails here.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// Import rules need no types: the type-aware ones are switched off so each case takes milliseconds.
const eslint = new ESLint({
  cwd: root,
  cache: false,
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { projectService: false } } },
  ],
});

async function refused(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const used = a;\n`, { filePath: path.join(root, file) });
  return result!.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('the web app imports only browser-safe code', () => {
  it.each([
    "import { a } from '@reklamo/renderer';",
    "import { a } from '@reklamo/renderer/pictures';",
    "import { a } from '@reklamo/db';",
    "import type { a } from '@reklamo/db';",
    "import { a } from '@reklamo/core';",
    "import { a } from '@reklamo/brain';",
    "import a from 'node:fs';",
    "import a from 'fs/promises';",
  ])('refuses %s', async (source) => {
    expect(await refused('apps/web/src/features/probe.ts', source)).toBe(true);
  });

  it.each([
    "import { a } from '@reklamo/contract';",
    "import { a } from '@reklamo/contract/publishing';",
    "import { a } from '@reklamo/scene';",
    "import { a } from '@reklamo/brain/script';",
    "import { a } from 'react';",
  ])('allows %s', async (source) => {
    expect(await refused('apps/web/src/features/probe.ts', source)).toBe(false);
  });

  it('holds in the web app’s tests too', async () => {
    expect(await refused('apps/web/src/features/probe.test.ts', "import { a } from '@reklamo/renderer';")).toBe(true);
  });
});

describe('no package imports an app', () => {
  it.each([
    "import { a } from '@reklamo/server';",
    "import { a } from '@reklamo/web';",
    "import { a } from '../../../apps/server/src/config.ts';",
  ])('refuses %s', async (source) => {
    expect(await refused('packages/core/src/probe.ts', source)).toBe(true);
  });

  it('lets a package test read the web app’s messages and nothing else of an app', async () => {
    expect(
      await refused(
        'packages/brain/src/local/probe.test.ts',
        "import { a } from '../../../../apps/web/src/messages/create.ts';",
      ),
    ).toBe(false);
    expect(
      await refused(
        'packages/brain/src/local/probe.test.ts',
        "import { a } from '../../../../apps/server/src/config.ts';",
      ),
    ).toBe(true);
  });

  it('keeps the scene code browser-safe: contract and trades only, no Node built-ins', async () => {
    expect(await refused('packages/scene/src/probe.ts', "import { a } from '@reklamo/trades';")).toBe(false);
    expect(await refused('packages/scene/src/probe.ts', "import { a } from '@reklamo/brain';")).toBe(true);
    expect(await refused('packages/scene/src/probe.ts', "import a from 'node:path';")).toBe(true);
  });

  it('imports another package by its name, not by a path into its sources', async () => {
    expect(
      await refused('packages/renderer/src/probe.ts', "import { a } from '../../brain/src/local/gazetteer.ts';"),
    ).toBe(true);
  });
});

describe('the API and the worker', () => {
  it('the API never imports the worker', async () => {
    expect(await refused('apps/server/src/probe.ts', "import { a } from '../../worker/src/main.ts';")).toBe(true);
  });

  it('the worker starts the server’s run-worker and reaches nothing else of it', async () => {
    expect(
      await refused('apps/worker/src/probe.ts', "import { a } from '../../server/src/process/run-worker.ts';"),
    ).toBe(false);
    expect(await refused('apps/worker/src/probe.ts', "import { a } from '../../server/src/config.ts';")).toBe(true);
  });
});
