import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { avatarPicture, DEFAULT_PICTURE, type AvatarPicture } from '../../domain/avatar';
import { ProfileAvatar } from './ProfileAvatar';

const GITHUB = 'https://avatars.example.org/u/1?v=4';
/** GitHub's picture at the displayed size and twice it (no copy in the site). */
const REMOTE = avatarPicture(GITHUB, undefined);
/** The site's own copy, as the build writes it. */
const COPY: AvatarPicture = avatarPicture(GITHUB, {
  from: GITHUB,
  image: {
    sources: [{ type: 'image/webp', srcSet: '/p/a-96.webp 1x, /p/a-192.webp 2x' }],
    fallback: { type: 'image/jpeg', srcSet: '/p/a-96.jpg 1x, /p/a-192.jpg 2x' },
    src: '/p/a-96.jpg',
  },
});
// Imported images are their file name in tests (test/fileTransform.cjs).
const DEFAULT = 'default-avatar.svg';

const avatar = () => screen.getByRole('img', { name: 'Avatar of Octo' });

describe('ProfileAvatar', () => {
  it("shows the site's copy in its fixed box: WebP first, JPEG at 1x and 2x, high priority", () => {
    const { container } = render(<ProfileAvatar picture={COPY} name="Octo" />);
    expect(avatar()).toHaveAttribute('src', '/p/a-96.jpg');
    expect(avatar()).toHaveAttribute('srcset', '/p/a-96.jpg 1x, /p/a-192.jpg 2x');
    expect(avatar()).toHaveAttribute('width', '96');
    expect(avatar()).toHaveAttribute('height', '96');
    expect(avatar()).toHaveAttribute('fetchpriority', 'high');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/p/a-96.webp 1x, /p/a-192.webp 2x');
  });

  it('asks GitHub for the displayed size when the site has no copy', () => {
    render(<ProfileAvatar picture={REMOTE} name="Octo" />);
    expect(avatar()).toHaveAttribute('src', `${GITHUB}&s=96`);
    expect(avatar()).toHaveAttribute('srcset', `${GITHUB}&s=96 1x, ${GITHUB}&s=192 2x`);
    expect(avatar().closest('picture')).toBeNull();
  });

  it('shows the default picture when there is none', () => {
    render(<ProfileAvatar picture={DEFAULT_PICTURE} name="Octo" />);
    expect(avatar()).toHaveAttribute('src', DEFAULT);
    expect(avatar()).not.toHaveAttribute('srcset');
  });

  it('falls back to the default picture when the picture fails to load', () => {
    render(<ProfileAvatar picture={REMOTE} name="Octo" />);
    fireEvent.error(avatar());
    expect(avatar()).toHaveAttribute('src', DEFAULT);
    expect(avatar()).not.toHaveAttribute('srcset');
  });

  it('gives a new picture its own chance after a failed one', () => {
    const { rerender } = render(<ProfileAvatar picture={REMOTE} name="Octo" />);
    fireEvent.error(avatar());
    const other = avatarPicture('https://avatars.example.org/u/2?v=4', undefined);
    rerender(<ProfileAvatar picture={other} name="Octo" />);
    expect(avatar()).toHaveAttribute('src', 'https://avatars.example.org/u/2?v=4&s=96');
  });

  describe('in the prerendered page', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.replaceChildren();
    });

    /** Hydrates the prerendered avatar, the image having finished (`complete`) or not. */
    function hydrate(complete: boolean): HTMLElement {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ProfileAvatar picture={REMOTE} name="Octo" />);
      document.body.append(container);
      const image = avatar();
      expect(image).toHaveAttribute('src', `${GITHUB}&s=96`);
      // jsdom loads no images: naturalWidth is always 0, as for a broken one.
      jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
      act(() => {
        root = hydrateRoot(container, <ProfileAvatar picture={REMOTE} name="Octo" />);
      });
      return image;
    }

    it('falls back when the picture failed before hydration (no handler listened)', () => {
      expect(hydrate(true)).toHaveAttribute('src', DEFAULT);
    });

    it('keeps a picture that is still loading, and falls back if it then fails', () => {
      const image = hydrate(false);
      expect(image).toHaveAttribute('src', `${GITHUB}&s=96`);
      fireEvent.error(image);
      expect(image).toHaveAttribute('src', DEFAULT);
    });
  });
});
