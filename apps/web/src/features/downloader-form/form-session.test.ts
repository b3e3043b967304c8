import { DOWNLOADER_MESSAGES, type DownloaderInfo, type Tier } from '@mediaforge/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { AnalysisRequest, CreditVerdict, DownloadEvent, FormDeps } from './form-ports';
import { FormSession } from './form-session';
import { FormSessions } from './form-sessions';
import { english } from '../../lib/testing/downloader-english';
import { infoWith, quality } from '../../lib/testing/downloader-infos';
import { toolShapeOf } from './tool-shape';

interface Setup {
  readonly tier?: Tier;
  readonly credit?: CreditVerdict;
  readonly analyse?: FormDeps['analyse'];
  readonly jobStatus?: FormDeps['jobStatus'];
}

/** A form with fake calls; `calls` records their order, `later` runs the captcha's pending timer. */
function setup(options: Setup = {}, platform: 'youtube' | 'instagram' = 'youtube', toolType?: string) {
  const calls: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const downloads: { request: unknown; emit: (event: DownloadEvent) => void }[] = [];
  const deps: FormDeps = {
    analyse: vi.fn(async (request: AnalysisRequest) => {
      calls.push(`analyse ${request.value} ${request.captchaToken ?? '-'}`);
      return (options.analyse ?? (() => Promise.resolve(infoWith())))(request);
    }),
    visitorTier: () => Promise.resolve(options.tier ?? 'FREE'),
    creditCheck: vi.fn((tier: Tier) => {
      calls.push(`credit ${tier}`);
      return Promise.resolve(options.credit ?? 'allowed');
    }),
    creditCheckFailed: vi.fn(() => calls.push('credit toast')),
    input: { isEnabled: () => true, testPlatformOf: () => undefined },
    jobStatus: options.jobStatus ?? (() => Promise.resolve('PENDING')),
    downloads: {
      start: (request, emit) => {
        calls.push('download');
        downloads.push({ request, emit });
        return () => calls.push('stop download');
      },
    },
    timers: {
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: () => timers.splice(0),
    },
  };
  const session = new FormSession(toolShapeOf(platform, toolType), deps);
  return { session, deps, calls, timers, downloads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the downloader form flow (downloader.md §4)', () => {
  it('DL-2.40 a fresh form downloads video', () => {
    expect(setup().session.getState().downloadType).toBe('video');
  });

  it('DL-4.07 invalid input makes no call; valid input checks credits before the analysis', async () => {
    const { session, calls } = setup();
    session.setUrl('https://example.com/x');
    await session.submit();
    expect(calls).toEqual([]);
    expect(english(session.getState().error)).toBe('URL is not from a supported platform');
    session.setUrl('youtu.be/abc');
    await session.submit();
    expect(calls).toEqual(['credit FREE', 'analyse https://youtu.be/abc -']);
    expect(session.getState().videoInfo?.jobId).toBe('analysis-1');
  });

  it('DL-4.05 a submission while analysing is ignored', async () => {
    const { session, deps } = setup();
    session.setUrl('youtu.be/abc');
    const first = session.submit();
    expect(session.getState().isAnalyzing).toBe(true);
    await session.submit();
    await first;
    expect(deps.analyse).toHaveBeenCalledTimes(1);
  });

  it('DL-4.06 a new submission clears the result and keeps the input', async () => {
    let answer: (info: DownloaderInfo) => void = () => undefined;
    const { session } = setup({ analyse: () => new Promise((resolve) => (answer = resolve)) });
    session.setUrl('youtu.be/abc');
    const first = session.submit();
    await settle();
    answer(infoWith());
    await first;
    expect(session.getState().videoInfo).toBeDefined();
    session.setUrl('youtu.be/def');
    void session.submit();
    expect(session.getState()).toMatchObject({
      videoInfo: undefined,
      url: 'youtu.be/def',
      isAnalyzing: true,
    });
  });

  it('DL-4.08 DL-6.01 anonymous: the captcha step, then the analysis 1000 ms after success with the token', async () => {
    const { session, calls, timers } = setup({ tier: 'ANONYMOUS' });
    session.setUrl('youtu.be/abc');
    await session.submit();
    expect(session.getState()).toMatchObject({ showCaptcha: true, isVerifying: true, isAnalyzing: false });
    session.captchaEvent({ type: 'verifying' });
    session.captchaEvent({ type: 'verified', token: 'solution' });
    expect(session.getState().captcha).toEqual({ kind: 'verified', token: 'solution' });
    expect(calls).toEqual(['credit ANONYMOUS']);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    timers[0]?.run();
    await settle();
    expect(calls).toEqual(['credit ANONYMOUS', 'analyse https://youtu.be/abc solution']);
    expect(session.getState()).toMatchObject({
      showCaptcha: false,
      isVerifying: false,
      captchaToken: undefined,
    });
  });

  it('DL-4.09 DL-4.10 a captcha error fails the step (a new submit may retry); an expiry resets it silently', async () => {
    const { session, deps } = setup({ tier: 'ANONYMOUS' });
    session.setUrl('youtu.be/abc');
    await session.submit();
    session.captchaEvent({ type: 'error' });
    expect(session.getState()).toMatchObject({ captcha: { kind: 'failed' }, isVerifying: false });
    const attempt = session.getState().captchaAttempt;
    await session.submit();
    expect(session.getState()).toMatchObject({ captchaAttempt: attempt + 1, captcha: { kind: 'idle' } });
    session.captchaEvent({ type: 'verified', token: 't' });
    session.captchaEvent({ type: 'expired' });
    expect(session.getState()).toMatchObject({
      captcha: { kind: 'idle' },
      captchaToken: undefined,
      error: undefined,
    });
    expect(deps.analyse).not.toHaveBeenCalled();
  });

  it('DL-4.11 DL-6.05 signed-in visitors, free and paid, skip the captcha', async () => {
    for (const tier of ['FREE', 'PAID'] as const) {
      const { session, calls } = setup({ tier });
      session.setUrl('youtu.be/abc');
      await session.submit();
      expect(session.getState().showCaptcha).toBe(false);
      expect(calls).toEqual([`credit ${tier}`, 'analyse https://youtu.be/abc -']);
    }
  });

  it('a credit check that fails before the analysis asks for the error toast and stops', async () => {
    const { session, calls } = setup({ credit: 'unverified' });
    session.setUrl('youtu.be/abc');
    await session.submit();
    expect(calls).toEqual(['credit FREE', 'credit toast']);
    expect(session.getState().isAnalyzing).toBe(false);
  });

  it('a refused credit check stops the analysis (the prompt is the checker’s)', async () => {
    const { session, calls } = setup({ credit: 'refused' });
    session.setUrl('youtu.be/abc');
    await session.submit();
    expect(calls).toEqual(['credit FREE']);
  });

  it('DL-4.12 audio mode switches to video when the result has no audio-only file', async () => {
    const { session } = setup({ analyse: () => Promise.resolve(infoWith([quality('720p', false)])) });
    session.setDownloadType('audio');
    session.setUrl('youtu.be/abc');
    await session.submit();
    expect(session.getState().downloadType).toBe('video');
    const withAudio = setup({ analyse: () => Promise.resolve(infoWith([quality('mp3', true)])) });
    withAudio.session.setDownloadType('audio');
    withAudio.session.setUrl('youtu.be/abc');
    await withAudio.session.submit();
    expect(withAudio.session.getState().downloadType).toBe('audio');
  });

  it('DL-8.05 DL-8.08 a failed analysis shows the server’s words, the default, or the tool’s fallback', async () => {
    const failing = async (error: Error, platform: 'youtube' | 'instagram' = 'youtube', tool?: string) => {
      const { session } = setup({ analyse: () => Promise.reject(error) }, platform, tool);
      session.setUrl(platform === 'youtube' ? 'youtu.be/abc' : 'nasa');
      await session.submit();
      return english(session.getState().error);
    };
    const server = new ApiError('http', {
      status: 404,
      serverMessage: DOWNLOADER_MESSAGES.contentUnavailable,
    });
    expect(await failing(server)).toBe(DOWNLOADER_MESSAGES.contentUnavailable);
    expect(await failing(new ApiError('parse', { status: 200 }))).toBe(
      DOWNLOADER_MESSAGES.contentUnavailable,
    );
    expect(await failing(new ApiError('network'))).toBe('Failed to analyze content');
    expect(await failing(new ApiError('http', { status: 502 }), 'instagram', 'bio-copier')).toBe(
      'Failed to get bio information',
    );
    expect(await failing(new ApiError('network'), 'instagram', 'story-downloader')).toBe(
      'Failed to fetch Instagram stories',
    );
  });
});

