/**
 * Field rules shared by the console's forms and the mock API (architecture: one source of truth for
 * validation). A rule is a pure function returning `null` when the value passes, else the LOCALE KEY
 * of its message (`src/locales/<lang>/*.ts`); the console shows it through {@link toAntdRule}, the
 * mock translates it with the zh-CN locale map and answers it at the field.
 *
 * Modules: `./account` (registration, profile), `./calc` (tax calculation, spec §5), `./vat` (VAT
 * numbers with check digits, jsvat), `./bank` (IBAN and BIC, ibantools). Files under src/core import
 * relative paths only (never `@/`), so the mock can import them from Node.
 *
 * @example
 * // a form field (t = useT())
 * <Form.Item name="email" rules={[toAntdRule(checkEmail, t, { required: true })]}><Input /></Form.Item>
 * // the mock
 * const key = checkEmail(req.body.email); if (key) return invalid(res, 'email', zh[key]);
 */

/** A rule's verdict: `null` passes, else the locale key of the message. */
export type RuleResult = string | null;

/** A rule of one value. */
export type RuleCheck = (value: unknown) => RuleResult;

/** Whether a value counts as empty: `undefined`, `null`, `''` or only spaces, or an empty array. */
export function isBlankValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** A rule that only requires a value: `key` when blank (see {@link isBlankValue}), else `null`. */
export function requiredRule(key: string): RuleCheck {
  return (v) => (isBlankValue(v) ? key : null);
}

/** The first failing verdict of `checks` run in order, or `null`. */
export function firstFailure(...checks: RuleResult[]): RuleResult {
  return checks.find((r) => r !== null) ?? null;
}

/** An antd Form rule: `validator` rejects with the translated message; `required` marks the label. */
interface AntdRule {
  required?: boolean;
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * THE antd adapter of the rules: wraps a check as an antd Form rule whose `validator` rejects with
 * the message of the returned key, translated by `t` (`useT()`). `required: true` shows the
 * required mark (the check itself decides what a blank value means).
 * @example rules={[toAntdRule((v) => checkCalcVatNumber(form.getFieldValue('countryCode'), v), t)]}
 */
export function toAntdRule(check: RuleCheck, t: (id: string) => string, opts: { required?: boolean } = {}): AntdRule {
  return {
    ...(opts.required ? { required: true } : {}),
    validator: (_: unknown, value: unknown) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  };
}

/**
 * Runs the rules of the fields `names` of `form` (an antd `FormInstance`) again after their values
 * changed from elsewhere: an OCR or a picked company filled them, or the country beside a VAT number
 * changed. A failing rule shows its message under its own field, which is all the caller wants; the
 * rejection antd returns carries that same message, so it is not shown a second time.
 * @example onChange={() => revalidate(form, ['vatNumber'])}
 */
export function revalidate(form: { validateFields: (nameList: string[]) => Promise<unknown> }, names: readonly string[]): void {
  // shown under each field by antd: the rejection repeats those messages
  void form.validateFields([...names]).catch(() => undefined);
}
