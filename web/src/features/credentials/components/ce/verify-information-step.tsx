// Step 0, 'Confirm Your Information': the details the accreditors need (per the evaluation's
// flags), saved to the profile, then confirmed. 'Confirm & Continue'.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Button, Heading, SelectField, Text, TextField } from '@web/components/ui';
import { FileUpload } from '@web/components/file-upload';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { useStepUp } from '@web/components/step-up';
import { StreetAddressField, withPickedAddress } from '@web/components/street-address-field';
import { useSession } from '@web/lib/session';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';
import { useVerifyInformation } from '@web/features/credentials/api/cme-user-information-verified';
import { useOwnStateLicenses, useUsStates } from '@web/features/credentials/api/list-state-licenses';
import { useUpdateUser } from '@web/lib/update-user';
import { ssnInput } from '@shared/rules/ssn';

type Field =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'birthDate'
  | 'ssn'
  | 'driversLicense'
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'stateLicenses'
  | 'currentPassword';
const FIELDS = ['firstName', 'middleName', 'lastName', 'birthDate', 'street', 'city', 'state', 'zip'] as const;

export function VerifyInformationStep({
  course,
  onDone,
  licenses: licenseList,
}: {
  course: PassedCourse;
  onDone: () => void;
  licenses?: ReactNode;
}) {
  const flags = course.userExam!.cmeEvaluation!;
  const user = useSession().currentUser!;
  const initial = {
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    birthDate: user.birthDate ?? '',
    street: user.street ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zip: user.zip ?? '',
  };
  const [values, setValues] = useState(initial);
  const [ssn, setSsn] = useState('');
  const [licenseId, setLicenseId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useApiForm<Field>();
  const { withStepUp, dialog } = useStepUp();
  const save = useUpdateUser(user.id, { showToaster: false });
  const verify = useVerifyInformation();
  const licenses = useOwnStateLicenses();
  const states = useUsStates();

  // 'Add at least one state license' goes once one is on file (added from the form under the step).
  const hasLicense = (licenses.data?.length ?? 0) > 0;
  const { clear } = form;
  useEffect(() => {
    if (hasLicense) clear('stateLicenses');
  }, [hasLicense, clear]);
  const licensesError = form.field('stateLicenses').errorMessage;

  const input = (name: (typeof FIELDS)[number]) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((old) => ({ ...old, [name]: event.target.value }));
      form.clear(name);
    },
    ...form.field(name),
  });

  const submit = form.onSubmit(async () => {
    const changes: Record<string, string> = {};
    for (const name of FIELDS) if (values[name].trim() !== initial[name]) changes[name] = values[name].trim();
    if (ssn) changes.ssn = ssn;
    if (licenseId) changes.drivers_license = licenseId;
    if (Object.keys(changes).length) {
      // A new SSN long after sign-in needs the password again: asked in a dialog, then sent again.
      const saved = await withStepUp((currentPassword) =>
        save.mutateAsync(currentPassword ? { ...changes, currentPassword } : changes),
      );
      if (saved?.status !== 200) return saved;
      setLicenseId(null);
    }
    const reply = await verify.mutateAsync(course.userExam!.uuid);
    if (reply.status === 200) onDone();
    return reply;
  });

  return (
    <>
      <form ref={form.ref} noValidate onSubmit={submit} className="stack">
        <Heading level={3}>Confirm Your Information</Heading>
        <Text className="muted">Accreditors need these details to record your CE credit.</Text>
        <div className="certificate-form">
          {flags.verifyFirstName ? (
            <TextField label="First Name" autoComplete="given-name" isRequired {...input('firstName')} />
          ) : null}
          {flags.verifyMiddleName ? (
            <TextField label="Middle Name" autoComplete="additional-name" isRequired {...input('middleName')} />
          ) : null}
          {flags.verifyLastName ? (
            <TextField label="Last Name" autoComplete="family-name" isRequired {...input('lastName')} />
          ) : null}
          {flags.verifyBirthDate ? (
            <TextField label="Birth Date" type="date" autoComplete="bday" isRequired {...input('birthDate')} />
          ) : null}
          {flags.verifySsn ? (
            <TextField
              label="Social Security Number"
              inputMode="numeric"
              autoComplete="off"
              descriptiveText={
                user.ssn
                  ? `On file: ${user.ssn}. Enter it again only to replace it.`
                  : 'All 9 digits (dashes are fine).'
              }
              value={ssn}
              onChange={(event) => {
                // Its digits (a pasted 123-45-6789 too): no length limit cuts formatted input.
                setSsn(ssnInput(event.target.value));
                form.clear('ssn');
              }}
              {...form.field('ssn')}
            />
          ) : null}
        </div>
        {flags.verifyDriversLicense ? (
          <FileUpload
            use="driversLicense"
            label="Driver's License"
            currentFilename={user.driversLicenseFile?.filename}
            onUploaded={(signedId) => {
              setLicenseId(signedId);
              form.clear('driversLicense');
            }}
            onBusyChange={setUploading}
            {...form.field('driversLicense')}
          />
        ) : null}
        {flags.verifyAddress ? (
          <fieldset className="certificate-form">
            <legend>Mailing Address</legend>
            <StreetAddressField
              label="Street"
              autoComplete="address-line1"
              isRequired
              {...input('street')}
              onPick={(picked) => setValues((old) => withPickedAddress(old, picked))}
            />
            <TextField label="City" autoComplete="address-level2" isRequired {...input('city')} />
            <SelectField
              label="State"
              isRequired
              placeholder="Select a state"
              options={(states.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              {...input('state')}
            />
            <TextField label="Zip Code" inputMode="numeric" autoComplete="postal-code" isRequired {...input('zip')} />
          </fieldset>
        ) : null}
        {flags.verifyStateLicenses ? (
          <section aria-labelledby="verify-licenses-heading" className="stack">
            <Heading level={4} id="verify-licenses-heading">
              State Licenses
            </Heading>
            {licenseList ??
              (licenses.isPending ? (
                <Text>Loading state licenses…</Text>
              ) : licenses.isError ? (
                <Text role="alert">Failed to fetch state licenses.</Text>
              ) : licenses.data.length === 0 ? (
                <Text>No state licenses found.</Text>
              ) : (
                <ul className="license-summary">
                  {licenses.data.map((license) => (
                    <li key={license.id}>
                      {license.state.name} · {license.profession.name}: {license.license}
                    </li>
                  ))}
                </ul>
              ))}
            <Link to="state-licenses/create" aria-describedby={licensesError ? 'verify-licenses-error' : undefined}>
              Add a state license
            </Link>
            {licensesError ? (
              <p id="verify-licenses-error" className="amplify-field__error-message">
                {licensesError}
              </p>
            ) : null}
          </section>
        ) : null}
        <FormAlert message={form.summary()} />
        <Button
          type="submit"
          variation="primary"
          isDisabled={uploading}
          isLoading={form.pending}
          loadingText="Confirming…"
        >
          Confirm &amp; Continue
        </Button>
      </form>
      {/* The state license form (create, edit) opens here: outside the step's form, forms do not nest. */}
      <Outlet />
      {dialog}
    </>
  );
}
