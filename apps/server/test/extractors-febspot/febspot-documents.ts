/**
 * Febspot video pages, written for these tests (small, our own) in the markup such pages use: a
 * `<video>` player with `<source src type label>` children pointing at `/get_file/…/<id>_<height>p.mp4/`
 * files, a schema.org VideoObject in JSON-LD, and Open Graph tags (og:video with its size and type).
 * `media` is the origin the file addresses point at.
 */

export const VIDEO_ID = '2895079';
export const SLUG = 'sunset-timelapse';

export const fileUrl = (media: string, height: number) =>
  `${media}/get_file/9/431918388ccd7329368cdaabcd9752dd/2895000/${VIDEO_ID}/${VIDEO_ID}_${height}p.mp4/`;
export const thumbUrl = (media: string) =>
  `${media}/contents/videos_screenshots/2895000/${VIDEO_ID}/preview.jpg`;

function head(media: string, og: boolean): string {
  return [
    '<meta charset="utf-8"><title>Sunset timelapse - Febspot</title>',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(og
      ? [
          '<meta property="og:site_name" content="Febspot">',
          '<meta property="og:title" content="Sunset timelapse">',
          '<meta property="og:type" content="video.other">',
          `<meta property="og:image" content="${thumbUrl(media)}">`,
          `<meta property="og:video" content="${fileUrl(media, 480)}">`,
          '<meta property="og:video:type" content="video/mp4">',
          '<meta property="og:video:width" content="854"><meta property="og:video:height" content="480">',
        ]
      : []),
  ].join('\n');
}

function jsonLd(media: string): string {
  const object = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: 'Sunset timelapse &amp; waves',
    description: 'Two seconds of sun going down',
    thumbnailUrl: [thumbUrl(media)],
    uploadDate: '2024-05-01T10:00:00+00:00',
    duration: 'PT0M2S',
    contentUrl: fileUrl(media, 720),
    embedUrl: `https://www.febspot.com/embed/${VIDEO_ID}`,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'http://schema.org/WatchAction' },
      userInteractionCount: '1234',
    },
    author: { '@type': 'Person', name: 'heru01221996' },
  };
  return `<script type="application/ld+json">${JSON.stringify(object)}</script>`;
}

function player(media: string): string {
  return [
    `<video id="player" class="video-js" controls preload="none" poster="${thumbUrl(media)}">`,
    `<source src="${fileUrl(media, 480)}" type="video/mp4" label="480p" res="480">`,
    `<source src="${fileUrl(media, 720)}" type="video/mp4" label="720p" res="720">`,
    `<source src="${media}/hls/${VIDEO_ID}/master.m3u8" type="application/x-mpegURL" label="Auto">`,
    '</video>',
  ].join('');
}

/** The whole page: the player, the JSON-LD and the Open Graph tags, each optional. */
export function febspotPage(
  media: string,
  parts: { player?: boolean; jsonLd?: boolean; og?: boolean } = {},
): string {
  const { player: hasPlayer = true, jsonLd: hasLd = true, og = true } = parts;
  return [
    '<!DOCTYPE html><html lang="en"><head>',
    head(media, og),
    hasLd ? jsonLd(media) : '',
    '</head><body><div class="video-holder">',
    hasPlayer ? player(media) : '<div id="player"></div><script src="/static/js/player.js"></script>',
    '<h1 class="title">Sunset timelapse</h1></div></body></html>',
  ].join('\n');
}

/** A page that shows no video at all (its layout changed, or a notice in place of the player). */
export const NO_VIDEO_PAGE =
  '<!DOCTYPE html><html><head><title>Febspot</title></head><body><div class="message">Please wait</div></body></html>';
