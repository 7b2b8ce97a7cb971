// `npm run bench:api`: requests per second and p50/p99 latency at 50 concurrent keep-alive
// connections for /api/health, the signed-in video list and ticket list, with the API process's
// peak memory. Starts the API (no worker) on 127.0.0.1 with a fresh embedded Postgres.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../packages/db/src/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-bench-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    WORKER_CONCURRENCY: '0',
    DATABASE_URL: '',
    AUTH_RATE_LIMIT_PER_IP: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function request(
  p: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = http.request(
      `${base}${p}`,
      {
        agent,
        method: init.method ?? 'GET',
        headers: {
          Origin: base,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
          ...(init.cookie ? { Cookie: init.cookie } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const peakRssMb = () => {
  try {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024);
  } catch {
    return NaN;
  }
};

/** CPU time (user + system) the API process has used, in ms: unlike latency, not inflated by other load on the machine. */
const cpuMs = () => {
  try {
    const f = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
};

async function waitHealthy() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await request('/api/health')).status === 200) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** CONNECTIONS loops, each sending one request after another for SECONDS. */
async function load(name: string, p: string, cookie?: string) {
  const latencies: number[] = [];
  let errors = 0;
  const cpu0 = cpuMs();
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await request(p, { cookie }).catch(() => ({ status: 0 }));
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (f: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * f))]!.toFixed(1);
  const cpuPerReq = (cpuMs() - cpu0) / latencies.length;
  return {
    route: name,
    'req/s': Math.round(latencies.length / SECONDS),
    'p50 ms': q(0.5),
    'p99 ms': q(0.99),
    'API CPU ms/req': cpuPerReq.toFixed(2),
    errors,
  };
}

try {
  await waitHealthy();
  const email = `bench${Date.now()}@example.bg`;
  await request('/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: 'Бенч Потребител', email, password: 'bench-password-1' },
  });
  // Sign-up gives no session (decision 115): sign in as the web does.
  const signIn = await request('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password: 'bench-password-1' },
  });
  const cookie = (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const outbox = JSON.parse((await request('/api/dev/outbox', { cookie })).body) as { emails: Array<{ text: string }> };
  const link = new URL(outbox.emails[0]!.text.match(/https?:\/\/\S+/)![0]);
  await request(link.pathname + link.search, { cookie });
  const fields = {
    BusinessName: 'Пекарна Зора',
    BusinessDescription: 'Квартална пекарна',
    Services: 'хляб, баници',
    AdvertizedService: 'баница',
    Offer: 'втората баница безплатно',
    CTA: 'Заповядайте',
    BusinessLocation: 'Варна',
    TargetAudience: 'съседите',
  };
  const video = await request('/api/videos', { method: 'POST', cookie, body: { facts: fields, durationSec: 15 } });
  if (video.status !== 202) throw new Error(`video: ${video.status} ${video.body}`);
  for (let i = 0; i < 3; i++)
    await request('/api/support/tickets', {
      method: 'POST',
      cookie,
      body: { subject: `Въпрос ${i}`, message: 'Как да сменя логото?' },
    });
  const rows = [];
  rows.push(await load('GET /api/health', '/api/health'));
  rows.push(await load('GET /api/videos (signed in)', '/api/videos', cookie));
  rows.push(await load('GET /api/support/tickets (signed in)', '/api/support/tickets', cookie));
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.table(rows);
  console.log(`API process peak memory (VmHWM): ${peakRssMb()} MB`);
} finally {
  agent.destroy();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
