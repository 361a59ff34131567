import { DEFAULT_AVATAR, formErrors, ProfileDetailsFormSchema, userAvatarUrl } from '@app/domain';
import { failureText } from '@app/sdk';
import { useChangePassword, useDeleteAccount, useUpdateProfile, useUploadAvatar } from '@app/sdk/react';
import {
  ChangePasswordForm,
  DeleteAccountCard,
  FormikTextField,
  ImageUpload,
  LoadingScreen,
  PageHeader,
  SectionCard,
  useToast,
} from '@app/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { SessionsSection } from './SessionsSection';

/**
 * My profile (/profile): picture (upload checked by type and size, or removal), name and job title, the
 * password change (current password required), and deleting the account after typing the password.
 */
export function UserProfile() {
  const { user, signOut } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile(api);
  const uploadAvatar = useUploadAvatar(api);
  const removeAvatar = useUpdateProfile(api);
  const changePassword = useChangePassword(api);
  const deleteAccount = useDeleteAccount(api);
  const [avatarError, setAvatarError] = useState<string>();

  if (!user) return <LoadingScreen />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeader title="My Profile" subtitle="How you appear to your team, and how you sign in." />

      <SectionCard title="Profile">
        <Stack spacing={3}>
          <ImageUpload
            kind="avatar"
            name={user.name}
            imageUrl={userAvatarUrl(user)}
            busy={uploadAvatar.isPending || removeAvatar.isPending}
            error={avatarError}
            onUpload={async (file) => {
              setAvatarError(undefined);
              try {
                await uploadAvatar.mutateAsync(file);
                showToast('Profile picture updated', { variant: 'success' });
              } catch (error) {
                setAvatarError(failureText(error, 'The picture could not be uploaded'));
              }
            }}
            onRemove={async () => {
              setAvatarError(undefined);
              try {
                await removeAvatar.mutateAsync({ profileImage: DEFAULT_AVATAR });
                showToast('Profile picture removed', { variant: 'success' });
              } catch (error) {
                setAvatarError(failureText(error, 'The picture could not be removed'));
              }
            }}
          />
          <Formik
            initialValues={{ name: user.name, jobTitle: user.jobTitle ?? '' }}
            enableReinitialize
            validate={(values) => formErrors(ProfileDetailsFormSchema, values)}
            onSubmit={async (values) => {
              try {
                await updateProfile.mutateAsync({
                  name: values.name.trim(),
                  jobTitle: values.jobTitle.trim(),
                });
                showToast('Profile updated', { variant: 'success' });
              } catch (error) {
                showToast(failureText(error, 'Profile update failed'), { variant: 'error' });
              }
            }}
          >
            {({ isSubmitting, dirty }) => (
              <Form noValidate aria-label="Profile details">
                <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
                  <FormikTextField name="name" label="Full name" autoComplete="name" required fullWidth />
                  <FormikTextField
                    name="jobTitle"
                    label="Job title"
                    autoComplete="organization-title"
                    fullWidth
                  />
                  <Box>
                    <Typography variant="body2" color="text.secondary">
                      Email
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
                  </Box>
                  <Box>
                    <Button type="submit" variant="contained" loading={isSubmitting} disabled={!dirty}>
                      Save changes
                    </Button>
                  </Box>
                </Stack>
              </Form>
            )}
          </Formik>
        </Stack>
      </SectionCard>

      <SectionCard
        title="Password"
        subtitle="Changing it signs you out on every other device; this one stays signed in."
      >
        <ChangePasswordForm
          onSubmit={async (payload) => {
            try {
              const message = await changePassword.mutateAsync(payload);
              showToast(message || 'Password changed', { variant: 'success' });
            } catch (error) {
              throw new Error(failureText(error, 'The password could not be changed'));
            }
          }}
        />
      </SectionCard>

      <SessionsSection />

      <DeleteAccountCard
        onDelete={async (password) => {
          try {
            const message = await deleteAccount.mutateAsync({ password });
            showToast(message || 'Your account was deleted', { variant: 'success' });
          } catch (error) {
            throw new Error(failureText(error, 'Account deletion failed'));
          }
          // Leave first, so the login screen does not offer to come back here.
          navigate(paths.auth.login.href(), { replace: true });
          signOut();
        }}
      />
    </Stack>
  );
}
