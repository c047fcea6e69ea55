import { ADULT_AGE, UPLOADS } from '@fre/domain';
import { STEP_FIELDS, needsBack, type KycField, type KycStep, type KycValues } from './kyc-form.ts';

/** The server's limit (UPLOADS): the server re-checks and decides. */
export const MAX_PHOTO_BYTES = UPLOADS.maxMegabytes * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** Error codes of the `errors` namespace, by field. */
export type KycErrors = Partial<Record<KycField, string>>;

const TEXT_RULES: Partial<Record<KycField, { max?: number; pattern?: RegExp }>> = {
  firstName: { max: 80 },
  lastName: { max: 80 },
  nationality: { max: 60 },
  phoneNumber: { pattern: /^\+?[0-9 ().-]{6,24}$/ },
  address: { max: 200 },
  city: { max: 100 },
  postalCode: { pattern: /^[A-Za-z0-9 -]{2,12}$/ },
  country: { max: 60 },
  documentNumber: { pattern: /^[A-Za-z0-9 -]{4,32}$/ },
};

/** The latest date of birth of an adult today, as YYYY-MM-DD (the date input's `max`). */
export function latestAdultBirthDate(today: Date): string {
  const date = new Date(Date.UTC(today.getFullYear() - ADULT_AGE, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

function birthDateError(value: string, today: Date): string | undefined {
  if (!value) return 'required';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'invalid_value';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || year < 1900) return 'invalid_value';
  return value > latestAdultBirthDate(today) ? 'kyc_underage' : undefined;
}

/** A photo the server would accept: JPEG, PNG, WebP or HEIC, at most 10 MB. */
export function photoError(file: File | null): string | undefined {
  if (!file) return 'kyc_file_missing';
  const heicByName = file.type === '' && /\.(heic|heif)$/i.test(file.name);
  if (!PHOTO_TYPES.includes(file.type) && !heicByName) return 'kyc_file_invalid';
  return file.size > MAX_PHOTO_BYTES ? 'kyc_file_too_large' : undefined;
}

function fieldError(field: KycField, values: KycValues, today: Date): string | undefined {
  if (field === 'dateOfBirth') return birthDateError(values.dateOfBirth.trim(), today);
  if (field === 'documentType') return undefined;
  if (field === 'documentBack' && !needsBack(values.documentType)) return undefined;
  if (field === 'documentFront' || field === 'documentBack' || field === 'selfie') return photoError(values[field]);
  const value = values[field].trim();
  if (!value) return 'required';
  const rule = TEXT_RULES[field];
  if (rule?.max && value.length > rule.max) return 'invalid_value';
  if (rule?.pattern && !rule.pattern.test(value)) return 'invalid_value';
  return undefined;
}

/** The client checks of one step (the review step checks everything). Empty when the step is valid. */
export function validateStep(step: KycStep, values: KycValues, today = new Date()): KycErrors {
  const fields = step === 'review' ? Object.values(STEP_FIELDS).flat() : STEP_FIELDS[step];
  const errors: KycErrors = {};
  for (const field of fields) {
    const error = fieldError(field, values, today);
    if (error) errors[field] = error;
  }
  return errors;
}
