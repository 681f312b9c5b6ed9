"""Plain Python baseline for the VAT engine benchmark (scripts/bench-vat.ts): csv + Decimal.

Usage: python3 scripts/bench-vat.py FILE  -> prints JSON {ms, rows, maxRssKb, groups}

What it does (the same file the Node engine reads; the timer covers opening, parsing and summing,
not interpreter start-up, like the Node side times only calculateVat):
  * reads the whole report with the standard csv module (UTF-8 with BOM handling, RFC 4180 quotes);
  * skips blank rows; for every data row takes the grouping columns the engine's return buckets are
    built from — TRANSACTION_TYPE, TAX_REPORTING_SCHEME, TAX_COLLECTION_RESPONSIBILITY,
    SALE_DEPART_COUNTRY, SALE_ARRIVAL_COUNTRY, PRICE_OF_ITEMS_VAT_RATE_PERCENT and
    TRANSACTION_CURRENCY_CODE (country, kind, rate and currency: never adding across currencies);
  * sums TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL, TOTAL_ACTIVITY_VALUE_VAT_AMT and
    TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL per group with decimal.Decimal (empty = null, not added).
It does not classify rows (rules 1-6), convert currencies, link refunds or keep drill-down rows:
the Node engine does all of that in the time it is compared against, so the comparison is, if
anything, generous to Python.
"""
import csv, json, resource, sys, time
from decimal import Decimal


def main(path):
    t0 = time.perf_counter()
    rows = 0
    agg = {}
    with open(path, encoding="utf-8-sig", newline="") as f:
        r = csv.reader(f)
        h = next(r)
        ix = {n.strip(): i for i, n in enumerate(h)}
        ty, sc, rs = ix["TRANSACTION_TYPE"], ix["TAX_REPORTING_SCHEME"], ix["TAX_COLLECTION_RESPONSIBILITY"]
        dep, arr, rate, cur = ix["SALE_DEPART_COUNTRY"], ix["SALE_ARRIVAL_COUNTRY"], ix["PRICE_OF_ITEMS_VAT_RATE_PERCENT"], ix["TRANSACTION_CURRENCY_CODE"]
        e, v, g = ix["TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL"], ix["TOTAL_ACTIVITY_VALUE_VAT_AMT"], ix["TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL"]
        for row in r:
            if not row:
                continue
            rows += 1
            k = (row[ty], row[sc], row[rs], row[dep], row[arr], row[rate], row[cur])
            a = agg.get(k)
            if a is None:
                a = agg[k] = [Decimal(0), Decimal(0), Decimal(0)]
            if row[e]:
                a[0] += Decimal(row[e])
            if row[v]:
                a[1] += Decimal(row[v])
            if row[g]:
                a[2] += Decimal(row[g])
    ms = (time.perf_counter() - t0) * 1000
    print(json.dumps({"ms": ms, "rows": rows, "maxRssKb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, "groups": len(agg)}))


if __name__ == "__main__":
    main(sys.argv[1])
