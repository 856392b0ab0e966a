// A person's details as the profile form shows them, shared by the learner's own profile and the
// group portal's member form: names, email, phone (the member's own form only) and birth date
// (PersonFields) and the address (AddressFields, with the street suggestions where offered and the
// states list). The form owns the values and the 422 messages: `input(name)` gives a field its
// value, onChange and error props.
import { SelectField, TextField } from '@web/components/ui';
import { StreetAddressField, type PickedAddress } from '@web/components/street-address-field';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import './profile-fields.css';

export const PERSON_FIELDS = ['firstName', 'middleName', 'lastName', 'email', 'phone', 'birthDate'] as const;
export const ADDRESS_FIELDS = ['street', 'street2', 'city', 'state', 'zip'] as const;
export type PersonFieldName = (typeof PERSON_FIELDS)[number];
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

export interface FieldBinding {
  name?: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  hasError?: boolean;
  errorMessage?: string;
  /** Shown but not editable here (a group admin sees a member's email). */
  readOnly?: boolean;
  descriptiveText?: string;
}

/** The member's own form binds every field; the group portal's (`withPhone: false`) never has a phone. */
type PersonFieldsProps =
  | { input: (name: PersonFieldName) => FieldBinding; withPhone?: true }
  | { input: (name: Exclude<PersonFieldName, 'phone'>) => FieldBinding; withPhone: false };

export function PersonFields(props: PersonFieldsProps) {
  const { input } = props;
  return (
    <>
      <TextField label="First Name" autoComplete="given-name" isRequired {...input('firstName')} />
      <TextField label="Middle Name" autoComplete="additional-name" {...input('middleName')} />
      <TextField label="Last Name" autoComplete="family-name" isRequired {...input('lastName')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        isRequired
        {...input('email')}
      />
      {props.withPhone === false ? null : (
        <TextField label="Phone" type="tel" autoComplete="tel" {...props.input('phone')} />
      )}
      <TextField label="Birth Date" type="date" autoComplete="bday" {...input('birthDate')} />
    </>
  );
}

const listStates = apiRoute('profile/list-states');

export function AddressFields({
  input,
  onPick,
}: {
  input: (name: AddressFieldName) => FieldBinding;
  onPick: (picked: PickedAddress) => void;
}) {
  const states = useContractQuery(listStates, undefined, { staleTime: Infinity, select: (body) => body.data });
  return (
    <>
      <StreetAddressField
        className="profile-form__wide"
        label="Street Address"
        autoComplete="address-line1"
        {...input('street')}
        onPick={onPick}
      />
      <TextField
        className="profile-form__wide"
        label="Apartment, suite, etc."
        autoComplete="address-line2"
        {...input('street2')}
      />
      <TextField label="City" autoComplete="address-level2" {...input('city')} />
      <SelectField
        label="State"
        autoComplete="address-level1"
        placeholder={states.isPending ? 'Loading states…' : 'Select a state'}
        options={(states.data ?? []).map((state) => ({ value: state.id, label: state.name }))}
        {...input('state')}
      />
      <TextField label="Zip Code" inputMode="numeric" autoComplete="postal-code" {...input('zip')} />
    </>
  );
}
