import { describe, expect, it } from 'vitest';
import { isPasswordChecklistVisible, isStrongPassword, passwordChecklist } from './password-rules.js';

describe('password checklist', () => {
  it('CC-5.59 needs at least 8 characters', () => {
    expect(passwordChecklist('Aa1-aaa').minLength).toBe(false);
    expect(passwordChecklist('Aa1-aaaa').minLength).toBe(true);
  });
  it('CC-5.60 CC-5.61 CC-5.62 an uppercase letter, a lowercase letter and a digit', () => {
    expect(passwordChecklist('abc')).toMatchObject({ uppercase: false, lowercase: true, digit: false });
    expect(passwordChecklist('ABC1')).toMatchObject({ uppercase: true, lowercase: false, digit: true });
    expect(passwordChecklist('Éé۳')).toMatchObject({ uppercase: true, lowercase: true, digit: true });
  });
  it('CC-5.63 a special character is anything not a letter or digit, a space too', () => {
    expect(passwordChecklist('Abc123').special).toBe(false);
    for (const p of ['Abc-123', 'Abc 123', 'Abc!123']) expect(passwordChecklist(p).special).toBe(true);
  });
  it('a strong password meets every rule and is not absurdly long', () => {
    expect(isStrongPassword('Correct-horse-1')).toBe(true);
    expect(isStrongPassword('correct-horse-1')).toBe(false);
    expect(isStrongPassword(`A1-${'a'.repeat(200)}`)).toBe(false);
  });
  it('CC-5.64 the checklist is hidden while the password is empty', () => {
    expect(isPasswordChecklistVisible('')).toBe(false);
    expect(isPasswordChecklistVisible('a')).toBe(true);
  });
});
