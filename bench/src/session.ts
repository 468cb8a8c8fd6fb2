/**
 * Signs in through the portal's own login route and returns the Cookie header a browser would
 * then send, so measured requests pay for session and user look-ups exactly as customers do.
 */
export const signIn = async (portalUrl: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${portalUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`Sign-in as ${email} set no session cookie`);
  return cookies.join('; ');
};
