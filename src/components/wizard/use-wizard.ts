import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { StepSpec } from './wizard-steps';
import { forgetSaved, keepSaved, readDraft, readSaved, writeDraft } from './wizard-draft';
import { lastReachable, resolveStep } from './wizard-progress';

interface Options<V extends FieldValues, R> {
  /** Names the draft in sessionStorage. */
  name: string;
  steps: readonly StepSpec[];
  /** Every step's fields: the body the API takes, checked by the same schema there. */
  schema: z.ZodType<V, V>;
  defaults: V;
  /** Fields never written to the draft. */
  secrets?: readonly string[];
  save: (values: V) => Promise<R>;
  /** False while data the steps need is loading: the address is not corrected before it is known. */
  ready?: boolean;
}

const doneStep = 'done';

/**
 * One wizard's state (docs/decisions.md, "Wizards"): the form (react-hook-form over the API's zod schema), the
 * step in the URL (`?step=<id>`, each move a history entry so Back goes back a step), the gate (a step opens
 * once every step before it passes its schema), the draft in sessionStorage, and the final submit.
 */
export function useWizard<V extends FieldValues, R>(options: Options<V, R>) {
  const { name, steps, schema, defaults, secrets, save, ready = true } = options;
  const { t } = useTranslation();
  const key = `okoume.wizard.${name}`;
  const [draft] = useState(() => readDraft(key, defaults));
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues: draft.values as DefaultValues<V>,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as V;
  const [saved, setSaved] = useState<R | undefined>(() => readSaved<R>(key));
  const [params, setParams] = useSearchParams();
  const requested = params.get('step');
  const done = requested === doneStep && saved !== undefined;
  const reachable = lastReachable(steps, values);
  const active = resolveStep(steps, requested, reachable);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Set from a successful submit until the address says `done`: the navigation there is not instant.
  const finishing = useRef(false);

  useEffect(() => {
    if (saved === undefined) writeDraft(key, values, secrets);
  }, [saved, key, values, secrets]);

  const open = useCallback(
    (step: string, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', step);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // A step that cannot open yet is replaced in the address by the one shown.
  const shown = done ? doneStep : steps[active]!.id;
  useEffect(() => {
    if (ready && requested !== null && requested !== shown && !finishing.current) open(shown, true);
  }, [ready, requested, shown, open]);

  // Leaving the confirmation (Back, a link to a step) starts a new, empty wizard: no second submit of the same.
  const { reset } = form;
  useEffect(() => {
    if (requested === doneStep) finishing.current = false;
    else if (saved !== undefined && !finishing.current) {
      forgetSaved(key);
      setSaved(undefined);
      reset(defaults);
    }
  }, [requested, saved, key, reset, defaults]);

  // Focus follows the step (the heading names it to screen readers); not on the first display.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [shown]);

  const goTo = (index: number) => {
    if (index <= reachable) open(steps[index]!.id);
  };

  const next = async () => {
    const step = steps[active]!;
    const ok = await form.trigger(step.fields as Array<Path<V>>, { shouldFocus: true });
    if (ok && step.schema.safeParse(form.getValues()).success) open(steps[active + 1]!.id);
  };

  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    setSubmitting(true);
    try {
      const record = await save(form.getValues());
      finishing.current = true;
      keepSaved(key, record);
      setSaved(record);
      open(doneStep);
    } catch (error) {
      const shown = showFieldErrors(error, form.setError);
      if (shown === null || shown === 0) return void toast(t('wizard.failed'), { variant: 'error' });
      // The API named fields: open the first step holding one.
      const named = Object.keys(fieldErrorsOf(error) ?? {});
      const first = steps.findIndex((step) => step.fields.some((field) => named.includes(field)));
      if (first !== -1 && first !== active) open(steps[first]!.id);
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (active === steps.length - 1 ? submit() : next());
  };

  /** After a saved record: an empty wizard at its first step. */
  const restart = () => open(steps[0]!.id);

  return {
    form,
    values,
    restored: draft.restored,
    saved: done ? saved : undefined,
    restart,
    shell: {
      active,
      reachable,
      onSelect: goTo,
      onBack: () => goTo(active - 1),
      onSubmit,
      headingRef,
      submitting,
    },
  };
}
