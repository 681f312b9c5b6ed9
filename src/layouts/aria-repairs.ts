/**
 * Runtime repairs of ARIA gaps in antd 5 components, applied once for the whole console (installed
 * by src/app.tsx) instead of page by page. Each one is narrow and leaves what antd does right alone:
 *
 * 1. A required `Form.Item` gives its `Select` an `aria-required` that rc-select copies onto the
 *    root `<div class="ant-select">` (no role, so the attribute is not allowed there: axe
 *    `aria-allowed-attr`, antd issues #46030 / #49508, fixed only in antd 6). The combobox input
 *    inside keeps its own `aria-required`; the root's copy is removed.
 * 2. A required `Radio.Group` gets `aria-required` on a `<div>` without a role (antd drops the `role`
 *    prop of Radio.Group). It gets `role="radiogroup"`, where the attribute is allowed and meaningful.
 * 3. A `Select` outside a labelled form item has a combobox input without an accessible name (its
 *    placeholder is a `<span>`, not the input's `placeholder`; axe `label`). The placeholder text
 *    becomes the input's `aria-label`, as a native input's placeholder would name it.
 *
 * No React or umi here: plain DOM, testable with a fake document.
 */

const SELECT_ROOT_REQUIRED = '.ant-select[aria-required]';
const RADIO_GROUP_REQUIRED = '.ant-radio-group[aria-required]:not([role])';
const SELECT_INPUT = '.ant-select-selection-search-input:not([aria-label]):not([aria-labelledby])';

/** Whether `input` already has a name from a `<label>` (explicit `for` or wrapping). */
function hasLabel(input: Element): boolean {
  const labels = (input as HTMLInputElement).labels;
  return !!labels && labels.length > 0;
}

/**
 * Applies the repairs to the elements under `root`.
 * @returns how many elements were changed.
 */
function repairAria(root: ParentNode): number {
  let changed = 0;
  root.querySelectorAll(SELECT_ROOT_REQUIRED).forEach((el) => {
    el.removeAttribute('aria-required');
    changed += 1;
  });
  root.querySelectorAll(RADIO_GROUP_REQUIRED).forEach((el) => {
    el.setAttribute('role', 'radiogroup');
    changed += 1;
  });
  root.querySelectorAll(SELECT_INPUT).forEach((input) => {
    if (hasLabel(input)) return;
    const placeholder = input.closest('.ant-select')?.querySelector('.ant-select-selection-placeholder')?.textContent?.trim();
    if (!placeholder) return;
    input.setAttribute('aria-label', placeholder);
    changed += 1;
  });
  return changed;
}

/**
 * Repairs the document now and after every DOM change (a `MutationObserver`: its callback runs as a
 * microtask, before the next paint). Returns the function that stops observing.
 */
export function installAriaRepairs(doc: Document): () => void {
  const root = doc.documentElement;
  repairAria(root);
  const observer = new MutationObserver(() => {
    repairAria(root);
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-required'] });
  return () => observer.disconnect();
}
