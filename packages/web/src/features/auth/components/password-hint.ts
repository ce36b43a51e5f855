/** The password rule in plain words, shown under every new-password field. */
export const PASSWORD_HINT =
  '8 to 64 characters, with at least one capital letter, one small letter and one number.';
