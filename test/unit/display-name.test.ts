import { describe, expect, it } from 'vitest';
import { displayName } from '#shared/display-name';

describe('displayName', () => {
  it('prefers the first name, then the name, then the email, then User', () => {
    expect(displayName({ firstName: 'Ana', name: 'Ana Silva', email: 'ana@example.com' })).toBe('Ana');
    expect(displayName({ firstName: '  ', name: 'Ana Silva', email: 'ana@example.com' })).toBe('Ana Silva');
    expect(displayName({ firstName: null, email: 'ana.silva@example.com' })).toBe('ana.silva');
    expect(displayName({ email: '@example.com' })).toBe('User');
    expect(displayName({})).toBe('User');
  });
});
