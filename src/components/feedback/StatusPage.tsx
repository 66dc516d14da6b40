import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Full-page status (404, 500, failed page load) with one way forward. */
export function StatusPage({ code, title, description, action }: { code?: string; title: string; description: string; action?: ReactNode }) {
  return (
    <Center minH="70vh" p="8">
      <Stack gap="4" textAlign="center" maxW="md" align="center">
        {code && (
          <Text fontSize="6xl" fontWeight="bold" color="fg.muted" lineHeight="1">
            {code}
          </Text>
        )}
        <Heading size="lg">{title}</Heading>
        <Text color="fg.muted">{description}</Text>
        {action}
      </Stack>
    </Center>
  );
}

export function ReloadButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return <Button onClick={onClick ?? (() => window.location.reload())}>{label}</Button>;
}
