// The professions a state license can be for, with the labels of their license numbers
// (static reference data: the same in every environment, so it ships with the code). Shared: the
// profile, the CE certificates and board reporting all name them.
import type { Profession } from '../contracts/profile';

export const PROFESSIONS: readonly Profession[] = [
  { id: 'rn', name: 'Registered Nurse (RN)', licenseLabel: 'RN License Number', additionalLicenseLabel: null },
  {
    id: 'lpn',
    name: 'Licensed Practical Nurse (LPN/LVN)',
    licenseLabel: 'LPN/LVN License Number',
    additionalLicenseLabel: null,
  },
  {
    id: 'np',
    name: 'Nurse Practitioner (APRN)',
    licenseLabel: 'APRN License Number',
    additionalLicenseLabel: 'RN License Number',
  },
  {
    id: 'paramedic',
    name: 'Paramedic',
    licenseLabel: 'State Paramedic License Number',
    additionalLicenseLabel: 'NREMT Number',
  },
  {
    id: 'emt',
    name: 'Emergency Medical Technician (EMT)',
    licenseLabel: 'State EMT Certification Number',
    additionalLicenseLabel: 'NREMT Number',
  },
  { id: 'md', name: 'Physician (MD)', licenseLabel: 'Medical License Number', additionalLicenseLabel: 'NPI Number' },
  {
    id: 'do',
    name: 'Physician (DO)',
    licenseLabel: 'Osteopathic Medical License Number',
    additionalLicenseLabel: 'NPI Number',
  },
  {
    id: 'pa',
    name: 'Physician Assistant (PA)',
    licenseLabel: 'PA License Number',
    additionalLicenseLabel: 'NPI Number',
  },
  {
    id: 'rt',
    name: 'Respiratory Therapist (RT)',
    licenseLabel: 'RT License Number',
    additionalLicenseLabel: 'NBRC Credential Number',
  },
  {
    id: 'pharmacist',
    name: 'Pharmacist',
    licenseLabel: 'Pharmacist License Number',
    additionalLicenseLabel: 'NPI Number',
  },
];

const BY_ID = new Map(PROFESSIONS.map((p) => [p.id, p]));
export const professionById = (id: string): Profession | null => BY_ID.get(id) ?? null;
