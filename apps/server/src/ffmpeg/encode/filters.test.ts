import { describe, expect, it } from 'vitest';
import {
  cropFilter,
  escapeFilterValue,
  fadeFilters,
  flipFilters,
  rotateFilters,
  scaleFilter,
  volumeFilter,
} from './filters.js';

describe('filter strings', () => {
  it('escapes a path for a filter option inside a filtergraph (two levels)', () => {
    expect(escapeFilterValue('/data/a.srt')).toBe('/data/a.srt');
    // level 1: \ ' : and blanks get a backslash; level 2: \ ' [ ] , ; get one more
    expect(escapeFilterValue("/d/it's:a b.srt")).toBe("/d/it\\\\\\'s\\\\:a\\\\ b.srt");
    expect(escapeFilterValue('/d/[x],y;z.srt')).toBe('/d/\\[x\\]\\,y\\;z.srt');
    expect(escapeFilterValue('/d/back\\slash')).toBe('/d/back\\\\\\\\slash');
  });

  it('CC-3.22 crops to even sizes', () => {
    expect(cropFilter(641, 361, 10, 20)).toBe('crop=640:360:10:20');
    expect(cropFilter(100, 80, -3, 0)).toBe('crop=100:80:0:0');
  });

  it('CC-3.18 rotates clockwise and flips', () => {
    expect(rotateFilters(0)).toEqual([]);
    expect(rotateFilters(90)).toEqual(['transpose=clock']);
    expect(rotateFilters(180)).toEqual(['hflip', 'vflip']);
    expect(rotateFilters(270)).toEqual(['transpose=cclock']);
    expect(flipFilters('horizontal')).toEqual(['hflip']);
    expect(flipFilters('vertical')).toEqual(['vflip']);
    expect(flipFilters('both')).toEqual(['hflip', 'vflip']);
    expect(flipFilters('none')).toEqual([]);
  });

  it('CC-3.17 scales: exact even sizes, fitted boxes either way up, never upscaling when asked', () => {
    expect(scaleFilter({ kind: 'exact', width: 641, height: 359 })).toBe('scale=640:358,setsar=1');
    expect(scaleFilter({ kind: 'fit', box: { width: 1280, height: 720 }, orient: true, upscale: true })).toBe(
      "scale=w='if(gte(iw,ih),1280,720)':h='if(gte(iw,ih),720,1280)':force_original_aspect_ratio=decrease:force_divisible_by=2",
    );
    expect(
      scaleFilter({ kind: 'fit', box: { width: 1280, height: 720 }, orient: true, upscale: false }),
    ).toBe(
      "scale=w='min(iw,if(gte(iw,ih),1280,720))':h='min(ih,if(gte(iw,ih),720,1280))':force_original_aspect_ratio=decrease:force_divisible_by=2",
    );
    expect(
      scaleFilter({ kind: 'fit', box: { width: 800, height: 600 }, orient: false, upscale: false }),
    ).toBe("scale=w='min(iw,800)':h='min(ih,600)':force_original_aspect_ratio=decrease:force_divisible_by=2");
    expect(scaleFilter({ kind: 'width', width: 1281, upscale: true })).toBe('scale=1280:-2');
    expect(scaleFilter({ kind: 'width', width: 1280, upscale: false })).toBe(
      "scale=w='2*trunc(min(iw,1280)/2)':h=-2",
    );
    expect(scaleFilter({ kind: 'height', height: 720, upscale: false })).toBe(
      "scale=w=-2:h='2*trunc(min(ih,720)/2)'",
    );
    expect(scaleFilter({ kind: 'height', height: 720, upscale: true })).toBe('scale=-2:720');
  });

  it('CC-3.19 volume in percent', () => {
    expect(volumeFilter(100)).toEqual([]);
    expect(volumeFilter(150)).toEqual(['volume=1.5']);
    expect(volumeFilter(0)).toEqual(['volume=0']);
  });

  it('CC-3.19 fades: the fade-out is placed from the clip duration, and left out without one', () => {
    expect(fadeFilters(2, 3, 30)).toEqual(['afade=t=in:st=0:d=2', 'afade=t=out:st=27:d=3']);
    expect(fadeFilters(0, 3, null)).toEqual([]);
    expect(fadeFilters(5, 5, 2)).toEqual(['afade=t=in:st=0:d=2', 'afade=t=out:st=0:d=2']);
  });
});
