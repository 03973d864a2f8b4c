import { describe, expect, it } from 'vitest';
import { dateRangeError } from './date-range';
import { checkImages, maxImageBytes } from './file-rules';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the date range', () => {
  it('is fine empty or in order, incomplete with one end, wrong when it ends before it starts', () => {
    expect(dateRangeError('', '')).toBeNull();
    expect(dateRangeError('2025-12-01', '2025-12-01')).toBeNull();
    expect(dateRangeError('2025-12-01', '2026-01-15')).toBeNull();
    expect(dateRangeError('2025-12-01', '')).toBe('rangeIncomplete');
    expect(dateRangeError('', '2025-12-01')).toBe('rangeIncomplete');
    expect(dateRangeError('2025-12-01', '2025-11-30')).toBe('rangeOrder');
  });
});

describe('the image input', () => {
  it('keeps images up to 2 MB and refuses the others with their reason', () => {
    const { kept, refused } = checkImages(
      [
        file('a.png', 'image/png'),
        file('notes.txt', 'text/plain'),
        file('huge.jpg', 'image/jpeg', maxImageBytes + 1),
        file('b.webp', 'image/webp', maxImageBytes),
        file('vector.svg', 'image/svg+xml'),
      ],
      0,
    );
    expect(kept.map((f) => f.name)).toEqual(['a.png', 'b.webp']);
    expect(refused).toEqual([
      { name: 'notes.txt', problem: 'type' },
      { name: 'huge.jpg', problem: 'size' },
      { name: 'vector.svg', problem: 'type' },
    ]);
  });

  it('holds 4 images, counting those already chosen', () => {
    const { kept, refused } = checkImages([file('c.png', 'image/png'), file('d.png', 'image/png')], 3);
    expect(kept.map((f) => f.name)).toEqual(['c.png']);
    expect(refused).toEqual([{ name: 'd.png', problem: 'count' }]);
  });
});
