import { useCallback, useState } from 'react';

export type Validators<F extends string> = Record<F, (values: Record<F, string>) => string | null>;

/**
 * Field values plus per-field messages. A field is checked on blur and, once
 * it has shown a message, again on every change so the message clears as
 * soon as the input becomes valid.
 */
export function useValidatedForm<F extends string>(initial: Record<F, string>, validators: Validators<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const check = useCallback(
    (field: F, next: Record<F, string>) => {
      const message = validators[field](next);
      setErrors((e) => ({ ...e, [field]: message ?? undefined }));
      return message;
    },
    [validators],
  );

  const change = useCallback(
    (field: F, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (errors[field]) setErrors((e) => ({ ...e, [field]: validators[field](next) ?? undefined }));
    },
    [validators, values, errors],
  );

  const blur = useCallback((field: F) => check(field, values), [check, values]);

  /** Checks every field; returns true when all pass. */
  const validateAll = useCallback(() => {
    const found: Partial<Record<F, string>> = {};
    let ok = true;
    for (const field of Object.keys(validators) as F[]) {
      const message = validators[field](values);
      if (message) {
        found[field] = message;
        ok = false;
      }
    }
    setErrors(found);
    return ok;
  }, [validators, values]);

  const reset = useCallback((next: Record<F, string>) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, change, blur, validateAll, reset };
}
