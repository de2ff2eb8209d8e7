import { getAuthClient } from '../../lib/supabase.ts';

/**
 * Sign out here, then let the server finish with a browser navigation to /api/logout
 * (spec §2). The page that loads afterwards starts a fresh anonymous session.
 */
export async function logout(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const auth = await getAuthClient();
  await auth.signOut({ scope: 'local' });
  navigate('/api/logout');
}
