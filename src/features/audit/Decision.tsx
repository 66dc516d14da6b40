import { Button, Field, HStack, Kbd, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DecisionProps {
  busy: boolean;
  /** The reject box is open (R opens it from the keyboard). */
  rejecting: boolean;
  setRejecting: (open: boolean) => void;
  onApprove: () => void;
  onReject: (remark: string) => void;
}

/** 通过 / 驳回 with a required reason; Enter sends the rejection, Esc closes the box. */
export function Decision({ busy, rejecting, setRejecting, onApprove, onReject }: DecisionProps) {
  const { t } = useTranslation();
  if (rejecting) return <RejectBox busy={busy} onCancel={() => setRejecting(false)} onReject={onReject} />;
  return (
    <HStack>
      <Button colorPalette="green" loading={busy} onClick={onApprove}>
        {t('host.audit.approve')} <Kbd size="sm">A</Kbd>
      </Button>
      <Button colorPalette="red" variant="outline" disabled={busy} onClick={() => setRejecting(true)}>
        {t('host.audit.reject')} <Kbd size="sm">R</Kbd>
      </Button>
    </HStack>
  );
}

/** The reason for a rejection: focused when it opens, required. */
function RejectBox({ busy, onCancel, onReject }: { busy: boolean; onCancel: () => void; onReject: (remark: string) => void }) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  const send = () => {
    if (!remark.trim()) return setMissing(true);
    onReject(remark.trim());
  };
  return (
    <Stack gap="2">
      <Field.Root invalid={missing} required>
        <Field.Label>{t('host.audit.remark')}</Field.Label>
        <Textarea
          ref={box}
          rows={3}
          value={remark}
          placeholder={t('host.audit.remarkPlaceholder')}
          onChange={(e) => {
            setRemark(e.target.value);
            setMissing(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            } else if (e.key === 'Escape') onCancel();
          }}
        />
        <Field.ErrorText>{t('host.audit.remarkRequired')}</Field.ErrorText>
      </Field.Root>
      <HStack>
        <Button colorPalette="red" loading={busy} onClick={send}>
          {t('host.audit.confirmReject')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('host.audit.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
