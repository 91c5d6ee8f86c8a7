// Why a sign-in ended back on /login: the callback redirects with `?error=<code>`
// and the login page shows the message. Codes, never free text, travel in the URL.
export const signInErrorMessages = {
  access_denied: 'Google sign-in was cancelled. Please try again.',
  state_mismatch: 'Your sign-in request expired or did not match. Please try again.',
  invalid_grant: 'Google could not confirm your sign-in. Please try again.',
  invalid_account: 'Your Google account did not share a verified email address.',
  google_unavailable: "We couldn't reach Google. Please try again in a moment.",
  signin_unavailable: 'Sign-in is not configured on this server yet.',
} as const;

export type SignInError = keyof typeof signInErrorMessages;

export function signInErrorMessage(code: string | undefined): string | null {
  if (!code) return null;
  return code in signInErrorMessages ? signInErrorMessages[code as SignInError] : 'Sign-in failed. Please try again.';
}
