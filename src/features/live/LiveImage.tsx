import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** An image that takes no room when it cannot be loaded (a moved banner or cover). */
export function LiveImage(props: ImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <Image {...props} onError={() => setFailed(true)} />;
}
