import { TextField, type TextFieldProps } from './text-field';

type AccountFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'label'> & {
  label?: string;
};

/**
 * An email field: the phone's email keyboard and the browser's saved address. A teacher's sign-in
 * names it 'username' so a password manager pairs it with the password.
 */
export function EmailField({
  label = 'Email',
  signIn = false,
  ...field
}: AccountFieldProps & { signIn?: boolean }) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={signIn ? 'username' : 'email'}
      inputMode="email"
      {...field}
    />
  );
}

/** The password rule in plain words, shown under every new-password field. */
export const PASSWORD_HINT =
  '8 to 64 characters, with at least one capital letter, one small letter and one number.';

/**
 * A password field: 'current' signs in with the saved password; 'new' (with the rule as its hint)
 * and 'confirm' let the browser offer a strong one and save it.
 */
export function PasswordField({
  label = 'Password',
  purpose,
  ...field
}: AccountFieldProps & { purpose: 'current' | 'new' | 'confirm' }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      {...(purpose === 'new' ? { hint: PASSWORD_HINT } : {})}
      {...field}
    />
  );
}
