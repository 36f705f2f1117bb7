import { describe, expect, it } from 'vitest';
import { SessionMemberSchema } from './profiles';
import { createMemoryStorage } from './storage';
import { StoredLogin } from './StoredLogin';

const KEYS = { token: 'T', profile: 'P' };

describe('StoredLogin', () => {
  it('writes the token and the profile under their keys, and reads them back', () => {
    const storage = createMemoryStorage();
    new StoredLogin(storage, KEYS, SessionMemberSchema).write('tok', { id: 1 });
    expect(storage.getItem('T')).toBe('tok');
    expect(storage.getItem('P')).toBe('{"id":1}');
    expect(new StoredLogin(storage, KEYS, SessionMemberSchema).read()).toEqual({
      token: 'tok',
      profile: { id: 1 },
    });
  });

  it('reads no profile without a token, and no profile of another shape', () => {
    const storage = createMemoryStorage();
    storage.setItem('P', '{"id":1}');
    const login = new StoredLogin(storage, KEYS, SessionMemberSchema);
    expect(login.read()).toEqual({ token: null, profile: null });
    storage.setItem('T', 'tok');
    storage.setItem('P', '[1]');
    expect(login.read()).toEqual({ token: 'tok', profile: null });
  });

  it('replaces the profile alone, and removes both keys', () => {
    const storage = createMemoryStorage();
    const login = new StoredLogin(storage, KEYS, SessionMemberSchema);
    login.write('tok', null);
    expect(storage.getItem('P')).toBeNull();
    login.writeProfile({ id: 2 });
    expect(login.read()).toEqual({ token: 'tok', profile: { id: 2 } });
    login.remove();
    expect(storage.getItem('T')).toBeNull();
    expect(storage.getItem('P')).toBeNull();
  });
});
