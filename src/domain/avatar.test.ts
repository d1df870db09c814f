import { avatarPicture, sizedAvatarUrl, type SiteAvatar } from './avatar';

const GITHUB = 'https://avatars.githubusercontent.com/u/583231?v=4';
const COPY: SiteAvatar = {
  from: GITHUB,
  image: {
    sources: [
      {
        type: 'image/webp',
        srcSet: '/p/static/media/avatar-96.1a.webp 1x, /p/static/media/avatar-192.2b.webp 2x',
      },
    ],
    fallback: {
      type: 'image/jpeg',
      srcSet: '/p/static/media/avatar-96.3c.jpg 1x, /p/static/media/avatar-192.4d.jpg 2x',
    },
    src: '/p/static/media/avatar-96.3c.jpg',
  },
};

describe('avatarPicture', () => {
  it("shows the site's copy of the profile's avatar", () => {
    expect(avatarPicture(GITHUB, COPY)).toEqual({
      kind: 'image',
      sources: COPY.image?.sources,
      src: '/p/static/media/avatar-96.3c.jpg',
      srcSet: '/p/static/media/avatar-96.3c.jpg 1x, /p/static/media/avatar-192.4d.jpg 2x',
    });
  });

  it('shows the default image when the build could not make a copy of that avatar', () => {
    expect(avatarPicture(GITHUB, { from: GITHUB, image: null })).toEqual({ kind: 'default' });
  });

  it('asks GitHub for the displayed size of a picture the build made no copy of', () => {
    const other = 'https://avatars.githubusercontent.com/u/583231?v=5';
    const sized = {
      kind: 'image',
      sources: [],
      src: 'https://avatars.githubusercontent.com/u/583231?v=5&s=96',
      srcSet:
        'https://avatars.githubusercontent.com/u/583231?v=5&s=96 1x, ' +
        'https://avatars.githubusercontent.com/u/583231?v=5&s=192 2x',
    };
    expect(avatarPicture(other, COPY)).toEqual(sized);
    expect(avatarPicture(other, { from: GITHUB, image: null })).toEqual(sized);
    expect(avatarPicture(other, undefined)).toEqual(sized);
  });

  it('shows the default image without a usable URL', () => {
    expect(avatarPicture(null, COPY)).toEqual({ kind: 'default' });
    expect(avatarPicture('javascript:alert(1)', undefined)).toEqual({ kind: 'default' });
  });
});

describe('sizedAvatarUrl', () => {
  it('sets GitHub’s size parameter, replacing one already there', () => {
    expect(sizedAvatarUrl('https://avatars.githubusercontent.com/u/1?v=4&s=460', 192)).toBe(
      'https://avatars.githubusercontent.com/u/1?v=4&s=192',
    );
    expect(sizedAvatarUrl('https://ghe.example/avatars/u/1', 96)).toBe(
      'https://ghe.example/avatars/u/1?s=96',
    );
  });
});
