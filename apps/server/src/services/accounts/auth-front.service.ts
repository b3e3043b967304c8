import { CAPTCHA_MESSAGES, ERROR_CODES, isStrongPassword } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { AuthGateway } from './auth-gateway.js';
import type { LoginThrottle } from './login-throttle.js';

/**
 * What stands in front of better-auth's `/api/auth/*` (DESIGN.md §5; docs/decisions.md D44): sign-up and
 * sign-in need a solved bot check (CC-2.79), sign-up needs the checklist's password (CC §5), sign-in is
 * throttled per account and per IP (/64), and its outcome feeds the throttle.
 */
export interface AuthCall {
  readonly request: Request;
  /** Path below /api/auth, e.g. `/sign-in/email`. */
  readonly path: string;
  readonly body: unknown;
  readonly ip: string;
  readonly captchaToken: string | undefined;
}

export interface AuthFront {
  handle(call: AuthCall): Promise<Response>;
}

const field = (body: unknown, name: string): string => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

export function createAuthFront(deps: {
  readonly gateway: Pick<AuthGateway, 'handle'>;
  readonly throttle: LoginThrottle;
  readonly captcha: Pick<CaptchaService, 'verify'>;
  readonly now: () => number;
}): AuthFront {
  const { gateway, throttle, captcha, now } = deps;

  const requireCaptcha = async (call: AuthCall) => {
    if (!call.captchaToken || !(await captcha.verify(call.captchaToken, call.ip))) {
      throw new AppError(ERROR_CODES.CAPTCHA_FAILED, CAPTCHA_MESSAGES.failed);
    }
  };

  return {
    async handle(call) {
      const isPost = call.request.method === 'POST';
      if (isPost && call.path === '/sign-up/email') {
        if (!isStrongPassword(field(call.body, 'password'))) {
          throw new AppError(ERROR_CODES.WEAK_PASSWORD, 'The password does not meet the requirements');
        }
        await requireCaptcha(call);
        return gateway.handle(call.request);
      }
      if (isPost && call.path === '/sign-in/email') {
        const email = field(call.body, 'email');
        const wait = await throttle.retryAfterMs(email, call.ip, now());
        if (wait > 0) {
          const retryAfterSeconds = Math.ceil(wait / 1000);
          throw new AppError(
            ERROR_CODES.RATE_LIMITED,
            `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
            { retryAfterSeconds },
          );
        }
        await requireCaptcha(call);
        const response = await gateway.handle(call.request);
        if (response.ok) await throttle.recordSuccess(email);
        else if (response.status === 401) await throttle.recordFailure(email, call.ip, now());
        return response;
      }
      return gateway.handle(call.request);
    },
  };
}
