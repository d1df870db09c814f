import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ProfileAvatar } from './ProfileAvatar';

const PICTURE = 'https://avatars.example.org/octo.png';
// Imported images are their file name in tests (test/fileTransform.cjs).
const DEFAULT = 'default-avatar.svg';

const avatar = () => screen.getByRole('img', { name: 'Avatar of Octo' });

describe('ProfileAvatar', () => {
  it('shows the picture in its fixed box', () => {
    render(<ProfileAvatar src={PICTURE} name="Octo" />);
    expect(avatar()).toHaveAttribute('src', PICTURE);
    expect(avatar()).toHaveAttribute('width', '96');
    expect(avatar()).toHaveAttribute('height', '96');
  });

  it('shows the default picture when there is none', () => {
    render(<ProfileAvatar src={null} name="Octo" />);
    expect(avatar()).toHaveAttribute('src', DEFAULT);
  });

  it('falls back to the default picture when the picture fails to load', () => {
    render(<ProfileAvatar src={PICTURE} name="Octo" />);
    fireEvent.error(avatar());
    expect(avatar()).toHaveAttribute('src', DEFAULT);
  });

  it('gives a new picture its own chance after a failed one', () => {
    const { rerender } = render(<ProfileAvatar src={PICTURE} name="Octo" />);
    fireEvent.error(avatar());
    rerender(<ProfileAvatar src="https://avatars.example.org/other.png" name="Octo" />);
    expect(avatar()).toHaveAttribute('src', 'https://avatars.example.org/other.png');
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
      container.innerHTML = renderToString(<ProfileAvatar src={PICTURE} name="Octo" />);
      document.body.append(container);
      const image = avatar();
      expect(image).toHaveAttribute('src', PICTURE);
      // jsdom loads no images: naturalWidth is always 0, as for a broken one.
      jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
      act(() => {
        root = hydrateRoot(container, <ProfileAvatar src={PICTURE} name="Octo" />);
      });
      return image;
    }

    it('falls back when the picture failed before hydration (no handler listened)', () => {
      expect(hydrate(true)).toHaveAttribute('src', DEFAULT);
    });

    it('keeps a picture that is still loading, and falls back if it then fails', () => {
      const image = hydrate(false);
      expect(image).toHaveAttribute('src', PICTURE);
      fireEvent.error(image);
      expect(image).toHaveAttribute('src', DEFAULT);
    });
  });
});
