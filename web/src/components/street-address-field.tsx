// The street field of every address form. Where the server offers address suggestions (bootstrap
// `addressAutocomplete`: AWS, with a place index) it is an accessible combobox whose choice fills
// street, city, state and zip (street-address-combobox.tsx, loaded only then); elsewhere (locally)
// it stays the plain labelled text field.
import { lazy, Suspense } from 'react';
import { TextField, type TextFieldProps } from '@web/components/ui';
import { useSessionState } from '@web/lib/session';

export interface PickedAddress {
  street: string;
  city: string;
  /** USPS id; empty when the suggestion's state is not one we list. */
  state: string;
  zip: string;
}

export interface StreetAddressFieldProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** A suggestion was chosen: fill the other address fields from it. */
  onPick: (address: PickedAddress) => void;
}

const StreetAddressCombobox = lazy(() => import('./street-address-combobox'));

export function StreetAddressField({ onPick, ...field }: StreetAddressFieldProps) {
  // Read from the bootstrap data itself: the session object every page's first download holds stays as it was.
  const session = useSessionState();
  if (session.status !== 'ready' || !session.data.addressAutocomplete) return <TextField {...field} />;
  return (
    <Suspense fallback={<TextField {...field} />}>
      <StreetAddressCombobox {...field} onPick={onPick} />
    </Suspense>
  );
}

/** A form's address values with a chosen suggestion filled in (a part the suggestion lacks keeps what was typed). */
export function withPickedAddress<V extends PickedAddress>(values: V, picked: PickedAddress): V {
  return {
    ...values,
    street: picked.street,
    city: picked.city || values.city,
    state: picked.state || values.state,
    zip: picked.zip || values.zip,
  };
}
