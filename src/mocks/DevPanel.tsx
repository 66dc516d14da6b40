/**
 * Development-only panel: API latency, injected failures (401, 404, 500 with and without an
 * errors list, network error), slow or failing page code, and "reset demo data" (asked with the
 * app's own confirmation dialog; the page reloads on the restored data and says so in a toast).
 */
import { Box, Button, Checkbox, Drawer, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuWrench } from 'react-icons/lu';
import { useConfirm } from '@/components/feedback/useConfirm';
import { notify } from '@/lib/notify';
import { readControls, writeControls, type InjectedFailure, type MockControls } from './controls';

const failures: InjectedFailure[] = ['none', '401', '404', '500', '500-bare', 'network', 'unreadable'];

/** Set before the reload that follows a reset, so that the reloaded page says the reset is done. */
const RESET_DONE = 'expo.dev.resetDone';

export default function DevPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [controls, setControls] = useState<MockControls>(readControls);
  const [resetting, setResetting] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const change = (patch: Partial<MockControls>) => setControls(writeControls(patch));

  useEffect(() => {
    if (sessionStorage.getItem(RESET_DONE) === null) return;
    sessionStorage.removeItem(RESET_DONE);
    notify.success(t('dev.resetDone'), 5000);
  }, [t]);

  const resetData = async () => {
    const confirmed = await confirm({ danger: true, title: t('dev.resetTitle'), message: t('dev.resetConfirm'), confirmLabel: t('dev.resetData') });
    if (!confirmed) return;
    setResetting(true);
    try {
      const { resetDemoData, reloadPage } = await import('./browser');
      await resetDemoData();
      sessionStorage.setItem(RESET_DONE, '1');
      reloadPage();
    } catch {
      notify.error(t('dev.resetFailed'));
      setResetting(false);
    }
  };

  const failureSelect = (value: InjectedFailure, onChange: (v: InjectedFailure) => void, testId: string) => (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} data-testid={testId} onChange={(e) => onChange(e.target.value as InjectedFailure)}>
        {failures.map((f) => (
          <option key={f} value={f}>
            {t(`dev.failure.${f}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <>
      <Box position="fixed" left="3" bottom={{ base: "20", md: "3" }} zIndex="overlay">
        <Button size="xs" variant="surface" colorPalette="orange" onClick={() => setOpen(true)} data-testid="dev-panel-open">
          <LuWrench /> {t('dev.panel')}
        </Button>
      </Box>
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="sm">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="dev-panel">
              <Drawer.Header>
                <Drawer.Title>{t('dev.panel')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="5">
                  <Text fontSize="sm" color="fg.muted">{t('dev.mocksOn')}</Text>
                  <Field.Root>
                    <Field.Label>{t('dev.latency')}</Field.Label>
                    <Input size="sm" type="number" min={0} step={100} value={controls.latencyMs} onChange={(e) => change({ latencyMs: Math.max(0, Number(e.target.value) || 0) })} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('dev.failNext')}</Field.Label>
                    {failureSelect(controls.failNext, (v) => change({ failNext: v }), 'dev-fail-next')}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('dev.failAll')}</Field.Label>
                    {failureSelect(controls.failAll, (v) => change({ failAll: v }), 'dev-fail-all')}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('dev.slowChunk')}</Field.Label>
                    <Input size="sm" type="number" min={0} step={1000} value={controls.chunkDelayMs} onChange={(e) => change({ chunkDelayMs: Math.max(0, Number(e.target.value) || 0) })} />
                  </Field.Root>
                  <Checkbox.Root checked={controls.failChunks} onCheckedChange={(e) => change({ failChunks: Boolean(e.checked) })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('dev.failChunk')}</Checkbox.Label>
                  </Checkbox.Root>
                  <Button colorPalette="red" variant="outline" data-testid="dev-reset-data" loading={resetting} onClick={() => void resetData()}>
                    {t('dev.resetData')}
                  </Button>
                </Stack>
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {confirmDialog}
    </>
  );
}
