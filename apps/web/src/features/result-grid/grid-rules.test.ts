import { describe, expect, it } from 'vitest';
import { cardAspect, firstVisible, nextVisible, skeletonCount, tabCount, tabDisabled } from './grid-rules';

describe('tabbed grid rules (DR §2.2, §4)', () => {
  it('DR-2.2.01 disables an empty tab unless it is custom', () => {
    expect(tabDisabled({ items: [] })).toBe(true);
    expect(tabDisabled({ items: [], custom: true })).toBe(false);
    expect(tabCount({ items: [], customCount: 3 })).toBe(3);
  });

  it('DR-4.04 shows 10, 20, 30, 35 of 35 stories; 12 at a time for the audio tool', () => {
    let visible = firstVisible(35, 10);
    const seen = [visible];
    while (visible < 35) {
      visible = nextVisible(visible, 35, 10);
      seen.push(visible);
    }
    expect(seen).toEqual([10, 20, 30, 35]);
    expect(firstVisible(35, 12)).toBe(12);
    expect(firstVisible(4, 10)).toBe(4);
  });

  it('DR-2.2.05 holds 6 skeletons while more remain, never more than remain', () => {
    expect(skeletonCount(10, 35)).toBe(6);
    expect(skeletonCount(30, 35)).toBe(5);
    expect(skeletonCount(35, 35)).toBe(0);
  });

  it('DR-2.2.03 gives stories 9:16, highlights 1:1, and reels the nearest of 9:16, 1:1, 4:5', () => {
    expect(cardAspect({ kind: 'story', width: 1080, height: 1080 })).toBe('9 / 16');
    expect(cardAspect({ kind: 'highlight' })).toBe('1 / 1');
    expect(cardAspect({ kind: 'reel', width: 1080, height: 1920 })).toBe('9 / 16');
    expect(cardAspect({ kind: 'reel', width: 1080, height: 1350 })).toBe('4 / 5');
    expect(cardAspect({ kind: 'reel', width: 1080, height: 1080 })).toBe('1 / 1');
    expect(cardAspect({ kind: 'reel', width: null, height: null })).toBe('9 / 16');
  });
});
