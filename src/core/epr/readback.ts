/**
 * The read-back of the EPR sub-objects (issue #33; src/core/wizard/readback.ts), DERIVED from the
 * declared service records (./define.ts `EprField`, ./services/*.ts): every field of every one of
 * the 14 sub-objects of spec §3 reads back with its unit (kg, cm, items, years) or currency (EUR per
 * year), tables as tables with every column, categories and materials by their names. Nothing here
 * lists a service's fields a second time. Pure; relative imports only.
 */
import { rf, READ_UNITS, type ReadField } from '../wizard/readback';
import { EPR_CATEGORIES } from './categories';
import type { EprColumn, EprField } from './define';
import { EPR_FEE_CURRENCY, EPR_SERVICE_LIST, type EprServiceKey, type EprServiceRecord } from './services';

/** The option-list name (`ReadSources`) of the French eco-organismes of service `key`: the page gives their names. */
export const eprOfficeSource = (key: string) => `epr.offices.${key}`;

/** The read-back column of a table column of a record. */
function column(c: EprColumn): ReadField {
  switch (c.kind) {
    case 'weightKg':
      return rf.quantity(c.name, c.label, READ_UNITS.kg);
    case 'sizeCm':
      return rf.quantity(c.name, c.label, READ_UNITS.cm);
    case 'count':
      return rf.quantity(c.name, c.label, READ_UNITS.pieces);
    case 'category':
      return rf.choice(c.name, c.label, { text: EPR_CATEGORIES[c.group].map((x) => ({ value: x.id, text: `${x.name}（${x.nameLocal}）` })) });
    default:
      return rf.text(c.name, c.label);
  }
}

/** The read-back of one declared field of service `svc`. */
function field(svc: EprServiceRecord, f: EprField): ReadField {
  switch (f.kind) {
    case 'recoveryFee':
      return rf.amount(f.name, f.label, EPR_FEE_CURRENCY, { per: 'wizardKit.readBack.perYear' });
    case 'servicePeriod':
      return rf.quantity(f.name, f.label, READ_UNITS.years);
    case 'unit':
      return rf.quantity(f.name, f.label, READ_UNITS.pieces);
    case 'officeId':
      return rf.choice(f.name, 'epr.field.officeId', { source: eprOfficeSource(svc.key) });
    case 'flag':
      return rf.yesNo(f.name, f.label);
    case 'date':
      return rf.date(f.name, f.label);
    case 'dateRange':
      return rf.dateRange(f.name, f.label);
    case 'lines':
      return rf.table(f.name, f.label, f.columns.map(column));
    case 'brands':
      return rf.table(f.name, f.label, [rf.text('name', 'epr.field.brandName'), rf.text('link', 'epr.field.productLink')]);
    default:
      // registerYear, text
      return rf.text(f.name, f.label);
  }
}

/** Every field of service `svc`'s sub-object, in the record's order. */
function eprReadFields(svc: EprServiceRecord): ReadField[] {
  return svc.fields.map((f) => field(svc, f));
}

/** The read-back fields of every service's sub-object, by service key. */
export const EPR_READ_FIELDS = Object.fromEntries(EPR_SERVICE_LIST.map((s) => [s.key, eprReadFields(s as EprServiceRecord)])) as Record<EprServiceKey, ReadField[]>;
