import { describe, expect, it } from 'vitest';
import { emptyInputKind } from './downloader-input.js';
import { analysisFallbackMessage, fallbackKind, isProfileLookupTool } from './downloader-messages.js';

describe('downloader form messages', () => {
  it('the analysis fallbacks name the tool’s kind: profile tools get, media tools analyze', () => {
    const fallback = (toolType: string) =>
      analysisFallbackMessage(emptyInputKind(toolType), isProfileLookupTool(toolType));
    expect(fallback('bio-copier')).toBe('Failed to get bio information');
    expect(fallback('profile-details')).toBe('Failed to get profile information');
    expect(fallback('profile-picture')).toBe('Failed to get profile picture information');
    expect(fallback('reels-downloader')).toBe('Failed to analyze reels');
    expect(fallback('')).toBe('Failed to analyze content');
  });

  it('drops only a trailing "information" from the kind', () => {
    expect(fallbackKind('profile information')).toBe('profile');
    expect(fallbackKind('highlight covers')).toBe('highlight covers');
  });

  it('counts no tool of a generic platform as a profile lookup', () => {
    expect(isProfileLookupTool(undefined)).toBe(false);
    expect(isProfileLookupTool('video-downloader')).toBe(false);
  });
});
