import {
  PASSWORD_RULES,
  isPasswordChecklistVisible,
  passwordChecklist,
  type PasswordRule,
} from '@mediaforge/shared';

export interface ChecklistItem {
  readonly rule: PasswordRule;
  readonly met: boolean;
}

/**
 * The password-requirements checklist under the sign-up password (CC §5 "Password checklist"), in the
 * spec's order; undefined while the password is empty, when the checklist is hidden (CC-5.64).
 */
export function checklistItems(password: string): readonly ChecklistItem[] | undefined {
  if (!isPasswordChecklistVisible(password)) return undefined;
  const state = passwordChecklist(password);
  return PASSWORD_RULES.map((rule) => ({ rule, met: state[rule] }));
}