describe('downloads from a result (downloader.md §4, §6)', () => {
  async function analysed(credit: CreditVerdict = 'allowed') {
    const form = setup();
    form.session.setUrl('youtu.be/abc');
    await form.session.submit();
    (form.deps as { creditCheck: FormDeps['creditCheck'] }).creditCheck = vi.fn(() => {
      form.calls.push('credit again');
      return Promise.resolve(credit);
    });
    form.calls.splice(0);
    return form;
  }

  it('DL-6.07 DL-6.08 checks credits before each download; a failed check lets it go ahead', async () => {
    const { session, calls, downloads } = await analysed('unverified');
    await session.download(quality('720p', false));
    expect(calls).toEqual(['credit again', 'download']);
    downloads[0]?.emit({ type: 'started', jobId: 'job-9' });
    downloads[0]?.emit({ type: 'progress', status: 'running', progress: 150 });
    expect(session.getState()).toMatchObject({
      currentJobId: 'job-9',
      downloadProgress: 100,
      isDownloading: true,
    });
    downloads[0]?.emit({ type: 'completed' });
    expect(session.getState()).toMatchObject({ isDownloading: false, download: { status: 'completed' } });
  });

  it('a refused check stops the download (the prompt is the checker’s)', async () => {
    const { session, calls } = await analysed('refused');
    await session.download(quality('720p', false));
    expect(calls).toEqual(['credit again']);
    expect(session.getState()).toMatchObject({ isDownloading: false, download: undefined });
  });
});

