import type { MessageKey } from '../i18n/index.js';
import { passwordProblem } from '../shared/passwords.js';

/**
 * A new password as the change and reset forms send it, checked in the spec's order (000 §5):
 * password required, then acceptable (strength judged against the member's username and e-mail),
 * then equal to the repeat.
 */
export function newPasswordProblem(
  password: string,
  repassword: string,
  member: { username: string; email: string },
): MessageKey | undefined {
  if (password === '') return 'password.required';
  const problem = passwordProblem(password, [member.username, member.email]);
  if (problem) return problem;
  if (password !== repassword) return 'password.mismatch';
  return undefined;
}
