/** en-US strings of the account area (issue "Accounts"); keys mirror src/locales/zh-CN/account.ts. */
export default {
  'title.register': 'Sign up',
  'title.registerFinished': 'Signed up',
  'title.forgetPassword': 'Reset password',
  'title.protocolServe': 'Terms of Service',
  'title.protocolPrivacy': 'Privacy Policy',
  'title.verifyEmail': 'Verify e-mail',
  'title.userMobile': 'Change mobile number',
  'title.userEmail': 'Set e-mail',
  'title.userWaitingEmail': 'Waiting for e-mail verification',
  'title.userNickName': 'Change nickname',
  'title.userPassword': 'Change password',
  'title.userWx': 'WeChat',
  'title.userInvite': 'Invited users',
  'menu.invite': 'Invited users',

  'account.mobile': 'Mobile number',
  'account.mobile.placeholder': '11-digit mobile number',
  'account.code': 'SMS code',
  'account.code.placeholder': '6-digit code',
  'account.code.send': 'Get code',
  'account.code.resend': 'Resend',
  'account.code.resendIn': 'Resend in {seconds}s',
  'account.code.sent': 'Code sent, valid for 5 minutes',
  'account.code.sentTo': 'Code sent to {mobile}',
  'account.password': 'Password',
  'account.password.placeholder': '8-20 characters, letters and digits',
  'account.password.hint': '8-20 characters with both letters and digits; symbols such as @#$ are allowed',
  'account.newPassword': 'New password',
  'account.oldPassword': 'Current password',
  'account.oldPassword.placeholder': 'Your current password',
  'account.confirm': 'Confirm password',
  'account.confirm.placeholder': 'Enter the password again',
  'account.toLogin': 'Log in',
  'account.backProfile': 'Back to profile',
  'account.save': 'Save',
  'account.cancel': 'Cancel',
  'account.next': 'Next',

  'account.rule.mobile.required': 'Enter your mobile number',
  'account.rule.mobile.invalid': 'Enter a valid 11-digit mobile number',
  'account.rule.password.required': 'Enter a password',
  'account.rule.password.length': 'The password must be 8-20 characters',
  'account.rule.password.space': 'The password must not contain spaces',
  'account.rule.password.mix': 'The password must contain letters and digits',
  'account.rule.confirm.required': 'Enter the password again',
  'account.rule.confirm.mismatch': 'The passwords do not match',
  'account.rule.code.required': 'Enter the SMS code',
  'account.rule.code.invalid': 'The code has 6 digits',
  'account.rule.nickname.required': 'Enter a nickname',
  'account.rule.nickname.length': 'The nickname must be 2-20 characters',
  'account.rule.email.required': 'Enter an e-mail address',
  'account.rule.email.invalid': 'Enter a valid e-mail address',
  'account.rule.agreement.required': 'Please accept the Terms of Service and the Privacy Policy',
  'account.rule.avatar.type': 'Upload an image (png, jpg, jpeg, gif, webp …)',
  'account.rule.avatar.size': 'The avatar must not exceed 2 MB',
  'account.rule.oldPassword.required': 'Enter your current password',

  'account.login.tab.password': 'Password',
  'account.login.tab.wx': 'WeChat QR code',
  'account.login.forgot': 'Forgot password?',
  'account.login.noAccount': 'No account yet?',
  'account.login.register': 'Sign up',

  'account.register.title': 'Create a Yishui account',
  'account.register.subtitle': 'Sign up with your mobile number to start VAT and compliance services',
  'account.register.agree': 'I have read and accept the ',
  'account.register.and': ' and the ',
  'account.register.submit': 'Sign up',
  'account.register.success': 'Signed up and logged in',
  'account.register.haveAccount': 'Already have an account?',

  'account.finished.title': 'Signed up',
  'account.finished.result': 'Welcome to Yishui',
  'account.finished.desc': 'Your account {mobile} is ready and logged in.',
  'account.finished.home': 'Open the console',
  'account.finished.profile': 'Complete your profile',

  'account.reset.title': 'Reset password',
  'account.reset.subtitle': 'Receive a code on your registered mobile number and set a new password',
  'account.reset.submit': 'Reset password',
  'account.reset.success': 'Password reset; log in with the new one',
  'account.reset.remembered': 'Remembered it?',

  'account.protocol.serve': 'Terms of Service',
  'account.protocol.privacy': 'Privacy Policy',
  'account.protocol.updated': 'Updated 1 January 2026, effective 1 January 2026',
  'account.protocol.backRegister': 'Back to sign-up',
  'account.protocol.serve.body': `These terms govern your use of the Yishui website and console (the "Service"). By accepting them when you sign up you agree to all of them.

## 1. The Service

Yishui helps cross-border sellers and their agents with VAT registration, tax calculation from sales reports, VAT returns and payment, EORI, EPR and packaging-law registration, authorised representatives and VAT number checks.

## 2. Your account

Register with a mainland China mobile number in your own name, verify it by SMS and keep your password safe. Do not lend or share your account.

## 3. Your obligations

The company, legal-person and sales data you submit must be true, accurate and complete. Do not use the Service for false declarations or tax evasion.

## 4. Tax calculation and returns

Calculated figures are based on the reports you upload and current rates; you confirm every return before it is filed and bear the consequences of wrong source data.

## 5. Governing law

These terms are governed by the laws of the People's Republic of China.`,
  'account.protocol.privacy.body': `Yishui respects your privacy. This policy explains what personal information we collect and how we use and protect it.

## 1. What we collect

Your mobile number, password (stored hashed) and SMS codes; nickname, e-mail and avatar; the company and identity documents and sales reports you submit; the identifier WeChat assigns when you bind it.

## 2. How we use it

To run your account, verify your identity, handle the services you order, send codes and notices, keep your account secure and meet legal duties.

## 3. Sharing

We share what a service needs with tax authorities and our partner tax agents. We never sell your personal information.

## 4. Your rights

You can view and correct your details in your profile, unbind WeChat, and ask customer service to close your account.`,

  'account.info.desc': 'Manage your avatar, nickname, mobile number, e-mail, password and WeChat.',
  'account.info.avatar': 'Avatar',
  'account.info.basic': 'Account',
  'account.info.edit': 'Edit',
  'account.info.change': 'Change',
  'account.info.bind': 'Bind',
  'account.info.manage': 'Manage',
  'account.info.password': 'Password',
  'account.info.wx': 'WeChat',
  'account.info.emailPending': '{email} awaiting verification',
  'account.avatar.change': 'Change avatar',
  'account.avatar.uploading': 'Uploading {percent}%',
  'account.avatar.hint': 'png, jpg, gif, webp and other images up to 2 MB',
  'account.avatar.success': 'Avatar updated',

  'account.nickname.title': 'Change nickname',
  'account.nickname.placeholder': 'Your nickname',
  'account.nickname.hint': '2-20 characters, shown in the console header',
  'account.nickname.success': 'Nickname changed',

  'account.changePassword.title': 'Change password',
  'account.changePassword.success': 'Password changed; use the new one next time',

  'account.mobile.title': 'Change mobile number',
  'account.mobile.step0': 'Verify current number',
  'account.mobile.step1': 'Enter new number',
  'account.mobile.step2': 'Verify new number',
  'account.mobile.step3': 'Done',
  'account.mobile.old': 'Current number',
  'account.mobile.new': 'New number',
  'account.mobile.newHint': 'We will send a code to the new number.',
  'account.mobile.sendNew': 'Next',
  'account.mobile.editNew': 'Edit number',
  'account.mobile.confirm': 'Change number',
  'account.mobile.done': 'Mobile number changed',
  'account.mobile.doneDesc': 'From now on log in and receive codes with {mobile}.',

  'account.email.title': 'Set e-mail',
  'account.email.current': 'Current e-mail: {email}',
  'account.email.none': 'You have no e-mail yet.',
  'account.email.new': 'New e-mail',
  'account.email.placeholder': 'e.g. name@example.com',
  'account.email.hint': 'We will send a verification link to this address.',
  'account.email.submit': 'Send verification e-mail',
  'account.email.sent': 'Verification e-mail sent',
  'account.email.resent': 'Verification e-mail sent again',
  'account.email.waitingTitle': 'Verify e-mail',
  'account.email.waiting': 'Verification e-mail sent to {email}',
  'account.email.waitingDesc': 'Open the link in the e-mail within 24 hours. This page updates once it is verified.',
  'account.email.resend': 'Send again',
  'account.email.changeAddress': 'Use another address',
  'account.email.verified': 'E-mail verified',
  'account.email.noPending': 'No e-mail is waiting for verification',

  'account.verify.title': 'Verify e-mail',
  'account.verify.checking': 'Verifying…',
  'account.verify.success': 'E-mail verified',
  'account.verify.successDesc': '{email} is now your account e-mail.',
  'account.verify.failed': 'Verification failed',
  'account.verify.noToken': 'The link is incomplete; open it again from the e-mail.',
  'account.verify.unknown': 'Verification could not complete; please try again later.',

  'account.wx.title': 'WeChat',
  'account.wx.desc': 'Bind WeChat to log in by scanning a QR code.',
  'account.wx.loginHint': 'Scan with WeChat to log in',
  'account.wx.bindHint': 'Scan with WeChat and confirm to bind',
  'account.wx.loading': 'Loading the QR code…',
  'account.wx.qrLabel': 'WeChat QR code',
  'account.wx.error': 'Could not load the QR code; refresh to retry',
  'account.wx.scanned': 'Scanned; confirm on your phone',
  'account.wx.confirmed': 'Confirmed',
  'account.wx.expired': 'The QR code has expired; refresh it',
  'account.wx.unbound': 'This WeChat is not bound to a Yishui account',
  'account.wx.refresh': 'Refresh QR code',
  'account.wx.bound': 'WeChat bound',
  'account.wx.notBound': 'Not bound',
  'account.wx.boundDesc': 'You can log in by scanning with WeChat.',
  'account.wx.bindSuccess': 'WeChat bound',
  'account.wx.unbind': 'Unbind',
  'account.wx.unbindTitle': 'Unbind WeChat?',
  'account.wx.unbindContent': 'You will no longer be able to log in with WeChat; you can bind it again at any time.',
  'account.wx.unbindOk': 'Unbind',
  'account.wx.unbindSuccess': 'WeChat unbound',

  'account.invite.title': 'Invited users',
  'account.invite.desc': 'Users who signed up through your invitation.',
  'account.invite.view': 'View invited users',
  'account.invite.q': 'Keyword',
  'account.invite.qPlaceholder': 'Name, company or username',
  'account.invite.name': 'Name',
  'account.invite.username': 'Username',
  'account.invite.company': 'Company',
  'account.invite.mobile': 'Mobile',
  'account.invite.createdAt': 'Signed up',
  'account.invite.empty': 'No invited users yet',
};
