/** @jest-environment node */
import { encryptToken } from '../../lib/tokenCipher';
import { resolveLiveToken } from './resolveLiveToken';

describe('resolveLiveToken', () => {
  it('decrypts the output of encrypt-token', async () => {
    const encrypted = await encryptToken('ghp_FAKE-liveTokens-not-a-real-token');
    await expect(resolveLiveToken(encrypted)).resolves.toBe('ghp_FAKE-liveTokens-not-a-real-token');
  });

  it('passes a plain token and no token through', async () => {
    await expect(resolveLiveToken('glpat-plain')).resolves.toBe('glpat-plain');
    await expect(resolveLiveToken(null)).resolves.toBeNull();
  });

  it("logs 'Error in key operations' for a wrong key and continues without a token", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const encrypted = await encryptToken('ghp_FAKE-liveTokens-not-a-real-token');
    const wrongKey = (await encryptToken('another')).key;
    await expect(resolveLiveToken({ ...encrypted, key: wrongKey })).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('Error in key operations', expect.anything());
  });
});
