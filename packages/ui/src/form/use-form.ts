import { useRef, useState, type FormEvent, type RefObject } from 'react';

/** A field's name: a key of the values, or a path into one (`lines.0.amount`) for the fields of a list. */
export type FieldName<Values> = (keyof Values & string) | `${keyof Values & string}.${string}`;

/** A form's messages by field name (already in the user's language); a field without one passes. */
export type FormErrors<Values> = Partial<Record<FieldName<Values>, string | undefined>>;

export interface FormOptions<Values extends object> {
  /** The values the form starts with (read once, like `useState`'s). */
  initial: Values | (() => Values);
  /** The messages for these values; called on submit, and after that on every edit so messages follow. */
  validate?: (values: Values) => FormErrors<Values>;
  /**
   * When messages first show: `submit` (the default) on the first submit, `change` also as soon as a field
   * is edited (forms whose rules the user is expected to meet while typing).
   */
  validateOn?: 'submit' | 'change';
}

/** The props a kit field (`TextField`, `PasswordField`, `TextArea`, `Select`, ...) takes from its form. */
export interface FieldBinding<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
}

export interface Form<Values extends object> {
  values: Values;
  /** The messages shown now: the checks' and the server's (see `setErrors`). */
  errors: FormErrors<Values>;
  /** A field's props; its edits go through the form (and clear a server message on that field). */
  field: <K extends keyof Values & string>(name: K) => FieldBinding<Values[K]>;
  /**
   * Sets a value from code (a remembered login, a single-use captcha emptied), or from the current one with a
   * function; shows no message by itself.
   */
  setValue: <K extends keyof Values & string>(
    name: K,
    value: Values[K] | ((current: Values[K]) => Values[K]),
  ) => void;
  /** Messages from the server by field; shown until the field is edited, and the first one is focused. */
  setErrors: (errors: FormErrors<Values>) => void;
  /** Back to the initial values with no message, after a success (a failure never resets). */
  reset: () => void;
  /**
   * Shows one field's message now (before a submit, e.g. the mobile number of an SMS send), focuses the field
   * when it has one, and returns it.
   */
  check: (name: FieldName<Values>) => string | undefined;
  /**
   * Checks these fields again now and shows their messages, without moving the focus: after a change of
   * language, so the filled fields' messages are said in the new one.
   */
  revalidate: (names: readonly FieldName<Values>[]) => void;
  /** A submit is running: the handler has been called and has not finished yet. */
  submitting: boolean;
  /**
   * The form's `onSubmit`: prevents the page load, checks, and either shows the messages and focuses the first
   * invalid field or calls the handler with the values. While a handler runs, another submit sends nothing.
   */
  onSubmit: (handler: (values: Values) => unknown) => (event: FormEvent<HTMLFormElement>) => void;
  /** The `<form>` element; attach it when `setErrors` or `check` may run before the first submit. */
  ref: RefObject<HTMLFormElement | null>;
}

/** Focuses the first control of `form`, in document order, whose name has a message. */
function focusFirst(form: HTMLFormElement | null, errors: Partial<Record<string, string | undefined>>) {
  for (const control of Array.from(form?.elements ?? []) as HTMLInputElement[])
    if (errors[control.name]) return control.focus();
}

/**
 * One way to write a form: the values, the messages of its checks and of the server, the first invalid field
 * focused, one submit at a time. Nothing typed is ever cleared by the form: a failed check or a failed handler
 * leaves the values as they were (a form may still empty a field on purpose with `setValue`).
 */
export function useForm<Values extends object>({
  initial,
  validate,
  validateOn,
}: FormOptions<Values>): Form<Values> {
  const [values, setValues] = useState(initial);
  const [start] = useState(values);
  const [checked, setChecked] = useState<FormErrors<Values>>({});
  const [server, setServer] = useState<FormErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const ref = useRef<HTMLFormElement | null>(null);
  // Refs, not state: a second tap in the same frame must see the first one's submit and the latest values.
  const pending = useRef(false);
  const latest = useRef(values);
  // The fields whose messages show: those edited (validateOn 'change') or checked, or all after a submit.
  const shown = useRef<Set<string> | true>(new Set());

  // Made once, so forms may list them in an effect's dependencies (they touch only state and refs).
  const [stable] = useState(() => ({
    setValue: <K extends keyof Values & string>(
      name: K,
      value: Values[K] | ((current: Values[K]) => Values[K]),
    ) => {
      const next =
        typeof value === 'function'
          ? (value as (current: Values[K]) => Values[K])(latest.current[name])
          : value;
      setValues((latest.current = { ...latest.current, [name]: next }));
    },
    setErrors: (errors: FormErrors<Values>) => {
      setServer(errors);
      focusFirst(ref.current, errors);
    },
    reset: () => {
      shown.current = new Set();
      setValues((latest.current = start));
      setChecked({});
      setServer({});
    },
  }));

  /** Checks these values and shows the messages of the fields shown; returns them. */
  const run = (next: Values): FormErrors<Values> => {
    const all: Partial<Record<string, string>> = validate?.(next) ?? {};
    const kept: Partial<Record<string, string>> = {};
    for (const name in all)
      if (all[name] && (shown.current === true || shown.current.has(name))) kept[name] = all[name];
    setChecked(kept);
    return kept;
  };

  const edit = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    stable.setValue(name, value);
    setServer(({ [name]: _dropped, ...rest }) => rest as FormErrors<Values>);
    if (validateOn === 'change' && shown.current !== true) shown.current.add(name);
    if (shown.current === true || shown.current.size > 0) run(latest.current);
  };

  const errors: FormErrors<Values> = { ...server, ...checked };
  return {
    values,
    errors,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (value) => edit(name, value),
      error: errors[name],
    }),
    ...stable,
    check: (name) => {
      if (shown.current !== true) shown.current.add(name);
      const message = run(latest.current)[name];
      focusFirst(ref.current, { [name]: message });
      return message;
    },
    revalidate: (names) => {
      if (shown.current !== true) for (const name of names) shown.current.add(name);
      run(latest.current);
    },
    submitting,
    onSubmit: (handler) => (event) => {
      event.preventDefault();
      ref.current ??= event.currentTarget;
      if (pending.current) return;
      const current = latest.current;
      shown.current = true;
      const found = run(current);
      setServer({});
      if (Object.keys(found).length > 0) return focusFirst(ref.current, found);
      pending.current = true;
      setSubmitting(true);
      void (async () => {
        try {
          await handler(current);
        } catch (error) {
          // The handler owns its failures; one it let through is logged, and the form stays as typed.
          console.error(error);
        } finally {
          pending.current = false;
          setSubmitting(false);
        }
      })();
    },
    ref,
  };
}
