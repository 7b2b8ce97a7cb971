import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { publishErrorText } from './api.ts';

describe('what the owner reads when the place’s format is missing', () => {
  it('names the format the place needs and whether it is being made', () => {
    const missing = (format: string, rendering: boolean) =>
      publishErrorText(new ApiError(409, 'VIDEO_NOT_READY', { format, rendering }));
    expect(missing('9:16', true)).toMatch(/^Започнахме безплатно вертикалния формат 9:16/);
    expect(missing('9:16', false)).toMatch(/^За Reels и Shorts е нужен вертикален формат 9:16/);
    expect(missing('4:5', true)).toMatch(/^Започнахме безплатно формата 4:5/);
    expect(missing('4:5', false)).toMatch(/нужен формат 4:5 или 1:1/);
  });
  it('says a post already sent again is on its way', () => {
    expect(publishErrorText(new ApiError(409, 'POST_NOT_FAILED'))).toBe('Публикацията вече е изпратена отново.');
  });
});
