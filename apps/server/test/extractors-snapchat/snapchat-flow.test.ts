import { downloaderInfoSchema, type DownloaderInfo } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isJpeg,
  isPng,
  makePageMedia,
  startPageSite,
  type PageMedia,
  type PageSiteKit,
} from '../extractors-web-page/page-kit.js';
import { probeBytes } from '../helpers/probe-bytes.js';
import { HIGHLIGHT_ID, SPOTLIGHT_ID, STORY_PHOTO_ID, STORY_VIDEO_ID, USER } from './snapchat-documents.js';
import { snapchatSite } from './snapchat-site.js';

/**
 * Snapchat through the real app on loopback: the visitor's snapchat.com links are analysed by fetching
 * SNAPCHAT_BASE_URL (a fixture speaking Snapchat's Next.js page data), and each quality is downloaded
 * from the fixture's "CDN": videos checked by the real ffprobe, pictures by their magic bytes.
 */
const SLOW = 60_000;

describe('Snapchat end to end (real app, egress and ffprobe on loopback)', () => {
  let media: PageMedia;
  let kit: PageSiteKit;

  beforeAll(async () => {
    media = await makePageMedia();
    kit = await startPageSite(snapchatSite(media), (origin) => ({
      SNAPCHAT_BASE_URL: origin,
      SNAPCHAT_SHORT_LINK_BASE_URL: `${origin}/t`,
    }));
  }, SLOW);
  afterAll(async () => {
    await kit.close();
  });

  async function analyse(session: string, url: string, toolType = 'video'): Promise<DownloaderInfo> {
    const answer = await kit.client(session).info(url, { captcha: true, toolType });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(downloaderInfoSchema.safeParse(answer.body.data).success).toBe(true);
    return answer.body.data;
  }

  it(
    'DR-3.11 DR-3.12 DR-3.13 DL-3.02 a profile link: profileData, stories, highlights, spotlights, one quality per snap with its CDN address',
    async () => {
      const info = await analyse('anon_snap-flow-profile', `https://www.snapchat.com/add/${USER}`);
      const cdn = kit.site.url;
      expect(info).toMatchObject({
        platform: 'snapchat',
        toolType: 'video',
        title: 'Team Snapchat',
        provider: 'snapchat',
      });
      expect(info.metadata).toMatchObject({
        contentType: 'user',
        profileData: {
          username: USER,
          displayName: 'Team Snapchat',
          bio: 'Snaps from the team',
          profilePictureUrl: `${cdn}/aps/bolt/profile.jpg`,
          websiteUrl: 'https://snap.com',
          followerCount: 12500,
        },
        stories: [
          { snapId: STORY_VIDEO_ID, type: 'video', format: 'mp4', timestamp: 1_722_720_291 },
          { snapId: STORY_PHOTO_ID, type: 'image', format: 'jpg', timestamp: 1_722_720_351 },
        ],
        highlights: [{ id: HIGHLIGHT_ID, title: 'Summer <3', storyCount: 2 }],
        spotlights: [{ id: 'spot-hl-1', storyCount: 1 }],
      });
      const stories = info.metadata.stories as { previewUrl: string; mediaUrl: string }[];
      expect(stories[0]?.mediaUrl).toBe(`${cdn}/d/story-video.27.IRZXSOY?mo=GlYaGhUaABoAMgF9SgJBUFAB&uc=46`);
      expect(stories[0]?.previewUrl).toBe(`${cdn}/i/story-video.256.IRZXSOY`);
      expect(info.qualities.map((q) => [q.formatId, q.type, q.delivery, q.fileName])).toEqual([
        ['stories-1', 'video', 'stream', 'snapchat_stories_1.mp4'],
        ['stories-2', 'image', 'stream', 'snapchat_stories_2.jpg'],
        ['highlights-1', 'video', 'stream', 'snapchat_highlights_1.mp4'],
        ['highlights-2', 'image', 'stream', 'snapchat_highlights_2.jpg'],
        ['spotlights-1', 'video', 'stream', 'snapchat_spotlights_1.mp4'],
      ]);
      for (const q of info.qualities) {
        expect(q.url).toMatch(/^\/api\/downloader\/stream\?token=/);
        expect(String(q.originalUrl)).toMatch(new RegExp(`^${cdn}/[di]/`));
      }
    },
    SLOW,
  );

  it(
    'a story video downloads through a download job (ffprobe: H.264 and AAC), a story photo streams as a JPEG',
    async () => {
      const api = kit.client('anon_snap-flow-download');
      const info = await analyse('anon_snap-flow-download', `https://www.snapchat.com/@${USER}`);
      const started = await api.download(info.jobId, 'stories-1');
      expect(started.status).toBe(202);
      const job = await api.finished(started.body.data.jobId);
      expect(job).toMatchObject({ status: 'COMPLETED', jobType: 'download' });
      expect(job.result?.filename).toBe('Team_Snapchat_Story_1.mp4');
      const file = await kit.client('anon_snap-flow-download').bytes(job.result?.url ?? '');
      const probe = await probeBytes(file.bytes, 'story.mp4');
      expect(probe.streams).toEqual(['audio:aac', 'video:h264']);
      expect(probe.duration).toBeGreaterThan(1.5);

      const photo = info.qualities.find((q) => q.formatId === 'stories-2');
      const streamed = await api.bytes(photo?.url ?? '');
      expect(streamed.status).toBe(200);
      expect(isJpeg(streamed.bytes)).toBe(true);
      expect(streamed.bytes.equals(media.photo)).toBe(true);
    },
    SLOW,
  );

  it(
    'DR-3.14 a Spotlight link: reelDetails and the video, streamed as the platform sends it (ffprobe)',
    async () => {
      const info = await analyse(
        'anon_snap-flow-spotlit',
        `https://www.snapchat.com/spotlight/${SPOTLIGHT_ID}`,
      );
      expect(info).toMatchObject({ title: 'Sunset', duration: 2 });
      expect(info.metadata).toMatchObject({
        contentType: 'spotlight',
        reelDetails: {
          description: 'Sunset over the bay #sunset',
          uploadDate: '2024-08-03T21:24:51.307Z',
          viewCount: 5600,
          shareCount: 42,
          commentCount: 7,
          boostCount: 3,
          recommendCount: 11,
        },
      });
      const [video] = info.qualities;
      expect(video).toMatchObject({
        format: 'mp4',
        width: 160,
        height: 120,
        resolution: '160x120',
        duration: 2,
      });
      const streamed = await kit.client('anon_snap-flow-spotlit').bytes(video?.url ?? '');
      expect(streamed.status).toBe(200);
      expect((await probeBytes(streamed.bytes, 'spotlight.mp4')).streams).toEqual([
        'audio:aac',
        'video:h264',
      ]);
    },
    SLOW,
  );

  it(
    'the profile-picture tool: the picture as a JPEG and the Snapcode as a PNG, each downloaded',
    async () => {
      const api = kit.client('anon_snap-flow-picture');
      const info = await analyse(
        'anon_snap-flow-picture',
        `https://www.snapchat.com/add/${USER}/${STORY_PHOTO_ID}`,
        'profile-picture',
      );
      expect(info.toolType).toBe('profile-picture');
      expect(info.qualities.map((q) => [q.formatId, q.type, q.format, q.fileName])).toEqual([
        ['profile-picture', 'image', 'jpg', 'Team_Snapchat_Profile_picture.jpg'],
        ['snapcode', 'image', 'png', 'Team_Snapchat_Snapcode.png'],
      ]);
      const picture = await api.finished((await api.download(info.jobId, 'profile-picture')).body.data.jobId);
      const pictureBytes = (await api.bytes(picture.result?.url ?? '')).bytes;
      expect(isJpeg(pictureBytes)).toBe(true);
      const snapcode = await api.finished((await api.download(info.jobId, 'snapcode')).body.data.jobId);
      expect(snapcode).toMatchObject({ status: 'COMPLETED' });
      expect(isPng((await api.bytes(snapcode.result?.url ?? '')).bytes)).toBe(true);
    },
    SLOW,
  );

  it(
    'a story snap link answers that snap alone; a highlight link answers its snaps',
    async () => {
      const snap = await analyse(
        'anon_snap-flow-onesnap',
        `https://www.snapchat.com/add/${USER}/${STORY_PHOTO_ID}`,
      );
      expect(snap.metadata).toMatchObject({ contentType: 'story', mediaCount: 1 });
      expect(snap.qualities.map((q) => [q.type, q.storyId, q.fileName])).toEqual([
        ['image', STORY_PHOTO_ID, 'Team_Snapchat_story_Story_1.jpg'],
      ]);
      const highlight = await analyse(
        'anon_snap-flow-onesnap',
        `https://www.snapchat.com/@${USER}/highlight/${HIGHLIGHT_ID}`,
      );
      expect(highlight).toMatchObject({ title: 'Summer <3', metadata: { contentType: 'highlight' } });
      expect(highlight.qualities.map((q) => q.highlightData)).toEqual([
        { id: HIGHLIGHT_ID, title: 'Summer <3', mediaCount: 2 },
        { id: HIGHLIGHT_ID, title: 'Summer <3', mediaCount: 2 },
      ]);
    },
    SLOW,
  );
});
