import { normaliseToolType, type DownloaderInfo } from '@mediaforge/shared';
import { fieldsOf, profileDataOf } from './instagram-answer';

/** The four layouts of downloader-results.md §2.6, the second split in its two tools. */
export type InstagramLayout = 'profile-tabs' | 'profile-picture' | 'bio' | 'single-media' | 'legacy';

const STORY_TOOLS = new Set(['story-downloader', 'highlights-downloader']);
/** Tools whose answers are stories (their context is a story one, whatever each entry says). */
const STORY_CONTEXT_TOOLS = new Set(['story-downloader', 'highlights-downloader', 'single-highlight']);
/** Tools that look an account up rather than one post. */
const PROFILE_TOOLS = new Set([
  'profile-picture-downloader',
  'bio-copier',
  'highlight-cover-downloader',
  'private-account-downloader',
  'live-downloader',
]);

/** The tool of the answer (what the server ran), else the tab's. */
export function toolOf(info: DownloaderInfo, tabTool: string | undefined): string {
  return normaliseToolType(info.toolType || tabTool || '');
}

/**
 * §2.6 "The layout is chosen as follows": (1) profile with tabs when profile data exists, there is more
 * than one quality and the tool is story or highlights; (2) the profile-picture / bio layout for those
 * tools; (3) single media (video, image, carousel, audio) when the answer is neither a profile nor a
 * story context; (4) otherwise the legacy cards.
 */
export function chooseLayout(info: DownloaderInfo, tabTool: string | undefined): InstagramLayout {
  const tool = toolOf(info, tabTool);
  const profile = profileDataOf(info);
  if (profile !== undefined && info.qualities.length > 1 && STORY_TOOLS.has(tool)) return 'profile-tabs';
  if (tool === 'profile-picture-downloader') return 'profile-picture';
  if (tool === 'bio-copier') return 'bio';
  const contentType = info.metadata.contentType;
  const storyContext =
    STORY_CONTEXT_TOOLS.has(tool) ||
    contentType === 'story' ||
    info.qualities.some((q) => {
      const f = fieldsOf(q);
      return f.storyIndex !== undefined || f.storyId !== undefined;
    });
  const isProfile = contentType === 'profile' || PROFILE_TOOLS.has(tool);
  return !isProfile && !storyContext ? 'single-media' : 'legacy';
}
