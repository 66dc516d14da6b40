import { Button, Stack } from '@chakra-ui/react';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { notify } from '@/lib/notify';
import type { I18nKey } from '../types';
import { Thumbnail } from '../media/Thumbnail';

export interface QrDownloadProps {
  /** Image URL or data URL (data:image/png;base64,…). */
  src: string;
  /** Saved name; `.jpg` is added when missing. */
  fileName: string;
  /** Shown size (CSS length or Chakra token), default 40 (160 px). */
  size?: string;
  alt?: string;
  label?: I18nKey;
}

function loadImage(src: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new window.Image();
    if (crossOrigin) img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${src.slice(0, 60)}`));
    img.src = src;
  });
}

/** Draws the image on white (JPEG has no transparency) and encodes it as JPEG. */
async function toJpeg(img: HTMLImageElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth || img.width || 512;
  canvas.height = img.naturalHeight || img.height || 512;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', 0.92));
}

/**
 * The image of a URL or data URL as a JPEG Blob. A cross-origin image is drawn with CORS, or
 * fetched first (so the canvas is not tainted).
 */
export async function imageToJpeg(src: string): Promise<Blob> {
  const isData = src.startsWith('data:') || src.startsWith('blob:');
  try {
    return await toJpeg(await loadImage(src, !isData));
  } catch (error) {
    if (isData) throw error;
    const response = await fetch(src, { mode: 'cors' });
    if (!response.ok) throw error;
    const url = URL.createObjectURL(await response.blob());
    try {
      return await toJpeg(await loadImage(url, false));
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

export const jpegName = (name: string) => (/\.jpe?g$/i.test(name) ? name : `${name.replace(/\.(png|gif|webp|bmp)$/i, '')}.jpg`);

/**
 * A QR code (or any image) with a button that downloads it as JPEG under the given name.
 * @example <QrDownload src={qr.data} fileName={`${exhibition.name}-展商二维码`} />
 */
export function QrDownload({ src, fileName, size = '40', alt, label = 'kit.qr.download' }: QrDownloadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Stack gap="2" align="center" width="fit-content">
      <Thumbnail src={src} alt={alt ?? t('kit.qr.alt')} boxSize={size} objectFit="contain" bg="white" borderWidth="1px" rounded="md" />
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        disabled={!src}
        onClick={async () => {
          setBusy(true);
          try {
            saveAs(await imageToJpeg(src), jpegName(fileName));
          } catch {
            notify.error(t('kit.qr.failed'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <LuDownload /> {t(label)}
      </Button>
    </Stack>
  );
}
