import { describe, expect, it } from 'vitest';
import {
  DAILY_LIMIT_WARNING_MS,
  DISCONNECT_NOTICE_FADE_MS,
  DRIVE_LOGIN_LIFETIME_MS,
  ERROR_BANNER_FADE_MS,
  ERROR_TOAST_WITH_ACTIONS_MS,
  FILE_LIST_BREAKPOINT_PX,
  FILE_NAME_MAX_CHARS_DESKTOP,
  FILE_NAME_MAX_CHARS_MOBILE,
  MOBILE_BREAKPOINT_PX,
  SETTINGS_MODAL_MAX_WIDTH,
  SHEET_CLOSE_DRAG_PX,
  SHEET_FAST_CLOSE_DRAG_PX,
  SHEET_FAST_CLOSE_VELOCITY,
  SUCCESS_BANNER_CLOSE_MS,
  isDriveLoginFresh,
  shouldCloseSheet,
  truncateFileName,
} from './ui-constants.js';

const HOUR = 60 * 60 * 1000;

describe('UI timings and sizes', () => {
  it('CC-8.37 an error toast with actions lasts 10 s', () => {
    expect(ERROR_TOAST_WITH_ACTIONS_MS).toBe(10_000);
  });

  it('CC-8.38 the daily-limit warning lasts 8 s', () => {
    expect(DAILY_LIMIT_WARNING_MS).toBe(8_000);
  });

  it('CC-2.46 success banner: the dialog closes after 3 s', () => {
    expect(SUCCESS_BANNER_CLOSE_MS).toBe(3_000);
  });

  it('CC-2.47 error banner fades after 5 s', () => {
    expect(ERROR_BANNER_FADE_MS).toBe(5_000);
  });

  it('CC-2.48 disconnect notice fades after 3 s', () => {
    expect(DISCONNECT_NOTICE_FADE_MS).toBe(3_000);
  });

  it('CC-4.43 a stored drive login is restored only while younger than 48 hours', () => {
    expect(DRIVE_LOGIN_LIFETIME_MS).toBe(48 * HOUR);
    const now = Date.UTC(2025, 5, 1);
    expect(isDriveLoginFresh(now - 47 * HOUR, now)).toBe(true);
    expect(isDriveLoginFresh(now - 48 * HOUR, now)).toBe(false);
    expect(isDriveLoginFresh(now - 49 * HOUR, now)).toBe(false);
  });

  it('CC-2.34 picker and settings modal are mobile under 768 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });

  it('CC-2.57 settings modal up to 4xl wide', () => {
    expect(SETTINGS_MODAL_MAX_WIDTH).toBe('4xl');
  });

  it('CC-2.23 file names: 20 characters on mobile, 35 on desktop, file-list breakpoint 640 px', () => {
    expect([FILE_NAME_MAX_CHARS_MOBILE, FILE_NAME_MAX_CHARS_DESKTOP, FILE_LIST_BREAKPOINT_PX]).toEqual([
      20, 35, 640,
    ]);
    const name = 'a'.repeat(50);
    expect(truncateFileName(name, FILE_NAME_MAX_CHARS_DESKTOP)).toBe(`${'a'.repeat(35)}…`);
    expect(truncateFileName(name, FILE_NAME_MAX_CHARS_MOBILE)).toBe(`${'a'.repeat(20)}…`);
    expect(truncateFileName('short.mp4', 20)).toBe('short.mp4');
  });

  it('CC-2.56 a sheet closes on a drag over 120 px, or over 60 px faster than 500', () => {
    expect([SHEET_CLOSE_DRAG_PX, SHEET_FAST_CLOSE_DRAG_PX, SHEET_FAST_CLOSE_VELOCITY]).toEqual([
      120, 60, 500,
    ]);
    expect(shouldCloseSheet(130, 0)).toBe(true);
    expect(shouldCloseSheet(80, 100)).toBe(false);
    expect(shouldCloseSheet(80, 800)).toBe(true);
    expect(shouldCloseSheet(50, 2000)).toBe(false);
    expect(shouldCloseSheet(120, 0)).toBe(false);
  });
});
