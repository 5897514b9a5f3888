import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { dataUrl, tinyPng } from '../../../test/tiny-png';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const imageOnly = 'Please choose an image file (PNG, JPEG, WebP or GIF)';
const imageTooLarge = 'The image must be 2 MB or smaller';

const update = (session: Session, payload: Record<string, unknown>) =>
  asUser(t.app, session)({ method: 'PUT', url: '/api/v1/auth/profile', payload });

async function storedUser(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const avatar = (profileImage: string) => t.app.inject({ method: 'GET', url: `/${profileImage}` });

describe('GET /auth/profile', () => {
  it('answers the signed-in user, and 401 without a session', async () => {
    const session = await signUpAndLogin(t.app);
    const response = await asUser(t.app, session)({ method: 'GET', url: '/api/v1/auth/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { id: session.user.id, role: 'user' } });
    expect(response.body).not.toMatch(/password/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /auth/profile', () => {
  it('changes name and username; ignores e-mail, role, credits and isActive', async () => {
    const session = await signUpAndLogin(t.app);
    const before = await storedUser(session.user.id);
    const response = await update(session, {
      name: 'Renamed Person',
      username: 'renamed.person',
      email: 'taken-over@example.com',
      role: 'admin',
      credits: 9999,
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      user: { name: 'Renamed Person', username: 'renamed.person', email: before.email, role: 'user' },
    });
    expect(await storedUser(session.user.id)).toMatchObject({
      name: 'Renamed Person',
      username: 'renamed.person',
      email: before.email,
      role: 'user',
      credits: before.credits,
      isActive: true,
    });
  });

  it('refuses a name or username under 2 characters with the spec messages and changes nothing', async () => {
    const session = await signUpAndLogin(t.app);
    const before = await storedUser(session.user.id);
    for (const [payload, path, message] of [
      [{ name: 'A', username: before.username }, 'name', 'Name must be at least 2 characters'],
      [{ name: 'Okay Name', username: 'b' }, 'username', 'Username must be at least 2 characters'],
      [{ name: '  ', username: before.username }, 'name', 'Please fill in all fields'],
    ] as const) {
      const response = await update(session, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [{ path, message }] });
    }
    expect(await storedUser(session.user.id)).toMatchObject({ name: before.name, username: before.username });
  });

  it('answers 409 for a username another user has, in any case, but lets users recase their own', async () => {
    const mine = await signUpAndLogin(t.app);
    const theirs = await signUpAndLogin(t.app);
    const taken = await update(mine, { name: 'Mine', username: theirs.user.username.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'This username is already taken',
      errors: [{ path: 'username' }],
    });
    const recased = await update(mine, { name: 'Mine', username: mine.user.username.toUpperCase() });
    expect(recased.statusCode).toBe(200);
  });

  it('stores a PNG data URL as a file and serves it back as image/png', async () => {
    const session = await signUpAndLogin(t.app);
    const png = tinyPng([10, 120, 200]);
    const response = await update(session, {
      name: 'With Avatar',
      username: session.user.username,
      profileImage: dataUrl(png),
    });
    expect(response.statusCode).toBe(200);
    const profileImage: string = response.json().user.profileImage;
    expect(profileImage).toMatch(/^uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    expect((await storedUser(session.user.id)).profileImage).toBe(profileImage);

    const served = await avatar(profileImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    // Sending the shown image back (as stored, rooted or absolute) keeps it.
    for (const same of [profileImage, `/${profileImage}`, `http://amicus.test/${profileImage}`]) {
      const kept = await update(session, {
        name: 'With Avatar',
        username: session.user.username,
        profileImage: same,
      });
      expect(kept.json().user.profileImage).toBe(profileImage);
    }
    expect((await avatar(profileImage)).statusCode).toBe(200);
  });

  it('removes the old file when the avatar is replaced or removed', async () => {
    const session = await signUpAndLogin(t.app);
    const body = { name: 'Avatar Swapper', username: session.user.username };
    const first = (await update(session, { ...body, profileImage: dataUrl(tinyPng([1, 2, 3])) })).json().user
      .profileImage as string;
    const second = (await update(session, { ...body, profileImage: dataUrl(tinyPng([4, 5, 6])) })).json().user
      .profileImage as string;
    expect(second).not.toBe(first);
    expect((await avatar(first)).statusCode).toBe(404);
    expect((await avatar(second)).statusCode).toBe(200);

    const removed = await update(session, { ...body, profileImage: null });
    expect(removed.json().user.profileImage).toBeNull();
    expect((await avatar(second)).statusCode).toBe(404);
    expect(await t.app.ctx.storage.read(second.replace('uploads/', ''))).toBeUndefined();
  });

  it('refuses SVG, text labelled as PNG and non-data-URL strings, and changes nothing', async () => {
    const session = await signUpAndLogin(t.app);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const profileImage of [
      dataUrl(svg, 'image/svg+xml'),
      dataUrl(svg, 'image/png'),
      dataUrl(Buffer.from('just some text, not an image'), 'image/png'),
      'https://elsewhere.example/avatar.png',
      'data:image/png;base64,',
    ]) {
      const response = await update(session, {
        name: 'No Change',
        username: session.user.username,
        profileImage,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: imageOnly,
        errors: [{ path: 'profileImage', message: imageOnly }],
      });
    }
    expect(await storedUser(session.user.id)).toMatchObject({ profileImage: null });
    expect((await storedUser(session.user.id)).name).not.toBe('No Change');
  });

  it('takes an image of exactly 2 MB and refuses anything larger with a clear 413', async () => {
    const session = await signUpAndLogin(t.app);
    const body = { name: 'Big Picture', username: session.user.username };
    const png = tinyPng();
    // Trailing bytes after a real PNG keep it a PNG by its signature, at the size we want.
    const exactly2Mb = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
    expect((await update(session, { ...body, profileImage: dataUrl(exactly2Mb) })).statusCode).toBe(200);
    const kept = (await storedUser(session.user.id)).profileImage;

    for (const extra of [1, 1024 * 1024, 2 * 1024 * 1024]) {
      const bigger = Buffer.concat([exactly2Mb, Buffer.alloc(extra)]);
      const response = await update(session, { ...body, profileImage: dataUrl(bigger) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: imageTooLarge });
    }
    expect((await storedUser(session.user.id)).profileImage).toBe(kept);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      payload: { name: 'Nobody', username: 'nobody' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /uploads/avatars/:file', () => {
  it('answers 404 for unknown or malformed names', async () => {
    for (const name of ['00000000-0000-0000-0000-000000000000.png', '..%2F..%2Fapp-secret.key', 'x.svg']) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/avatars/${name}` })).statusCode).toBe(404);
    }
  });
});
