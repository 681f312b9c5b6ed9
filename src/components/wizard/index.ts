/**
 * The wizard kit's field groups (issue #18), each a documented component over ProForm fields with its
 * rules in src/core/rules (and src/core/vat-service for the company / legal checks), used inside a
 * WizardPage step (src/components/WizardPage):
 * - {@link CompanyInfoFields}: licence upload → OCR, company lookup, credit code with check character;
 * - {@link LegalPersonFields}: ID card / passport upload → OCR, automatic legal check (spec §5);
 * - {@link FileField}: a file over the upload-sign flow with its accept list and limit shown;
 * - {@link BrandsField}, {@link StoresField}, {@link ItemTableField}: lists for EPR, packaging law, compliance;
 * - {@link PackMaterialsField}: packaging materials (`ver_pack_type`) with kg per year and the completeness-declaration flag.
 */
export { default as BrandsField } from './BrandsField';
export { default as CompanyInfoFields } from './CompanyInfoFields';
export { default as FileField, type WizardFile } from './FileField';
export { default as PackMaterialsField } from './PackMaterialsField';
export { default as ItemTableField, type ItemColumn } from './ItemTableField';
export { default as LegalPersonFields } from './LegalPersonFields';
export { default as StoresField } from './StoresField';
