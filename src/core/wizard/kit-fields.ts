/**
 * The read-back declarations of the wizard kit's field groups (src/components/wizard): what
 * `CompanyInfoFields` and `LegalPersonFields` ask, under the same names and labels as the
 * components (their options mirrored here), so a step built on them declares its fields with one
 * call (issue #33; ./readback.ts). Pure; relative imports only.
 */
import { rf, type ReadField } from './readback';

/** The form names of the company group's fields (CompanyInfoFields `names`; each defaults to its key). */
interface CompanyReadNames {
  businessLicense: string;
  companyName: string;
  registerNumber: string;
  companyAddress: string;
  foundDate: string;
  companyNameEn: string;
  companyAddressEn: string;
}

/**
 * The fields of `<CompanyInfoFields names bilingual foundDateName />`: the licence (files), the
 * company name (and its English name with `bilingual`), the credit code, the address (and the English
 * one), the founding date.
 */
export function companyReadFields(o: { names?: Partial<CompanyReadNames>; bilingual?: boolean; foundDateName?: string } = {}): ReadField[] {
  const n: CompanyReadNames = {
    businessLicense: 'businessLicense',
    companyName: 'companyName',
    registerNumber: 'registerNumber',
    companyAddress: 'companyAddress',
    foundDate: 'foundDate',
    companyNameEn: 'companyNameEn',
    companyAddressEn: 'companyAddressEn',
    ...o.names,
    ...(o.foundDateName ? { foundDate: o.foundDateName } : {}),
  };
  return [
    rf.files(n.businessLicense, 'vatService.field.businessLicense'),
    rf.text(n.companyName, 'vatService.field.companyName'),
    ...(o.bilingual ? [rf.text(n.companyNameEn, 'wizardKit.company.nameEn')] : []),
    rf.text(n.registerNumber, 'vatService.field.registerNumber'),
    rf.text(n.companyAddress, 'vatService.field.companyAddress'),
    ...(o.bilingual ? [rf.text(n.companyAddressEn, 'wizardKit.company.addressEn')] : []),
    rf.date(n.foundDate, 'vatService.field.foundDate'),
  ];
}

const passport = (s: Record<string, unknown>) => s.legalIdCardType === 'passport';

/**
 * The fields of `<LegalPersonFields nameParts gender />`: the document type and its photo, the legal
 * person's name (and pinyin family and given name with `nameParts`, gender with `gender`), the
 * document number, a passport's expiry.
 */
export function legalReadFields(o: { nameParts?: boolean; gender?: boolean } = {}): ReadField[] {
  return [
    rf.choice('legalIdCardType', 'vatService.field.legalIdCardType', { key: 'vatService.field.legalIdCardType.{value}' }),
    rf.files('legalCertFile', 'vatService.field.legalCertFile'),
    rf.text('legalName', 'vatService.field.legalName'),
    ...(o.nameParts ? [rf.text('legalFamilyName', 'wizardKit.legal.familyName'), rf.text('legalLastName', 'wizardKit.legal.givenName')] : []),
    ...(o.gender ? [rf.choice('legalGender', 'wizardKit.legal.gender', { key: 'wizardKit.legal.gender.{value}' })] : []),
    rf.text('legalCertFileNum', 'vatService.field.legalCertFileNum'),
    rf.date('legalCertExpiry', 'vatService.field.legalCertExpiry', { when: passport }),
  ];
}
