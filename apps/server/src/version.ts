/** Reported by the health check; bumped with releases. */
export const APP_VERSION = '0.1.0';
