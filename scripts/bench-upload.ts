// `npm run bench:upload`: the API process's memory while a 150 MB clip uploads through
// POST /api/media (streamed to a temp file, decision 090). Starts the API (no worker) on 127.0.0.1
// with a fresh embedded Postgres, samples its resident memory every 50 ms during the upload, and
// prints the baseline, the peak and the upload's throughput. The body is an MP4 header and filler,
// so the server receives all of it and then refuses it as CORRUPT_FILE (ffprobe runs as a child
// process and is not counted): the figure is the receiving side's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../packages/db/src/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 150);
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
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

const rssMb = () => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
  } catch {
    return NaN;
  }
};

function request(
  p: string,
  init: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Buffer | ((req: http.ClientRequest) => Promise<void>);
  } = {},
) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      `${base}${p}`,
      { method: init.method ?? 'GET', headers: { Origin: base, ...init.headers } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (typeof init.body === 'function') init.body(req).then(() => req.end(), reject);
    else req.end(init.body);
  });
}

async function waitHealthy() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('server exited');
    if ((await request('/api/health').catch(() => ({ status: 0 }))).status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

try {
  await waitHealthy();
  const json = (body: unknown) => ({
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(JSON.stringify(body)),
  });
  const who = { name: 'Бенч Потребител', email: `bench${Date.now()}@example.bg`, password: 'bench-password-1' };
  await request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: json(who),
    body: Buffer.from(JSON.stringify(who)),
  });
  // Sign-up gives no session (decision 115): sign in as the web does.
  const creds = { email: who.email, password: who.password };
  const signIn = await request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: json(creds),
    body: Buffer.from(JSON.stringify(creds)),
  });
  const cookie = (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const boundary = '----reklamo-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shop.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
  const total = SIZE_MB * 1024 * 1024;
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssMb();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  const t0 = performance.now();
  const res = await request('/api/media', {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + ftyp.length + total + tail.length,
    },
    body: async (req) => {
      req.write(head);
      req.write(ftyp);
      for (let sent = 0; sent < total; sent += chunk.length) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.write(tail);
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const leftovers = fs.existsSync(path.join(dataDir, 'tmp', 'uploads'))
    ? fs.readdirSync(path.join(dataDir, 'tmp', 'uploads')).length
    : 0;
  console.log(
    `\n${SIZE_MB} MB upload to POST /api/media: ${res.status} ${JSON.parse(res.body).error?.code ?? ''} in ${seconds.toFixed(1)} s (${(SIZE_MB / seconds).toFixed(0)} MB/s), load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `API resident memory: ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the upload (+${(peak - baseline).toFixed(0)} MB); temp files left: ${leftovers}`,
  );
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
