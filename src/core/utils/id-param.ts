/**
 * The one parser of a page's `?id=` (spec §2: the detail pages take the record's id in the query).
 *
 * `parseIdParam(search)` reads `id` from a location search (`'?id=12&x=1'`, with or without `?`, or
 * its `URLSearchParams`) and
 * returns it as a positive integer (1 to 999 999 999, digits only, no sign, no leading zero rule
 * beyond "not zero"); any other value (missing, empty, `0`, `-3`, `1.5`, `12abc`, ten digits or more)
 * gives `undefined`, so the page shows its "no such record" state instead of calling the API with
 * garbage. React pages use `useIdParam()` of src/hooks/useIdParam.ts, which wraps it.
 */
export function parseIdParam(search: string | URLSearchParams): number | undefined {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
