/**
 * Stand-in for the ProField value types the console never uses (see `UNUSED_PRO_FIELDS` in
 * config/bundle.ts): webpack puts this module in their place, so list pages do not download a colour
 * picker, a rate, a slider, an image viewer, a cascader, a tree select, a time picker… In read mode it
 * shows the value as text; in any mode it logs a console error naming the fix, so a page that starts
 * using one of these value types fails the route sweep at once instead of rendering something odd.
 * Plain ES module JavaScript: it replaces files of node_modules, which webpack does not transpile.
 */
function UnusedProField(props) {
  // eslint-disable-next-line no-console
  console.error('[bundle] this ProField value type is left out of the build; remove it from UNUSED_PRO_FIELDS in config/bundle.ts to use it');
  const text = props && props.text;
  if (props && props.mode === 'read' && (typeof text === 'string' || typeof text === 'number')) return String(text);
  return null;
}

export default UnusedProField;
/** The time picker module also exports its range variant. */
export const FieldTimeRangePicker = UnusedProField;
