/** Signs a demo account in against the mocks, as the login page does. */
import { signIn } from '@/lib/session/signIn';
import { session } from '@/lib/session/store';

export async function signInAs(username: 'host' | 'exhibitor' | 'exhibitor.en', password = 'demo1234') {
  const ok = await signIn({ grant_type: 'password', username, password });
  if (!ok) throw new Error(`demo sign-in failed for ${username}`);
  return session.get();
}
