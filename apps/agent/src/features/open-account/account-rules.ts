export interface FieldRule {
  readonly enabled: boolean;
  readonly required?: boolean;
  readonly regExp: string;
}

export interface NewAccount {
  readonly username: string;
  readonly password: string;
  readonly confirm: string;
}

export type AccountErrors = Partial<
  Record<
    keyof NewAccount,
    'validation.accountFormat' | 'validation.passwordFormat' | 'agent.passwordMismatch'
  >
>;

const matches = (rule: FieldRule | undefined, value: string) => {
  if (!rule?.enabled) return value.length > 0;
  try {
    return new RegExp(rule.regExp).test(value);
  } catch {
    // A broken server rule must not block the agent; the server checks again.
    return value.length > 0;
  }
};

/** The registration config's username and password rules (the server applies the same), and the confirmation. */
export function checkNewAccount(
  account: NewAccount,
  rules: { username?: FieldRule | undefined; password?: FieldRule | undefined },
): AccountErrors {
  const errors: AccountErrors = {};
  if (!matches(rules.username, account.username.trim())) errors.username = 'validation.accountFormat';
  if (!matches(rules.password, account.password)) errors.password = 'validation.passwordFormat';
  if (account.confirm !== account.password) errors.confirm = 'agent.passwordMismatch';
  return errors;
}
