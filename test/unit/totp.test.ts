import { describe, expect, it } from 'vitest';
import { totpCode } from '../support/totp.ts';

describe('the test authenticator app', () => {
  it('computes RFC 6238 codes (the RFC test vector, SHA-1, truncated to 6 digits)', () => {
    // Secret "12345678901234567890" in base32; at T = 59 s the RFC gives 94287082 (8 digits).
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1_111_111_109_000)).toBe('081804');
  });
});
