import { describe, expect, it } from 'vitest';
import { sofiaParts, sofiaToIso } from './sofia-time.ts';

describe('Sofia time of a scheduled post', () => {
  it('reads a winter time as UTC+2 and a summer time as UTC+3, whatever the machine zone', () => {
    expect(sofiaToIso('2026-12-01', '10:30')).toBe('2026-12-01T08:30:00.000Z');
    expect(sofiaToIso('2026-07-15', '10:30')).toBe('2026-07-15T07:30:00.000Z');
  });
  it('crosses the spring and autumn clock changes on the right side', () => {
    expect(sofiaToIso('2026-03-29', '05:00')).toBe('2026-03-29T02:00:00.000Z');
    expect(sofiaToIso('2026-03-28', '23:00')).toBe('2026-03-28T21:00:00.000Z');
    expect(sofiaToIso('2026-10-25', '12:00')).toBe('2026-10-25T10:00:00.000Z');
  });
  it('gives the inputs back what it was given', () => {
    expect(sofiaParts(Date.parse(sofiaToIso('2026-12-01', '09:05')!))).toEqual({ date: '2026-12-01', time: '09:05' });
  });
  it('refuses what is not a date and a time', () => {
    expect(sofiaToIso('', '10:00')).toBeNull();
    expect(sofiaToIso('2026-12-01', '')).toBeNull();
  });
});
