import { defineMessage, defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  welcomeBack: { id: 'login.title', defaultMessage: 'Welcome back' },
  username: { id: 'login.username', defaultMessage: 'Username / Email' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  usernameRequired: { id: 'login.usernameTip', defaultMessage: 'Username / Email required' },
  forgot: { id: 'login.forgot', defaultMessage: 'Forgot password?' },
  verifyCode: { id: 'login.verifyCode', defaultMessage: 'Characters in the picture' },
  verifyCodeImage: { id: 'login.verifyCodeImage', defaultMessage: 'Picture of characters to type' },
  noAccount: { id: 'login.noAccount', defaultMessage: 'New here? Join now' },
  forgotTitle: { id: 'forgot.title', defaultMessage: 'Forgot password' },
  forgotField: { id: 'forgot.field', defaultMessage: 'Username or email' },
  forgotRequired: { id: 'forgot.required', defaultMessage: 'Username or email required' },
  forgotSent: {
    id: 'forgot.sent',
    defaultMessage: 'If the account exists, we have sent a mail with a link to reset the password.',
  },
  sendMailFailed: { id: 'common.sendMailFailed', defaultMessage: 'Fail to send mail' },
  joinTitle: { id: 'register.title', defaultMessage: 'Create your account' },
  almostDone: { id: 'register.almostDone', defaultMessage: 'Almost done' },
  steps: { id: 'register.steps', defaultMessage: 'Registration steps' },
  account: { id: 'register.account', defaultMessage: 'Account' },
  personal: { id: 'register.personal', defaultMessage: 'Personal details' },
  addressStep: { id: 'register.addressStep', defaultMessage: 'Address and currency' },
  email: { id: 'register.email', defaultMessage: 'Email' },
  usernameField: { id: 'register.username', defaultMessage: 'Username' },
  repassword: { id: 'register.repassword', defaultMessage: 'Repeat password' },
  mobilePrefix: { id: 'register.mobilePrefix', defaultMessage: 'Prefix' },
  mobile: { id: 'register.mobile', defaultMessage: 'Mobile number' },
  firstName: { id: 'register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'register.lastName', defaultMessage: 'Last name' },
  gender: { id: 'register.gender', defaultMessage: 'Gender' },
  male: { id: 'register.male', defaultMessage: 'Male' },
  female: { id: 'register.female', defaultMessage: 'Female' },
  birthday: { id: 'register.birthday', defaultMessage: 'Birthday' },
  year: { id: 'register.year', defaultMessage: 'Year' },
  month: { id: 'register.month', defaultMessage: 'Month' },
  day: { id: 'register.day', defaultMessage: 'Day' },
  currency: { id: 'register.currency', defaultMessage: 'Currency' },
  country: { id: 'register.country', defaultMessage: 'Country' },
  state: { id: 'register.state', defaultMessage: 'State' },
  city: { id: 'register.city', defaultMessage: 'Town / City' },
  postalCode: { id: 'register.postalCode', defaultMessage: 'Postal code' },
  address: { id: 'register.address', defaultMessage: 'Address' },
  invitorCode: { id: 'register.invitorCode', defaultMessage: 'Invitation code (optional)' },
  receiveExclusive: { id: 'register.receiveExclusive', defaultMessage: 'Send me exclusive offers by email' },
  agree: { id: 'register.agree', defaultMessage: 'I am 18 or older and I accept the terms and conditions' },
  acceptTip: {
    id: 'register.acceptTip',
    defaultMessage:
      'Sorry, we can not accept you to be our customer unless you agree to our terms and conditions.',
  },
  submit: { id: 'register.submit', defaultMessage: 'Create account' },
  signUpFailed: { id: 'register.failed', defaultMessage: 'Sign up failed!' },
});

export const activationMessages = defineMessages({
  title: { id: 'activate.title', defaultMessage: 'Account activation' },
  activating: { id: 'activate.activating', defaultMessage: 'Activating your account…' },
  success: { id: 'activate.success', defaultMessage: 'Your account is active. Enjoy the games!' },
  failure: { id: 'activate.failure', defaultMessage: 'Fail to activate account' },
  resend: { id: 'activate.resend', defaultMessage: 'Send the activation mail again' },
  sendSuccessMsg: {
    id: 'activate.sendSuccessMsg',
    defaultMessage: 'We have sent you a new activation mail.',
  },
  sendFailMsg: { id: 'activate.sendFailMsg', defaultMessage: 'The activation mail could not be sent.' },
  loginToResend: { id: 'activate.loginToResend', defaultMessage: 'Log in to receive a new activation mail.' },
});

export const resetMessages = defineMessages({
  title: { id: 'reset.title', defaultMessage: 'Choose a new password' },
  current: { id: 'reset.current', defaultMessage: 'Current password' },
  currentRequired: { id: 'reset.currentRequired', defaultMessage: 'Current password required' },
  password: { id: 'reset.password', defaultMessage: 'New password' },
  repassword: { id: 'reset.repassword', defaultMessage: 'Repeat the new password' },
  done: { id: 'reset.done', defaultMessage: 'Your password has been changed. You can log in now.' },
  missingToken: {
    id: 'reset.missingToken',
    defaultMessage: 'This link is not valid. Ask for a new reset mail.',
  },
});

export const activationPromptMessages = defineMessages({
  title: { id: 'activate.promptTitle', defaultMessage: 'Activate your account' },
  login: { id: 'activate.promptLogin', defaultMessage: 'I have activated it: log in' },
});

export const activationPromptText = defineMessage<{ email: string }>({
  id: 'activate.promptText',
  defaultMessage:
    'We sent an activation link to {email}. Open it to activate your account: cash-outs need an activated account. Then log in again here.',
});

export const socialMessages = defineMessages({
  continueWithFacebook: { id: 'social.continueWithFacebook', defaultMessage: 'Continue with Facebook' },
  title: { id: 'social.title', defaultMessage: 'Facebook sign-in' },
  checking: { id: 'social.checking', defaultMessage: 'Checking your Facebook account…' },
  emailNeeded: {
    id: 'social.emailNeeded',
    defaultMessage:
      'Facebook did not share an e-mail address. Enter yours: we will send you a link to confirm it, and bonuses and deposits open once it is confirmed.',
  },
  submit: { id: 'social.submit', defaultMessage: 'Continue' },
  failed: { id: 'social.failed', defaultMessage: 'The Facebook sign-in did not complete. Please try again.' },
  cancelled: { id: 'social.cancelled', defaultMessage: 'You cancelled the Facebook sign-in.' },
});
