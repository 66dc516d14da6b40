import { Button, Field, HStack, Kbd, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DecisionProps {
  /** A decision is in flight (this record's or the previous one's). */
  busy: boolean;
  /** This record's rejection is in flight (`busy` when not given). */
  sending?: boolean;
  /** The reason the box opens with (a rejection the server refused). */
  draft?: string;
  /** The reject box is open (R opens it from the keyboard). */
  rejecting: boolean;
  setRejecting: (open: boolean) => void;
  onApprove: () => void;
  onReject: (remark: string) => void;
}

/** 通过 / 驳回 with a required reason; Enter sends the rejection, Esc closes the box. */
export function Decision({ busy, sending, draft, rejecting, setRejecting, onApprove, onReject }: DecisionProps) {
  const { t } = useTranslation();
  if (rejecting) return <RejectBox busy={sending ?? busy} draft={draft} onCancel={() => setRejecting(false)} onReject={onReject} />;
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

/**
 * The reason for a rejection: focused when it opens, required. Once sent it lets go of the focus,
 * so the keys typed next drive the queue again; it takes the focus back when the server refuses.
 */
function RejectBox({ busy, draft, onCancel, onReject }: { busy: boolean; draft?: string; onCancel: () => void; onReject: (remark: string) => void }) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState(draft ?? '');
  const [missing, setMissing] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const sent = useRef(false);
  useEffect(() => box.current?.focus(), []);
  useEffect(() => {
    if (busy || !sent.current) return;
    sent.current = false;
    box.current?.focus();
  }, [busy]);
  const send = () => {
    if (!remark.trim()) return setMissing(true);
    sent.current = true;
    box.current?.blur();
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
