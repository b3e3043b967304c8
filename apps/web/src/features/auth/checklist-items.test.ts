import { describe, expect, it } from 'vitest';
import { checklistItems } from './checklist-items';

const met = (password: string) =>
  Object.fromEntries((checklistItems(password) ?? []).map(({ rule, met: ok }) => [rule, ok]));

describe('password checklist', () => {
  it('CC-5.64 is hidden while the password is empty and shown from the first character', () => {
    expect(checklistItems('')).toBeUndefined();
    expect(checklistItems('a')).toHaveLength(5);
  });

  it('CC-5.59 at least 8 characters: 7 unmet, 8 met', () => {
    expect(met('abcdefg').minLength).toBe(false);
    expect(met('abcdefgh').minLength).toBe(true);
  });

  it('CC-5.60 CC-5.61 CC-5.62 an uppercase letter, a lowercase letter and a digit tick their rules', () => {
    expect(met('A')).toMatchObject({ uppercase: true, lowercase: false, digit: false });
    expect(met('Aa')).toMatchObject({ uppercase: true, lowercase: true, digit: false });
    expect(met('Aa1')).toMatchObject({ uppercase: true, lowercase: true, digit: true });
  });

  it('CC-5.63 "-" or a space is a special character; letters and digits are not', () => {
    expect(met('Aa1').special).toBe(false);
    expect(met('Aa1-').special).toBe(true);
    expect(met('Aa1 ').special).toBe(true);
  });

  it('lists the rules in the spec’s order', () => {
    expect(checklistItems('x')?.map((item) => item.rule)).toEqual([
      'minLength',
      'uppercase',
      'lowercase',
      'digit',
      'special',
    ]);
  });
});
