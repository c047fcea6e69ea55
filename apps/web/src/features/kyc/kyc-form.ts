import { DOCUMENT_TYPES, type KycFile, type KycFields } from '@fre/domain';

export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export { DOCUMENT_TYPES };

/** The five steps of the form, in order. */
export const KYC_STEPS = ['identity', 'address', 'document', 'photos', 'review'] as const;
export type KycStep = (typeof KYC_STEPS)[number];
export type KycTextField = Exclude<keyof KycFields, 'documentType'>;
export type KycField = keyof KycFields | KycFile;

/** What the user typed and picked; files stay in memory only until they are sent. */
export type KycValues = Record<KycTextField, string> & {
  documentType: DocumentType;
} & Record<KycFile, File | null>;

export const EMPTY_KYC: KycValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '',
  phoneNumber: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  documentType: 'id_card',
  documentNumber: '',
  documentFront: null,
  documentBack: null,
  selfie: null,
};

/** The inputs of each step; the review step shows them all. */
export const STEP_FIELDS: Record<Exclude<KycStep, 'review'>, readonly KycField[]> = {
  identity: ['firstName', 'lastName', 'dateOfBirth', 'nationality', 'phoneNumber'],
  address: ['address', 'city', 'postalCode', 'country'],
  document: ['documentType', 'documentNumber'],
  photos: ['documentFront', 'documentBack', 'selfie'],
};

/** The step where a field is entered (used to bring the user back to a field the server refused). */
export function stepOfField(field: string): KycStep | undefined {
  return (Object.keys(STEP_FIELDS) as Exclude<KycStep, 'review'>[]).find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field));
}

/** A passport has a single photo page: the back is asked for every other document. */
export const needsBack = (documentType: DocumentType) => documentType !== 'passport';
