import client from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpRequests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new client.Counter({
    name: 'renders_total',
    help: 'Renders finished by this process, by outcome (completed, failed, timeout, canceled, handed_back)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const renderDuration = new client.Histogram({
    name: 'render_duration_seconds',
    help: 'Wall time of a render from claim to stored files',
    buckets: [5, 10, 20, 30, 60, 120, 300, 720],
    registers: [registry],
  });
  const queueWait = new client.Histogram({
    name: 'render_queue_wait_seconds',
    help: 'Time a video waited in the queue before a worker claimed it',
    buckets: [0.5, 1, 5, 15, 30, 60, 120, 300, 720],
    registers: [registry],
  });
  const rendersInFlight = new client.Gauge({
    name: 'renders_in_flight',
    help: 'Renders running in this process',
    registers: [registry],
  });
  return { registry, httpRequests, httpDuration, renders, renderDuration, queueWait, rendersInFlight };
}
