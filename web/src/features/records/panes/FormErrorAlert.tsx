import { useEffect, useRef } from 'react';
import { Alert } from '../../../ui';

/**
 * Why the last save failed, in the form's flow above its fields (never a toast over the Save button), brought into
 * view when it appears so a user scrolled down to Save sees it.
 */
export function FormErrorAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <div ref={ref}>
      <Alert>{message}</Alert>
    </div>
  );
}
