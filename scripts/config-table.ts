// Prints the README's configuration table from the config schema: `npx tsx scripts/config-table.ts`.
import { ZEnv } from '../apps/server/src/config.ts';

const rows = Object.entries(ZEnv.shape).map(([name, schema]) => {
  const def = (() => {
    const r = schema.safeParse(undefined);
    return r.success && r.data !== undefined ? `\`${String(r.data)}\`` : '—';
  })();
  return `| \`${name}\` | ${def} | ${schema.description ?? ''} |`;
});
console.log(['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n'));
