import { Box, Button, Field, Group, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LuBold, LuHeading2, LuImage, LuItalic, LuLink, LuList, LuPilcrow } from 'react-icons/lu';
import { UploadInput } from '../upload/UploadInput';
import { htmlContentStyles } from './SafeHtml';
import { sanitizeHtml } from './sanitize';

export interface RichTextEditorProps {
  /** HTML. */
  value: string | null | undefined;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  minHeight?: string;
  onBlur?: () => void;
  describedBy?: string;
}

type Panel = 'link' | 'image' | null;
type Command = 'bold' | 'italic' | 'insertUnorderedList';

/** '' for an editor holding only empty markup. */
function normalise(html: string): string {
  const clean = sanitizeHtml(html);
  return /^(<p>)?(<br>)?(<\/p>)?$/.test(clean.trim()) ? '' : clean;
}

function ToolButton({ label, active, onPress, children, disabled }: { label: string; active?: boolean; onPress: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <IconButton
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the editor's selection: act on click, never take focus on mouse down.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
    >
      {children}
    </IconButton>
  );
}

/**
 * A small rich-text editor on contentEditable (no editor library): bold, italic, heading, bullet
 * list, link, and images uploaded through UploadInput. It emits sanitised HTML; pasted content is
 * sanitised too. Show stored HTML with SafeHtml. RichTextField binds it to react-hook-form.
 * @example <RichTextEditor value={html} onChange={setHtml} label={t('news.content')} />
 */
