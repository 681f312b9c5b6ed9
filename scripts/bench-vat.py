"""Plain Python baseline for the VAT engine benchmark: csv + Decimal aggregation of a VTR.

Usage: python3 scripts/bench-vat.py FILE  -> prints JSON {ms, rows, maxRssKb, groups}
Aggregates TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL / _VAT_AMT / _VAT_INCL per
(TRANSACTION_TYPE, TRANSACTION_CURRENCY_CODE, TAXABLE_JURISDICTION, TAX_REPORTING_SCHEME).
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
        ix = {n: i for i, n in enumerate(h)}
        t, c, j, s = ix["TRANSACTION_TYPE"], ix["TRANSACTION_CURRENCY_CODE"], ix["TAXABLE_JURISDICTION"], ix["TAX_REPORTING_SCHEME"]
        e, v, g = ix["TOTAL_ACTIVITY_VALUE_AMT_VAT_EXCL"], ix["TOTAL_ACTIVITY_VALUE_VAT_AMT"], ix["TOTAL_ACTIVITY_VALUE_AMT_VAT_INCL"]
        for row in r:
            rows += 1
            k = (row[t], row[c], row[j], row[s])
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
