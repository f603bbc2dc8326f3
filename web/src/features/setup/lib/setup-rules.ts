/**
 * The form checks each field with the rule the server applies (contract/setup.ts), so a message
 * shown here is the message the API would give; the confirmation is the register form's rule.
 */
import { checkConfirm } from '@contract/auth';
import { setupBody, type SetupBody } from '@contract/setup';

export type SetupField = keyof SetupBody | 'confirm';
export type SetupValues = Record<SetupField, string>;

export const EMPTY_SETUP: SetupValues = { username: '', password: '', confirm: '', nick_name: '', blog_name: '' };

export function setupProblem(field: SetupField, values: SetupValues): string | null {
  if (field === 'confirm') return checkConfirm(values.password, values.confirm);
  const parsed = setupBody.shape[field].safeParse(values[field]);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** What is sent: the values as the server will read them. */
export const setupPayload = (v: SetupValues): SetupBody => ({
  username: v.username.trim(),
  password: v.password,
  nick_name: v.nick_name.trim(),
  blog_name: v.blog_name.trim(),
});