export function RichTextEditor({ value, onChange, label, placeholder, disabled, invalid, minHeight = '12rem', onBlur, describedBy }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const saved = useRef<Range | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [link, setLink] = useState('https://');
  const [active, setActive] = useState<Record<Command, boolean>>({ bold: false, italic: false, insertUnorderedList: false });
  const [empty, setEmpty] = useState(() => !value);

  // Outside value (first render, form reset): put it in the editor; our own edits are left alone.
  useLayoutEffect(() => {
    const el = area.current;
    const next = value ?? '';
    if (!el || next === emitted.current) return;
    el.innerHTML = sanitizeHtml(next);
    emitted.current = next;
    setEmpty(!next);
  }, [value]);

  useEffect(() => {
    if (panel === 'link') linkInput.current?.focus();
  }, [panel]);

  // Toolbar state follows the caret.
  useEffect(() => {
    const update = () => {
      const el = area.current;
      const selection = document.getSelection();
      if (!el || !selection?.anchorNode || !el.contains(selection.anchorNode)) return;
      const state = (c: Command) => {
        try {
          return document.queryCommandState?.(c) ?? false;
        } catch {
          return false;
        }
      };
      setActive({ bold: state('bold'), italic: state('italic'), insertUnorderedList: state('insertUnorderedList') });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const emit = () => {
    const el = area.current;
    if (!el) return;
    const html = normalise(el.innerHTML);
    emitted.current = html;
    setEmpty(!html);
    onChange(html);
  };

  const keepSelection = () => {
    const selection = document.getSelection();
    const range = selection && selection.rangeCount ? selection.getRangeAt(0) : null;
    saved.current = range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };

  const restoreSelection = () => {
    const el = area.current;
    if (!el) return;
    el.focus();
    const selection = document.getSelection();
    if (!selection) return;
    selection.removeAllRanges();
    if (saved.current) selection.addRange(saved.current);
    else {
      const end = document.createRange();
      end.selectNodeContents(el);
      end.collapse(false);
      selection.addRange(end);
    }
  };

  /** document.execCommand: deprecated but universal, and it keeps the browser's undo stack. */
  const exec = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };

  const openPanel = (next: Panel) => {
    keepSelection();
    setPanel((current) => (current === next ? null : next));
  };

  const insertLink = () => {
    if (!/^https?:\/\/\S+$/i.test(link.trim())) return;
    restoreSelection();
    const selection = document.getSelection();
    if (selection && selection.isCollapsed) document.execCommand('insertHTML', false, `<a href="${encodeURI(link.trim())}">${link.trim().replace(/</g, '&lt;')}</a>`);
    else document.execCommand('createLink', false, link.trim());
    emit();
    setPanel(null);
    setLink('https://');
  };

  const linkInvalid = link !== 'https://' && !/^https?:\/\/\S+$/i.test(link.trim());

  return (
    <Stack gap="0" borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} rounded="md" overflow="hidden" aria-disabled={disabled}>
      <HStack role="toolbar" aria-label={t('kit.editor.toolbar')} gap="1" p="1" borderBottomWidth="1px" bg="bg.subtle" wrap="wrap">
        <ToolButton label={t('kit.editor.bold')} active={active.bold} disabled={disabled} onPress={() => exec('bold')}>
          <LuBold />
        </ToolButton>
        <ToolButton label={t('kit.editor.italic')} active={active.italic} disabled={disabled} onPress={() => exec('italic')}>
          <LuItalic />
        </ToolButton>
        <ToolButton label={t('kit.editor.heading')} disabled={disabled} onPress={() => exec('formatBlock', '<h2>')}>
          <LuHeading2 />
        </ToolButton>
        <ToolButton label={t('kit.editor.paragraph')} disabled={disabled} onPress={() => exec('formatBlock', '<p>')}>
          <LuPilcrow />
        </ToolButton>
        <ToolButton label={t('kit.editor.bulletList')} active={active.insertUnorderedList} disabled={disabled} onPress={() => exec('insertUnorderedList')}>
          <LuList />
        </ToolButton>
        <ToolButton label={t('kit.editor.link')} active={panel === 'link'} disabled={disabled} onPress={() => openPanel('link')}>
          <LuLink />
        </ToolButton>
        <ToolButton label={t('kit.editor.image')} active={panel === 'image'} disabled={disabled} onPress={() => openPanel('image')}>
          <LuImage />
        </ToolButton>
      </HStack>
      {panel === 'link' && (
        <Box p="2" borderBottomWidth="1px">
          <Field.Root invalid={linkInvalid}>
            <Group attached width="full">
              <Input
                size="sm"
                type="url"
                ref={linkInput}
                value={link}
                aria-label={t('kit.editor.linkUrl')}
                onChange={(e) => setLink(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    insertLink();
                  } else if (e.key === 'Escape') setPanel(null);
                }}
              />
              <Button size="sm" onClick={insertLink} disabled={linkInvalid || link === 'https://'}>
                {t('kit.editor.insert')}
              </Button>
            </Group>
            <Field.ErrorText>{t('kit.editor.linkInvalid')}</Field.ErrorText>
          </Field.Root>
        </Box>
      )}
      {panel === 'image' && (
        <Box p="2" borderBottomWidth="1px">
          <UploadInput
            kind="image"
            value=""
            label={t('kit.editor.image')}
            onChange={(url) => {
              if (!url) return;
              restoreSelection();
              document.execCommand('insertImage', false, String(url));
              emit();
              setPanel(null);
            }}
          />
        </Box>
      )}
      <Box position="relative">
        {empty && placeholder && (
          <Text position="absolute" insetInlineStart="3" top="2" color="fg.subtle" pointerEvents="none" aria-hidden>
            {placeholder}
          </Text>
        )}
        <Box
          ref={area}
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a rich-text area is a contentEditable element, not an input
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : 0}
          contentEditable={!disabled}
          suppressContentEditableWarning
          minH={minHeight}
          maxH="60vh"
          overflowY="auto"
          px="3"
          py="2"
          outline="none"
          _focusVisible={{ boxShadow: 'inset 0 0 0 2px var(--chakra-colors-blue-500)' }}
          css={htmlContentStyles}
          onInput={emit}
          onBlur={() => {
            keepSelection();
            onBlur?.();
          }}
          onPaste={(e) => {
            e.preventDefault();
            const html = e.clipboardData.getData('text/html');
            const text = e.clipboardData.getData('text/plain');
            if (html) document.execCommand('insertHTML', false, sanitizeHtml(html));
            else document.execCommand('insertText', false, text);
            emit();
          }}
          onDrop={(e) => {
            // Dropped files go through the image button (checked and uploaded), not inline.
            if (e.dataTransfer.files.length) e.preventDefault();
          }}
        />
      </Box>
    </Stack>
  );
}

interface RichTextFieldProps<T extends FieldValues> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  placeholder?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  minHeight?: string;
}

/**
 * RichTextEditor bound to react-hook-form (an HTML string), with label and message.
 * @example <RichTextField control={form.control} name="introduction" label={t('product.introduction')} />
 */
export function RichTextField<T extends FieldValues>({ control, name, label, placeholder, helper, required, disabled, minHeight }: RichTextFieldProps<T>) {
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Box width="full">
        <RichTextEditor value={value as string | undefined} onChange={onChange} onBlur={onBlur} label={label} placeholder={placeholder} disabled={disabled} invalid={Boolean(message)} minHeight={minHeight} />
      </Box>
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
