import { useCallback, useState, type BaseSyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { isFieldMessageKey } from "@portal/contract/field-messages";
import { isMessageKey, type MessageKey } from "@portal/contract/messages";
import { ApiError } from "./api-client";
import { errorMessageKey } from "./errors";
import { useFieldMessage } from "./i18n";

/**
 * The one way to write a form (STYLE "One way per thing"): react-hook-form checked by the
 * contract's zod schema, the same schema the API validates with.
 * - Errors show at their fields, say what is allowed, and clear as soon as the field is fixed
 *   (checked again on each change after the first submit).
 * - Focus moves to the first field in error, the form's own check or the server's.
 * - A refusal never loses what was typed: nothing is reset unless `onSubmit` resolves.
 * - The server's 400 issues land on their fields (`applyServerIssues`); any other refusal, or an
 *   issue about no field of this form, is the form's `failure` (shown by `FormFailure`).
 */
export function useContractForm<Schema extends FormSchema>(
  schema: Schema,
  {
    onSubmit,
    ...options
  }: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, "resolver"> & {
    defaultValues?: DefaultValues<z.input<Schema>>;
    /** Sends the checked values; a throw is shown, at the fields or as the form's failure. */
    onSubmit: (values: z.output<Schema>) => Promise<unknown> | unknown;
  },
): ContractForm<Schema> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    ...options,
  });
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const fieldMessage = useFieldMessage();
  const { handleSubmit, register, formState, getValues } = form;

  const submit = (event?: BaseSyntheticEvent) =>
    handleSubmit(async (values) => {
      setFailure(null);
      try {
        await onSubmit(values);
      } catch (error) {
        const rest = applyServerIssues(error, form.setError, (path) => hasField(getValues(), path));
        if (rest !== null) setFailure(rest);
      }
    })(event);

  const errorOf = useCallback(
    (name: Path<z.input<Schema>>) => fieldMessage(errorAt(formState.errors, name)),
    [fieldMessage, formState.errors],
  );
  const field = (name: Path<z.input<Schema>>) => ({ ...register(name), error: errorOf(name) });
  return Object.assign(form, { submit, failure, setFailure, errorOf, field });
}

/** A contract schema for a form: zod's, or zod/mini's where a page counts its bytes (log-in). */
export type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

export type ContractForm<Schema extends FormSchema> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
> & {
  /** The <form>'s onSubmit: checks, sends, and shows what was refused. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What went wrong that belongs to no field (a conflict, a permission, no internet). */
  failure: MessageKey | null;
  setFailure: (failure: MessageKey | null) => void;
  /** The field's error in the person's language, or undefined. */
  errorOf: (name: Path<z.input<Schema>>) => string | undefined;
  /** `register(name)` plus its translated `error`, for TextField, TextAreaField, CheckboxField. */
  field: (name: Path<z.input<Schema>>) => ReturnType<UseFormReturn<z.input<Schema>>["register"]> & {
    error: string | undefined;
  };
};

/**
 * The one mapping from a server refusal to a form's fields: each 400 issue whose path `isField`
 * says the form shows goes on that field (focus on the first). Returns null when every issue
 * found its field, else the message to show for the form as a whole.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean,
): MessageKey | null {
  const issues = error instanceof ApiError ? error.issues : [];
  const placed = issues.filter((issue) => isField(issue.path));
  placed.forEach((issue, index) =>
    setError(
      issue.path as Path<T>,
      { type: "server", message: issue.code },
      { shouldFocus: index === 0 },
    ),
  );
  const unplaced = issues.find((issue) => !isField(issue.path));
  if (unplaced) return isKnownKey(unplaced.code) ? unplaced.code : errorMessageKey(error);
  return placed.length > 0 ? null : errorMessageKey(error);
}

const isKnownKey = (code: string): code is MessageKey =>
  isMessageKey(code) || isFieldMessageKey(code);

/** Whether the form's values have a field at this dotted path (`owners.0.firstName`). */
function hasField(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** The message of the error at a dotted path of react-hook-form's nested errors object. */
function errorAt(errors: object, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}
