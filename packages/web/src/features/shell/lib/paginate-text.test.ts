import { describe, expect, it } from 'vitest';
import { paginateText, personalise } from './paginate-text';

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index % 10}`).join(' ');

describe('mentor text pages', () => {
  it('keeps short text on one page', () => {
    expect(paginateText('Welcome to the game!')).toEqual(['Welcome to the game!']);
  });

  it('splits long text into pages of at most 350 characters at word boundaries', () => {
    const text = words(200); // 200 words of 5 letters: 1,199 characters
    const pages = paginateText(text);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(350);
      expect(page).toMatch(/^word\d( word\d)*$/);
    }
    expect(pages.join(' ')).toBe(text);
  });

  it('fills a page as far as the last whole word that fits', () => {
    const text = `${'a'.repeat(345)} bcdefgh ij`;
    expect(paginateText(text)).toEqual(['a'.repeat(345), 'bcdefgh ij']);
  });

  it('breaks at a line break as well as a space and keeps breaks inside a page', () => {
    const text = `${'a'.repeat(200)}\n\n${'b'.repeat(200)}`;
    expect(paginateText(text)).toEqual(['a'.repeat(200), 'b'.repeat(200)]);
    expect(paginateText('One\nTwo')).toEqual(['One\nTwo']);
  });

  it('cuts a word longer than a page', () => {
    expect(paginateText('x'.repeat(400))).toEqual(['x'.repeat(350), 'x'.repeat(50)]);
  });

  it('replaces %USERNAME% with the player name', () => {
    expect(personalise('Hi %USERNAME%, nice one %USERNAME%!', 'Sam')).toBe('Hi Sam, nice one Sam!');
  });
});
