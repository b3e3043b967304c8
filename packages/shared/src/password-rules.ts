/**
 * The sign-up password checklist (converter-compressor.md §5 "Password checklist (auth form)";
 * CC-5.59–CC-5.64). The browser shows it; the server refuses a password that fails it.
 */

/** "At least 8 characters." */
export const PASSWORD_MIN_LENGTH = 8;
/** better-auth's default upper bound; argon2 of a huge input is a cheap way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULES = ['minLength', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const TESTS: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  minLength: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  uppercase: (p) => /\p{Lu}/u.test(p),
  lowercase: (p) => /\p{Ll}/u.test(p),
  digit: (p) => /\p{Nd}/u.test(p),
  // "A special character (anything not a letter or digit)": a space or "-" counts.
  special: (p) => /[^\p{L}\p{Nd}]/u.test(p),
};

/** Which rules a password meets, in the checklist's order. */
export function passwordChecklist(password: string): Readonly<Record<PasswordRule, boolean>> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, TESTS[rule](password)])) as Record<
    PasswordRule,
    boolean
  >;
}

export function isStrongPassword(password: string): boolean {
  return [...password].length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => TESTS[rule](password));
}

/** CC-5.64: "The checklist is hidden while the password is empty." */
export function isPasswordChecklistVisible(password: string): boolean {
  return password.length > 0;
}
