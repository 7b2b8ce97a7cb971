import { describe, expect, it } from 'vitest';
import { ourOrigins, pageOrigin } from './origins.ts';

const dev = { publicUrl: 'http://localhost:5173', isProduction: false, PORT: 3000 };
const prod = { publicUrl: 'https://reklamo.bg', isProduction: true, PORT: 3000 };

describe('our origins', () => {
  it('in development: PUBLIC_URL and its loopback aliases on its port and on the API port', () => {
    expect(ourOrigins(dev).sort()).toEqual(
      [
        'http://127.0.0.1:3000',
        'http://127.0.0.1:5173',
        'http://[::1]:5173',
        'http://localhost:3000',
        'http://localhost:5173',
      ].sort(),
    );
    expect(pageOrigin(dev, 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
  });

  it('in production: PUBLIC_URL only; a loopback or foreign Origin gets PUBLIC_URL, never itself', () => {
    expect(ourOrigins(prod)).toEqual(['https://reklamo.bg']);
    for (const o of [
      'http://127.0.0.1:3000',
      'https://evil.example',
      'https://reklamo.bg.evil.example',
      'null',
      undefined,
    ])
      expect(pageOrigin(prod, o)).toBe('https://reklamo.bg');
    expect(pageOrigin(prod, 'https://reklamo.bg')).toBe('https://reklamo.bg');
  });
});
