/** The values a text template names, by the names it uses between double braces; an undefined one throws when used. */
export type TemplateValues = Readonly<Record<string, string | number | undefined>>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * A text with each `{{name}}` replaced by its value: content kept as text (the legal documents) states the
 * product's figures (ages, hours, rates, addresses) from the constants the code enforces instead of copying them.
 * A name without a value throws, so a misspelt placeholder fails the first test that renders its text.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The template names {{${name}}}, which has no value`);
    return String(value);
  });
}
