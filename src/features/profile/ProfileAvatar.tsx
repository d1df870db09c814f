import { useEffect, useRef, useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg';

export const AVATAR_SIZE = 96;

/**
 * The owner's picture in a fixed 96 px box (nothing moves when it arrives), or the default image when
 * there is none or it fails to load.
 */
export function ProfileAvatar({ src, name }: { src: string | null; name: string }) {
  // Remembers which URL failed, so that a new URL (live data) gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A prerendered image may fail before hydration, when no React handler listened: ask the image.
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailed(src);
  }, [src]);
  const shown = src && failed !== src ? src : defaultAvatar;
  // A plain image: antd's Avatar would bring its group, popover and tooltip code into the first load.
  return (
    <img
      ref={image}
      className="profile-avatar"
      src={shown}
      alt={`Avatar of ${name}`}
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      fetchPriority="high"
      onError={() => setFailed(src)}
    />
  );
}
