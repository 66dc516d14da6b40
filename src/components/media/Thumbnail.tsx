import { Box, Icon, Image, type ImageProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImage, LuImageOff } from 'react-icons/lu';

export interface ThumbnailProps extends Omit<ImageProps, 'src' | 'alt' | 'onError'> {
  /** The picture's address; empty shows the "no image" placeholder. */
  src?: string | null;
  /** What the picture shows ('' for a decorative picture; the placeholder then says "no image"). */
  alt: string;
  /** The placeholder's icon (default: a picture, crossed out when loading failed). */
  icon?: ReactNode;
  /** Called once when the picture cannot be loaded. */
  onFail?: () => void;
}

/** Props that only make sense on an <img>: the placeholder box does not take them. */
const IMAGE_ONLY = ['objectFit', 'fit', 'objectPosition', 'loading', 'decoding', 'fallbackSrc', 'srcSet', 'sizes', 'crossOrigin', 'referrerPolicy', 'draggable', 'htmlWidth', 'htmlHeight'] as const;

/**
 * A picture from the API that never shows the browser's broken-image icon: when the address is
 * empty or the picture fails to load, a placeholder of the same size (soft background and an
 * icon, named like the picture) takes its place. Size it like an image: the box gets the same
 * layout props (`boxSize`, `width` + `aspectRatio`, `rounded`, …); with no height of its own, the
 * placeholder keeps a 4:3 shape.
 * @example <Thumbnail src={product.cover} alt={product.name} boxSize="16" objectFit="cover" rounded="sm" loading="lazy" />
 */
export function Thumbnail({ src, alt, icon, onFail, ...props }: ThumbnailProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const address = src?.trim() || null;
  if (address && failed !== address) {
    return (
      <Image
        src={address}
        alt={alt}
        {...props}
        onError={() => {
          setFailed(address);
          onFail?.();
        }}
      />
    );
  }
  const box: Record<string, unknown> = { ...props };
  for (const key of IMAGE_ONLY) delete box[key];
  const sized = ['boxSize', 'h', 'height', 'aspectRatio', 'minH', 'minHeight'].some((k) => box[k] !== undefined);
  const label = address ? t('kit.media.imageFailed') : t('kit.media.noImage');
  return (
    <Box
      // A box stands for the picture: an <img> would show the broken-image icon again.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-label={alt || label}
      title={label}
      data-testid="thumbnail-placeholder"
      data-state={address ? 'failed' : 'empty'}
      display="flex"
      alignItems="center"
      justifyContent="center"
      overflow="hidden"
      bg="bg.muted"
      color="fg.subtle"
      {...(sized ? {} : { aspectRatio: 4 / 3 })}
      {...box}
    >
      <Icon width="40%" height="40%" minW="4" minH="4" maxW="12" maxH="12" aria-hidden>
        {icon ?? (address ? <LuImageOff /> : <LuImage />)}
      </Icon>
    </Box>
  );
}
