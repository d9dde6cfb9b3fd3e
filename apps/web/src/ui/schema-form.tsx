import { zodResolver } from '@hookform/resolvers/zod';
import { schemaIssueMessage } from '@nivedya/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { INVALID_CONTROL_MARK } from './form-field.tsx';

// A check a schema does not word itself reads "Enter a number", not zod's "expected number, received
// NaN". Set where every form comes from, so a screen cannot hold a form without it.
z.config({ customError: schemaIssueMessage });

/**
 * The one way a screen holds a form (docs/decisions.md, "Forms"): react-hook-form, checked by a zod
 * schema (the domain's, or one built from it), submitted through `SchemaForm`. Inputs are strings as
 * the person typed them; the schema turns them into the values the server takes.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    // SchemaForm focuses the first invalid field in page order, custom controls included.
    shouldFocusError: false,
  });
}

/**
 * Scrolls the first invalid control (in page order) to the middle of the screen and focuses it, so a
 * phone user sees what to fix instead of a button that seemingly did nothing.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>(`[aria-invalid="true"], [${INVALID_CONTROL_MARK}]`);
  if (!invalid) return;
  invalid.scrollIntoView({ block: 'center' });
  invalid.focus({ preventScroll: true });
}

export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  className = 'flex flex-col gap-4',
  children,
  ...props
}: {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  // Read during render so react-hook-form re-renders the form when a submit finishes. Only a finished
  // submit moves focus (a refused one has marked its fields by then); errors changing while the
  // person types must not.
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(ref.current);
  }, [submitCount]);
  return (
    <form ref={ref} noValidate onSubmit={form.handleSubmit(onSubmit)} className={className} {...props}>
      {children}
    </form>
  );
}
