// A console page whose data did not load: the page's message and a button to load it again.
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export function LoadFailed({ retry, onRetry, children }: { retry: string; onRetry: () => void; children: ReactNode }) {
  return (
    <Alert
      tone="error"
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
