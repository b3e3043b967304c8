import type { DownloaderInfo } from '@mediaforge/shared';
import { profileDataOf } from '../instagram-answer';
import { chooseLayout, toolOf } from '../layout-choice';
import type { InstagramDownloads, InstagramSlots } from '../slots';
import { LegacyLayout } from './legacy-layout';
import { ProfilePictureLayout } from './profile-picture-layout';
import { ProfileTabsLayout } from './profile-tabs-layout';
import { SingleMediaLayout } from './single-media-layout';

export interface InstagramResultProps {
  readonly info: DownloaderInfo;
  /** The tab's tool type (the answer's own wins). */
  readonly toolType: string | undefined;
  readonly slots: InstagramSlots;
  readonly downloads: InstagramDownloads;
}

const PLATFORM = 'instagram';

/** An Instagram lookup in the layout §2.6 chooses for it (layout-choice.ts). */
export function InstagramResult({ info, toolType, slots, downloads }: InstagramResultProps) {
  const tool = toolOf(info, toolType);
  const layout = chooseLayout(info, toolType);
  const profile = profileDataOf(info);
  return (
    <article
      data-testid="instagram-result"
      data-layout={layout}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {layout === 'profile-tabs' && profile !== undefined && (
        <ProfileTabsLayout info={info} tool={tool} profile={profile} platform={PLATFORM} slots={slots} />
      )}
      {(layout === 'profile-picture' || layout === 'bio') && (
        <ProfilePictureLayout
          info={info}
          profile={profile ?? {}}
          platform={PLATFORM}
          bio={layout === 'bio'}
          downloads={downloads}
        />
      )}
      {layout === 'single-media' && (
        <SingleMediaLayout info={info} tool={tool} platform={PLATFORM} slots={slots} downloads={downloads} />
      )}
      {layout === 'legacy' && (
        <LegacyLayout
          info={info}
          tool={tool}
          platform={PLATFORM}
          storyContext={
            tool === 'story-downloader' ||
            tool === 'single-highlight' ||
            info.metadata.contentType === 'story'
          }
          slots={slots}
          downloads={downloads}
        />
      )}
    </article>
  );
}
