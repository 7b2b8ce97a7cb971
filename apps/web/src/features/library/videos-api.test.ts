import { describe, expect, it } from 'vitest';
import { downloadName, fileNameFrom, isRunning } from './videos-api.ts';

describe('download names', () => {
  it('saves as "<title>.mp4" without characters a file system rejects', () => {
    expect(downloadName('Пица Рома: доставка/промо')).toBe('Пица Рома доставка промо.mp4');
    expect(downloadName('  ')).toBe('video.mp4');
  });

  it('prefers the UTF-8 name the server sends', () => {
    const header = `attachment; filename="____ ____.mp4"; filename*=UTF-8''${encodeURIComponent('Пица Рома.mp4')}`;
    expect(fileNameFrom(header)).toBe('Пица Рома.mp4');
    expect(fileNameFrom('attachment; filename="a.mp4"')).toBeUndefined();
    expect(fileNameFrom(null)).toBeUndefined();
  });

  it('polls only while a video is queued or generating', () => {
    expect(isRunning({ status: 'queued' })).toBe(true);
    expect(isRunning({ status: 'generating' })).toBe(true);
    expect(isRunning({ status: 'completed' })).toBe(false);
    expect(isRunning({ status: 'canceled' })).toBe(false);
  });
});
