import { describe, expect, it } from 'vitest';
import { gifSettingsSchema } from '@mediaforge/shared';
import { args, AUDIO_META, flag, HEAD, plan, request } from '../../../test/encode/requests.js';
import { buildGifPlan } from './gif-args.js';
import { gifFiltergraph } from './gif-args.js';
import { EncodePlanError } from './plan.js';

const graph = (settings: Record<string, unknown>) => gifFiltergraph(gifSettingsSchema.parse(settings));

describe('GIF (CC §3 "GIF settings", CC-9.31)', () => {
  it('CC-9.31 defaults: first 3 s, 480 wide, 15 fps, 256 colours, Floyd-Steinberg, loop forever', () => {
    expect(args('gif')).toEqual([
      ...HEAD.slice(0, 11),
      '-to',
      '00:00:03.000',
      '-i',
      'file:/jobs/j1/input',
      '-filter_complex',
      '[0:v]fps=15,scale=480:-1:flags=lanczos,mpdecimate=hi=768:lo=320:frac=0.33,format=rgb24,split[frames][stats];' +
        '[stats]palettegen=max_colors=256:stats_mode=full[palette];' +
        '[frames][palette]paletteuse=dither=floyd_steinberg[gif]',
      '-map',
      '[gif]',
      '-map_metadata',
      '-1',
      '-map_chapters',
      '-1',
      '-fps_mode',
      'vfr',
      '-c:v',
      'gif',
      '-gifflags',
      '+offsetting+transdiff',
      '-loop',
      '0',
      '-f',
      'gif',
      '-y',
      'file:/jobs/j1/output',
    ]);
  });

  it('CC-3.25 trim window', () => {
    const a = args('gif', { trim_start: '00:00:02.000', trim_end: '00:00:04.500' });
    expect(a).toEqual(expect.arrayContaining(['-ss', '00:00:02.000', '-to', '00:00:04.500']));
  });

  it('CC-3.26 width, custom height, fps', () => {
    expect(graph({ gif_width: 320, height_mode: 'custom', gif_height: 200, gif_fps: 10 })).toContain(
      '[0:v]fps=10,scale=320:200:flags=lanczos,',
    );
    expect(graph({ gif_width: 320, height_mode: 'auto', gif_height: 200 })).toContain(
      'scale=320:-1:flags=lanczos',
    );
  });

  it('CC-3.27 palette size, dithering, compression level, background and size optimisation', () => {
    const g = graph({
      color_palette: 64,
      dithering: 'bayer',
      compression_level: 200,
      background_optimization: true,
    });
    expect(g).toBe(
      '[0:v]fps=15,scale=480:-1:flags=lanczos,mpdecimate=hi=1536:lo=640:frac=0.33,format=rgb24,split[frames][stats];' +
        '[stats]palettegen=max_colors=64:stats_mode=diff[palette];' +
        '[frames][palette]paletteuse=dither=bayer:diff_mode=rectangle[gif]',
    );
    expect(graph({ compression_level: 1 })).toContain('mpdecimate=hi=8:lo=3:frac=0.33');
    expect(graph({ dithering: 'none' })).toContain('paletteuse=dither=none[gif]');
    expect(flag(args('gif', { optimize_size: false }), '-gifflags')).toBe('-offsetting-transdiff');
  });

  it('CC-3.28 / CC-5.23 loop count, reverse, transparency', () => {
    expect(flag(args('gif', { loop_count: 3 }), '-loop')).toBe('3');
    expect(flag(args('gif', { loop_count: 0 }), '-loop')).toBe('0');
    const g = graph({ reverse_gif: true, preserve_transparency: true });
    expect(g).toContain(',reverse,format=rgba,split');
    expect(g).toContain('paletteuse=dither=floyd_steinberg:alpha_threshold=128[gif]');
  });

  it('needs a video stream', () => {
    expect(() => plan('gif', {}, { metadata: AUDIO_META })).toThrow(EncodePlanError);
    expect(plan('gif').durationSeconds).toBe(3);
  });

  it('an HDR source is tone-mapped before the palette (D61)', () => {
    const req = {
      ...request('gif'),
      sourceVideo: {
        codec: 'hevc',
        pixelFormat: 'yuv420p10le',
        transfer: 'arib-std-b67',
        primaries: 'bt2020',
        matrix: 'bt2020nc',
        hdr: true,
        frameRate: 30,
        rotated: false,
      },
    };
    const p = buildGifPlan(req, gifSettingsSchema.parse({}));
    const graphArg = p.kind === 'ffmpeg' ? flag(p.passes[0] ?? [], '-filter_complex') : undefined;
    expect(graphArg).toMatch(/^\[0:v\]zscale=tin=arib-std-b67:.*tonemap=tonemap=hable.*,fps=15,/);
    expect(flag(args('gif'), '-filter_complex')).not.toMatch(/zscale/);
  });
});
