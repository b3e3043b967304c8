import { describe, expect, it } from 'vitest';
import {
  isSubtitleFile,
  isSubtitleFileName,
  subtitleDemuxer,
  subtitleFileMetadata,
  SUBTITLE_MAX_BYTES,
} from './subtitle-files.js';

describe('subtitle files (D76)', () => {
  it('names, kinds and the demuxer each kind is read with', () => {
    expect(['a.srt', 'B.VTT', 'c.ass', 'd.ssa'].every(isSubtitleFileName)).toBe(true);
    expect(['a.mp4', 'srt', 'a.srt.mp4'].some(isSubtitleFileName)).toBe(false);
    expect(subtitleDemuxer(subtitleFileMetadata('srt', 2))).toBe('srt');
    expect(subtitleDemuxer({ container: 'vtt' })).toBe('webvtt');
    expect(subtitleDemuxer({ container: 'ass' })).toBe('ass');
    expect(isSubtitleFile({ container: 'mp4' })).toBe(false);
    // An inherited property name is no kind.
    expect(isSubtitleFile({ container: 'toString' })).toBe(false);
    expect(subtitleFileMetadata('vtt', null)).toMatchObject({ hasVideo: false, hasAudio: false });
    expect(SUBTITLE_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});
