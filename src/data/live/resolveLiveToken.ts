import { decryptToken, type EncryptedToken } from '../../lib/tokenCipher';

/**
 * The token the page may use: a plain one as given, an encrypted one decrypted with Web Crypto. A token
 * that does not decrypt (key or iv from another run of encrypt-token) is reported and dropped: the page
 * then uses the public endpoints, which still show the public data.
 */
export async function resolveLiveToken(
  token: EncryptedToken | string | null,
): Promise<string | null> {
  if (token === null || typeof token === 'string') return token;
  try {
    return await decryptToken(token);
  } catch (error) {
    console.error('Error in key operations', error);
    return null;
  }
}
