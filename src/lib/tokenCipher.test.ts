/** @jest-environment node */
import {
  decryptToken,
  encryptToken,
  fromBase64,
  IV_BYTES,
  KEY_BYTES,
  toBase64,
} from './tokenCipher';

describe('tokenCipher', () => {
  it('round-trips a token through AES-GCM', async () => {
    const token = 'github_pat_FAKE.tokenCipher.not.a.real.token';
    const encrypted = await encryptToken(token);
    expect(encrypted.cipher).not.toContain(token);
    expect(fromBase64(encrypted.key)).toHaveLength(KEY_BYTES);
    expect(fromBase64(encrypted.iv)).toHaveLength(IV_BYTES);
    await expect(decryptToken(encrypted)).resolves.toBe(token);
  });

  it('uses a fresh key and iv on every call', async () => {
    const first = await encryptToken('same-token');
    const second = await encryptToken('same-token');
    expect(second.key).not.toBe(first.key);
    expect(second.iv).not.toBe(first.iv);
    expect(second.cipher).not.toBe(first.cipher);
  });

  it('rejects a key that does not belong to the cipher text', async () => {
    const encrypted = await encryptToken('secret');
    const otherKey = (await encryptToken('other')).key;
    await expect(decryptToken({ ...encrypted, key: otherKey })).rejects.toThrow();
    await expect(
      decryptToken({ ...encrypted, iv: toBase64(new Uint8Array(IV_BYTES)) }),
    ).rejects.toThrow();
  });

  it('converts base64 both ways', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
