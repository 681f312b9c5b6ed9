/**
 * Deep merge in place of `lodash/merge` for the antd plugin's runtime (see `IMPORT_REDIRECTS` in
 * config/bundle.ts), which merges antd config objects in `useAntdConfigSetter`: plain objects and
 * arrays are merged key by key into `target` (created when missing), other values replace, and an
 * `undefined` source value keeps the target's. Returns `target`.
 */
function isPlainObject(value) {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export default function merge(target, ...sources) {
  for (const source of sources) {
    if (source === null || source === undefined) continue;
    for (const key of Object.keys(source)) {
      const value = source[key];
      if (value === undefined) continue;
      const current = target[key];
      if (isPlainObject(value)) target[key] = merge(isPlainObject(current) ? current : {}, value);
      else if (Array.isArray(value)) target[key] = merge(Array.isArray(current) ? current : [], value);
      else target[key] = value;
    }
  }
  return target;
}
