import { useMemo } from 'react';
import { z } from 'zod';
import { FormDrawer } from './FormDrawer';
import { TextareaField } from './TextareaField';

export interface RemarkDrawerProps {
  title: string;
  label: string;
  /** What the remark is for (e.g. "the exhibitor reads this"). */
  helper?: string;
  /** The contract's longest remark. */
  max?: number;
  /** Sends the decision with the remark (trimmed, never empty). */
  save: (remark: string) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void | Promise<unknown>;
}

/**
 * A rejection (or any decision) that needs a written reason: one required remark in a drawer,
 * refused beside the field when empty; a failed save keeps what was typed.
 * @example {rejecting && <RemarkDrawer key={editor.drawer.key} title={…} label={t('x.remark')} save={(r) => reject(rejecting, r)} onClose={editor.close} onSaved={editor.refresh} />}
 */
export function RemarkDrawer({ title, label, helper, max = 200, save, onClose, onSaved }: RemarkDrawerProps) {
  const schema = useMemo(() => z.object({ remark: z.string().trim().min(1).max(max) }), [max]);
  return (
    <FormDrawer open title={title} schema={schema} defaultValues={{ remark: '' }} save={(values) => save(values.remark)} onClose={onClose} onSaved={onSaved}>
      {({ control }) => <TextareaField control={control} name="remark" label={label} helper={helper} required />}
    </FormDrawer>
  );
}
