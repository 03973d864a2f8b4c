import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The hero and about illustrations draw see-through circles over their card. Painted past the card's rounded
// edge, they showed on the dark background as pale shapes cut square by the image's box.
const dir = join(process.cwd(), 'public/images');
const files = [...readdirSync(join(dir, 'hero')).map((f) => join(dir, 'hero', f)), join(dir, 'about.svg')];

describe('landing illustrations', () => {
  it.each(files)('%s keeps its circles inside the card', (file) => {
    const svg = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml');
    const card = svg.querySelector('svg > rect');
    const circles = Array.from(svg.querySelectorAll('circle'));
    expect(card).not.toBeNull();
    for (const circle of circles) {
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((a) => Number(circle.getAttribute(a)));
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(card!.getAttribute(a)));
      const inside = cx! - r! >= x! && cy! - r! >= y! && cx! + r! <= x! + w! && cy! + r! <= y! + h!;
      const clipped = circle.closest('[clip-path]');
      expect(inside || clipped !== null, `${circle.outerHTML} spills past the card`).toBe(true);
    }
  });
});
