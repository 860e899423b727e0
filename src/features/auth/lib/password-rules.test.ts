// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, newPasswordSchema, PASSWORD_MESSAGES } from './password-rules';

describe('password rules (mirroring supabase/config.toml)', () => {
  it.each([
    ['Perfete-demo-2026', true],
    ['abcdefghi1', true],
    ['abcdefgh1', false],
    ['onlyletters', false],
    ['1234567890', false],
    ['', false],
  ])('%j meets the rules: %s', (password, ok) => {
    expect(meetsPasswordRules(password)).toBe(ok);
  });

  it('asks for a matching confirmation', () => {
    const result = newPasswordSchema.safeParse({ password: 'abcdefghi1', confirm: 'abcdefghi2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirm', PASSWORD_MESSAGES.mismatch],
    ]);
  });

  it('says what a weak password lacks', () => {
    const result = newPasswordSchema.safeParse({ password: 'short', confirm: 'short' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_MESSAGES.weak]);
  });
});
