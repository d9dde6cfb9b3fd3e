import { OTP_LENGTH } from '@nivedya/domain';
import type { ComponentProps } from 'react';
import { TextField } from './form-field.tsx';

/** The 6-digit OTP input: numeric keypad, SMS autofill, letters spaced for reading. */
export function OtpField(
  props: { label: string; error?: string | undefined; hint?: string } & ComponentProps<'input'>,
) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      className="text-center font-mono text-2xl tracking-[0.5em]"
      {...props}
    />
  );
}
