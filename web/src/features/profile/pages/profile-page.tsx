// /profile: the learner's own details (the spec's form). Only changed fields are sent; the SSN is
// write-only (shown as on file with its last four), the driver's license goes up as a direct upload.
import { useMemo, useState } from 'react';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { FileUpload } from '@web/components/file-upload';
import { FormAlert } from '@web/components/form-alert';
import { usePageTitle } from '@web/components/page-title';
import { useApiForm } from '@web/components/use-api-form';
import { withPickedAddress } from '@web/components/street-address-field';
import { ADDRESS_FIELDS, AddressFields, PERSON_FIELDS, PersonFields } from '@web/components/profile-fields';
import { useSession, type CurrentUser } from '@web/lib/session';
import { ProfileTabs } from '../components/profile-tabs';
import { ContactConfirmation } from '../components/contact-confirmation';
import { fetchDriversLicenseLink } from '../api/drivers-license-file';
import { isOwnProfile, useUpdateUser, type ProfileField, type UserUpdateInput } from '@web/lib/update-user';
import { ssnInput } from '@shared/rules/ssn';
import '../profile.css';

const TEXT_FIELDS = [...PERSON_FIELDS, ...ADDRESS_FIELDS] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextFieldName, string> & { ssn: string; currentPassword: string };

const valuesOf = (user: CurrentUser): Values => ({
  firstName: user.firstName,
  middleName: user.middleName ?? '',
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  birthDate: user.birthDate ?? '',
  street: user.street ?? '',
  street2: user.street2 ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  zip: user.zip ?? '',
  ssn: '',
  currentPassword: '',
});

export function ProfilePage() {
  usePageTitle('Profile');
  const { currentUser } = useSession();
  const user = currentUser!;
  const initial = useMemo(() => valuesOf(user), [user]);
  const [values, setValues] = useState<Values>(initial);
  const [licenseId, setLicenseId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadKey, setUploadKey] = useState(0);
  const update = useUpdateUser(user.id);
  const form = useApiForm<ProfileField>();

  const input = (name: TextFieldName | 'ssn' | 'currentPassword') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      // The SSN box keeps the digits of what is typed or pasted (123-45-6789 too), so no length limit cuts it.
      const value = name === 'ssn' ? ssnInput(event.target.value) : event.target.value;
      setValues((old) => ({ ...old, [name]: value }));
      form.clear(name);
    },
    ...form.field(name),
  });

  const sensitiveChange =
    values.email.trim().toLowerCase() !== initial.email || values.phone.trim() !== initial.phone || values.ssn !== '';
  const submit = form.onSubmit(async () => {
    const changes: UserUpdateInput = {};
    for (const name of TEXT_FIELDS)
      if (values[name].trim() !== initial[name]) (changes as Record<string, string>)[name] = values[name].trim();
    if (values.ssn) changes.ssn = values.ssn;
    if (licenseId) changes.drivers_license = licenseId;
    if (values.currentPassword) changes.currentPassword = values.currentPassword;
    const reply = await update.mutateAsync(changes);
    if (reply.status === 200 && isOwnProfile(reply.body.user)) {
      setValues(valuesOf(reply.body.user));
      setLicenseId(null);
      setUploadKey((key) => key + 1);
    }
    return reply;
  });

  const openLicense = async () => {
    const link = await fetchDriversLicenseLink(user.id);
    window.open(link.url, '_blank', 'noopener');
  };

  return (
    <section className="page">
      <Heading level={1}>Profile</Heading>
      <ProfileTabs />
      <ContactConfirmation user={user} />
      <form ref={form.ref} noValidate onSubmit={submit} className="card stack">
        <div className="profile-form">
          <PersonFields input={input} />
          <TextField
            label="Social Security Number"
            inputMode="numeric"
            autoComplete="off"
            descriptiveText={
              user.ssn
                ? `On file: ${user.ssn}. Enter all 9 digits only to replace it.`
                : 'All 9 digits (dashes are fine). Used only for CE reporting; we never show it again.'
            }
            {...input('ssn')}
          />
          <AddressFields input={input} onPick={(picked) => setValues((old) => withPickedAddress(old, picked))} />
          <div className="profile-form__wide stack">
            <FileUpload
              key={uploadKey}
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
            {user.driversLicenseFile ? (
              <Button variation="link" size="small" onClick={() => void openLicense()}>
                View the driver's license on file
              </Button>
            ) : null}
          </div>
          {sensitiveChange ? (
            <TextField
              className="profile-form__wide"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              descriptiveText="Needed to change your email, phone or SSN unless you signed in with your password in the last 15 minutes."
              {...input('currentPassword')}
            />
          ) : null}
        </div>
        <FormAlert message={form.summary()} />
        <div className="row">
          <Button
            type="submit"
            variation="primary"
            isDisabled={form.pending || uploading}
            isLoading={form.pending}
            loadingText="Saving…"
          >
            Save Profile
          </Button>
          {uploading ? <Text className="muted">Waiting for the upload to finish…</Text> : null}
        </div>
      </form>
    </section>
  );
}
