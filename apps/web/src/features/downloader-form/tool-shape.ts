import {
  emptyInputKind,
  isInstagramProfileTool,
  isProfileLookupTool,
  normaliseToolType,
  type PlatformId,
} from '@mediaforge/shared';

/** What the visitor types: a link, an Instagram or Snapchat name (or link), or a WhatsApp number. */
export type InputKind = 'link' | 'instagram-profile' | 'snapchat' | 'phone';

/** Which call analyses it (downloader.md §7). */
export type AnalysisCall = 'info' | 'whatsapp' | 'instagram-story';

/** The submit button's words when idle (downloader.md §2 "Submit text"). */
export type SubmitLabel = 'start' | 'checkProfile' | 'generate';

/**
 * How the one form looks and behaves on a platform's tool (DL §2 "The form is reused per platform and
 * per tool type"): derived from the route alone, so every tab of the same tool behaves the same.
 */
export interface ToolShape {
  readonly platform: PlatformId;
  /** The tool type sent with the analysis; undefined on platforms with one tool. */
  readonly toolType: string | undefined;
  readonly input: InputKind;
  readonly call: AnalysisCall;
  /** DL §2: the detected-platform line appears for generic platforms only. */
  readonly detectsPlatform: boolean;
  readonly submitLabel: SubmitLabel;
  /** Tools that deliver media offer the video/audio choice; lookups of a picture or a text do not. */
  readonly offersDownloadType: boolean;
  /** DL §8: "Failed to get {kind} information" rather than "Failed to analyze {kind}". */
  readonly profileLookup: boolean;
  /** The §5 kind of the tool ("reels", "profile picture", "content"). */
  readonly kind: string;
}

/** Platforms with their own input rules; every other platform takes any supported link (§5). */
const NOT_GENERIC: ReadonlySet<PlatformId> = new Set(['instagram', 'whatsapp', 'snapchat']);

/** DL §2: "check profile for the profile tools" (WhatsApp's profile lookups). */
const CHECK_PROFILE_TOOLS = new Set(['profile-details', 'profile-details-with-dp']);

/** Tools whose result is one picture or a text, where a video/audio choice would mean nothing. */
const SINGLE_RESULT_TOOLS = new Set([
  'dp-downloader',
  'profile-details',
  'profile-details-with-dp',
  'profile-picture-downloader',
  'bio-copier',
  'caption-copier',
  'highlight-cover-downloader',
  'photo-downloader',
]);

function inputOf(platform: PlatformId, toolType: string | undefined): InputKind {
  if (platform === 'whatsapp') return 'phone';
  if (platform === 'snapchat') return 'snapchat';
  if (platform === 'instagram' && toolType !== undefined && isInstagramProfileTool(toolType)) {
    return 'instagram-profile';
  }
  return 'link';
}

export function toolShapeOf(platform: PlatformId, toolType: string | undefined): ToolShape {
  const tool = toolType === undefined ? undefined : normaliseToolType(toolType);
  const input = inputOf(platform, toolType);
  let call: AnalysisCall = 'info';
  if (input === 'phone') call = 'whatsapp';
  else if (tool === 'story-downloader') call = 'instagram-story';
  let submitLabel: SubmitLabel = 'start';
  if (tool === 'link-generator') submitLabel = 'generate';
  else if (tool !== undefined && CHECK_PROFILE_TOOLS.has(tool)) submitLabel = 'checkProfile';
  return {
    platform,
    toolType,
    input,
    call,
    detectsPlatform: !NOT_GENERIC.has(platform),
    submitLabel,
    offersDownloadType: tool === undefined || !SINGLE_RESULT_TOOLS.has(tool),
    profileLookup: isProfileLookupTool(toolType),
    kind: emptyInputKind(toolType),
  };
}

/** The per-tab state key: platform plus tool type (DL §3 "Saved per-tab form state"). */
export function sessionKeyOf(shape: Pick<ToolShape, 'platform' | 'toolType'>): string {
  return `${shape.platform}:${shape.toolType ?? ''}`;
}
