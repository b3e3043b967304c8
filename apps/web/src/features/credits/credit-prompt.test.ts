import { ERROR_CODES } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { creditRefusalOf } from '../../lib/credit-events';
import { creditPromptFor, PROMPT_ACTIONS, PROMPT_TOASTS } from './credit-prompt';

const daily = ERROR_CODES.DAILY_LIMIT_REACHED;
const insufficient = ERROR_CODES.INSUFFICIENT_CREDITS;

describe('credit prompts', () => {
  it('CC-6.05 CC-6.07 CC-8.44 the tier named by the server picks the prompt', () => {
    expect(creditPromptFor({ code: daily, tier: 'ANONYMOUS' }, true)).toBe('dailyLimit');
    expect(creditPromptFor({ code: daily, tier: 'FREE' }, false)).toBe('freePlan');
    expect(creditPromptFor({ code: insufficient, tier: 'PAID' }, true)).toBe('insufficient');
  });

  it('without a tier: 402 is a paid account’s, 429 goes by the signed-in state', () => {
    expect(creditPromptFor({ code: insufficient, tier: undefined }, false)).toBe('insufficient');
    expect(creditPromptFor({ code: daily, tier: undefined }, false)).toBe('dailyLimit');
    expect(creditPromptFor({ code: daily, tier: undefined }, true)).toBe('freePlan');
  });

  it('CC-2.08 CC-6.05 anonymous visitors are offered Sign Up Free and Sign In; the others /pricing', () => {
    expect(PROMPT_ACTIONS.dailyLimit.map((a) => [a.key, a.path])).toEqual([
      ['signUpFree', '/auth/signup'],
      ['signIn', '/auth/signin'],
    ]);
    expect(PROMPT_ACTIONS.freePlan.map((a) => [a.key, a.path])).toEqual([['upgradePlan', '/pricing']]);
    expect(PROMPT_ACTIONS.insufficient.map((a) => a.path)).toEqual(['/pricing']);
  });

  it('CC-8.36 CC-8.38 CC-8.37 the daily-limit warning lasts 8 s, the error toasts with actions 10 s', () => {
    expect(PROMPT_TOASTS.dailyLimit).toEqual({ variant: 'warning', durationMs: 8000 });
    expect(PROMPT_TOASTS.freePlan).toEqual({ variant: 'error', durationMs: 10_000 });
  });

  it('reads refusals off error answers: only 429 DAILY_LIMIT_REACHED and 402 INSUFFICIENT_CREDITS', () => {
    expect(creditRefusalOf(429, daily, { tier: 'FREE', dailyLimit: 10 })).toEqual({
      code: daily,
      tier: 'FREE',
    });
    expect(creditRefusalOf(402, insufficient, undefined)).toEqual({ code: insufficient, tier: undefined });
    expect(creditRefusalOf(429, daily, { tier: 'ADMIN' })).toEqual({ code: daily, tier: undefined });
    expect(creditRefusalOf(429, ERROR_CODES.RATE_LIMITED, undefined)).toBeUndefined();
    expect(creditRefusalOf(400, daily, undefined)).toBeUndefined();
  });
});
