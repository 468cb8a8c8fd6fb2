import { maxLength, required, type Validator } from 'react-admin';
import { CONTENT_NUMBER_LENGTH, URL_INVALID, URL_REQUIRED, isHttpUrl } from '@zen/contracts';
import { levelMismatch } from './choices.ts';

// These mirror ContentFormSchema's rules and wording, so a person sees the server's message before
// a request is sent; the server still validates everything.

const notBlank =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? message : undefined;

const requiredText = (label: string, max: number): Validator[] => [
  required(`${label} is required`),
  notBlank(`${label} is required`),
  maxLength(max, `${label} must be at most ${max} characters`),
];

const httpUrl: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isHttpUrl(value.trim()) ? URL_INVALID : undefined;

export const validateTitle = requiredText('Title', 200);
export const validateModule = requiredText('Module', 100);
export const validateType = required('Type is required');
export const validateApplication = required('Application is required');
/** A level of the chosen application only (spec §6), as the server's contract requires. */
const levelOfApplication: Validator = (value: unknown, values: unknown) =>
  levelMismatch((values as { application?: unknown } | undefined)?.application, value);
export const validateLevel = [required('Level is required'), levelOfApplication];
export const validateUrl = [
  required(URL_REQUIRED),
  notBlank(URL_REQUIRED),
  httpUrl,
  maxLength(2000, 'URL must be at most 2000 characters'),
];
export const validateIdentifier = maxLength(100, 'Identifier must be at most 100 characters');
export const validateContentNumber = maxLength(
  CONTENT_NUMBER_LENGTH,
  `Content number must be at most ${CONTENT_NUMBER_LENGTH} characters`,
);
export const validateDescription = maxLength(5000, 'Description must be at most 5000 characters');
