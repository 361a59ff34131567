import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export interface FormikSuggestionProps {
  /** The formik field to fill. */
  name: string;
  /** What the field should hold while the user has not written their own (e.g. an email from a name). */
  suggestion: string;
}

/**
 * Keeps a formik field filled with a suggestion that follows other fields, until the user writes something
 * else (or clears it): from then on the field is theirs. Renders nothing.
 */
export function FormikSuggestion({ name, suggestion }: FormikSuggestionProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const current = String(getIn(values, name) ?? '');
  const lastSuggestion = useRef(current);
  const untouched = current === lastSuggestion.current;
  useEffect(() => {
    if (!untouched || suggestion === current) return;
    lastSuggestion.current = suggestion;
    void setFieldValue(name, suggestion, false);
  }, [name, suggestion, untouched, current, setFieldValue]);
  return null;
}
