import type { PopupMessage } from '../auth/popup';
import { answer, show } from './popup-page';

/**
 * Where Microsoft's sign-in comes back (CC §2, §4 "Login popups"): the page hands the code and the
 * state to the opener, which checks the state and has the server exchange the code (CC-4.47, CC-4.48).
 */
const SERVICE = 'OneDrive';

function run(): void {
  show('working', SERVICE);
  const params = new URLSearchParams(window.location.search);
  const state = params.get('state') ?? '';
  const code = params.get('code');
  const message: PopupMessage =
    code !== null && params.get('error') === null
      ? { type: 'mediaforge:drive-auth', source: 'onedrive', status: 'code', code, state }
      : {
          type: 'mediaforge:drive-auth',
          source: 'onedrive',
          status: 'error',
          error: params.get('error') ?? 'invalid_request',
          state,
        };
  answer(message, SERVICE);
}

run();
