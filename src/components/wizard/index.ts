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
export { default as BrandsField, type BrandsFieldProps } from './BrandsField';
export { default as CompanyInfoFields, type CompanyInfoFieldsProps } from './CompanyInfoFields';
export { default as FileField, signedUpload, UploadHint, type FileFieldProps, type WizardFile, type WizardUploader } from './FileField';
export { default as PackMaterialsField, type PackMaterialsFieldProps } from './PackMaterialsField';
export { default as ItemTableField, type ItemColumn, type ItemTableFieldProps } from './ItemTableField';
export { default as LegalPersonFields, type LegalPersonFieldsProps } from './LegalPersonFields';
export { default as StoresField, type StoresFieldProps } from './StoresField';
