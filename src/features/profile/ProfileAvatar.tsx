import { useI18n } from '../../i18n/I18nContext';
import { useEffect, useRef, useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg';
import { AVATAR_SIZE, type AvatarPicture } from '../../domain/avatar';

/**
 * The owner's picture in a fixed 96 px box (nothing moves when it arrives), in the formats and
 * densities the picture offers, or the default image when there is none or it fails to load.
 */
export function ProfileAvatar({ picture, name }: { picture: AvatarPicture; name: string }) {
  // Remembers which image failed, so that a new picture (live data) gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const element = useRef<HTMLImageElement>(null);
  const { t } = useI18n();
  const image = picture.kind === 'image' && failed !== picture.src ? picture : null;
  const src = image?.src ?? null;
  useEffect(() => {
    // A prerendered image may fail before hydration, when no React handler listened: ask the image.
    const current = element.current;
    if (src && current?.complete && current.naturalWidth === 0) setFailed(src);
  }, [src]);
  // A plain image: antd's Avatar would bring its group, popover and tooltip code into the first load.
  const img = (
    <img
      ref={element}
      className="profile-avatar"
      src={image?.src ?? defaultAvatar}
      srcSet={image?.srcSet}
      alt={t('header.avatar', { name })}
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      fetchPriority="high"
      onError={() => setFailed(src)}
    />
  );
  if (!image || image.sources.length === 0) return img;
  return (
    <picture className="profile-avatar-picture">
      {image.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} />
      ))}
      {img}
    </picture>
  );
}