describe('switching tabs (downloader.md §4)', () => {
  const youtube = toolShapeOf('youtube', undefined);
  const vimeo = toolShapeOf('vimeo', undefined);

  function sessions(jobStatus: FormDeps['jobStatus']) {
    const { deps } = setup({ jobStatus });
    return new FormSessions(deps);
  }

  it('DL-4.13 DL-4.16 the first tab is left alone; returning to a tab without a result empties it', () => {
    const all = sessions(() => Promise.resolve('PENDING'));
    const form = all.sessionFor(youtube);
    form.setUrl('youtu.be/abc');
    all.enter(youtube);
    expect(form.getState().url).toBe('youtu.be/abc');
    all.enter(vimeo);
    all.enter(youtube);
    expect(form.getState().url).toBe('');
  });

  it('DL-4.14 DL-4.15 with a job, the result goes only once the server says COMPLETED', async () => {
    const answers = ['RUNNING', 'error', 'COMPLETED'];
    const asked: string[] = [];
    const all = sessions((jobId) => {
      asked.push(jobId);
      const answer = answers.shift();
      return answer === 'error' ? Promise.reject(new Error('offline')) : Promise.resolve(answer ?? '');
    });
    const form = all.sessionFor(youtube);
    all.enter(youtube);
    form.setUrl('youtu.be/abc');
    await form.submit();
    for (const expected of [true, true, false]) {
      all.enter(vimeo);
      all.enter(youtube);
      await settle();
      expect(form.getState().videoInfo !== undefined).toBe(expected);
    }
    expect(asked).toEqual(['analysis-1', 'analysis-1', 'analysis-1']);
  });

  it('reset empties the form and the WhatsApp country goes back to US, +1', () => {
    const form = setup().session;
    form.setCountry('GB', '+44');
    form.setUrl('7700900123');
    form.reset();
    expect(form.getState()).toMatchObject({ url: '', countryCode: 'US', dialCode: '+1', error: undefined });
  });
});
