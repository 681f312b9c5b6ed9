/** zh-CN strings of the account area (issue "Accounts"): titles, forms, rules, WeChat, protocols. */
export default {
  'title.register': '注册账号',
  'title.registerFinished': '注册成功',
  'title.forgetPassword': '找回密码',
  'title.protocolServe': '一税服务协议',
  'title.protocolPrivacy': '一税隐私政策',
  'title.verifyEmail': '验证邮箱',
  'title.userMobile': '更换手机号',
  'title.userEmail': '设置邮箱',
  'title.userWaitingEmail': '等待邮箱验证',
  'title.userNickName': '修改昵称',
  'title.userPassword': '修改密码',
  'title.userWx': '微信绑定',
  'title.userInvite': '邀请列表',
  'menu.invite': '邀请列表',

  'account.mobile': '手机号',
  'account.mobile.placeholder': '请输入 11 位手机号',
  'account.code': '短信验证码',
  'account.code.placeholder': '6 位验证码',
  'account.code.send': '获取验证码',
  'account.code.resend': '重新获取',
  'account.code.resendIn': '{seconds} 秒后重新获取',
  'account.code.sent': '验证码已发送，5 分钟内有效',
  'account.code.sentTo': '验证码已发送至 {mobile}',
  'account.password': '密码',
  'account.password.placeholder': '8-20 位，包含字母和数字',
  'account.password.hint': '8-20 位，须同时包含字母和数字，可使用 @#$ 等符号',
  'account.newPassword': '新密码',
  'account.oldPassword': '原密码',
  'account.oldPassword.placeholder': '请输入当前使用的密码',
  'account.confirm': '确认密码',
  'account.confirm.placeholder': '请再次输入密码',
  'account.toLogin': '去登录',
  'account.backProfile': '返回个人资料',
  'account.save': '保存',
  'account.cancel': '取消',
  'account.next': '下一步',

  'account.rule.mobile.required': '请输入手机号',
  'account.rule.mobile.invalid': '请输入正确的 11 位手机号',
  'account.rule.password.required': '请输入密码',
  'account.rule.password.length': '密码长度应为 8-20 位',
  'account.rule.password.space': '密码不能包含空格',
  'account.rule.password.mix': '密码须同时包含字母和数字',
  'account.rule.confirm.required': '请再次输入密码',
  'account.rule.confirm.mismatch': '两次输入的密码不一致',
  'account.rule.code.required': '请输入短信验证码',
  'account.rule.code.invalid': '验证码为 6 位数字',
  'account.rule.nickname.required': '请输入昵称',
  'account.rule.nickname.length': '昵称长度应为 2-20 个字符',
  'account.rule.email.required': '请输入邮箱',
  'account.rule.email.invalid': '请输入正确的邮箱地址',
  'account.rule.agreement.required': '请阅读并同意服务协议和隐私政策',
  'account.rule.avatar.type': '请上传图片文件（png、jpg、jpeg、gif、webp 等）',
  'account.rule.avatar.size': '头像图片不能超过 2 MB',
  'account.rule.oldPassword.required': '请输入原密码',

  'account.login.tab.password': '密码登录',
  'account.login.tab.wx': '微信扫码登录',
  'account.login.forgot': '忘记密码？',
  'account.login.noAccount': '还没有账号？',
  'account.login.register': '立即注册',

  'account.register.title': '注册一税账号',
  'account.register.subtitle': '使用手机号注册，注册后即可办理 VAT 与合规业务',
  'account.register.agree': '我已阅读并同意',
  'account.register.and': '和',
  'account.register.submit': '注册',
  'account.register.success': '注册成功，已为您登录',
  'account.register.haveAccount': '已有账号？',

  'account.finished.title': '注册成功',
  'account.finished.result': '欢迎加入一税',
  'account.finished.desc': '您的账号 {mobile} 已注册并登录，可以开始使用一税控制台了。',
  'account.finished.home': '进入控制台',
  'account.finished.profile': '完善个人资料',

  'account.reset.title': '找回密码',
  'account.reset.subtitle': '通过注册手机号接收验证码，设置新密码',
  'account.reset.submit': '重置密码',
  'account.reset.success': '密码已重置，请使用新密码登录',
  'account.reset.remembered': '想起密码了？',

  'account.protocol.serve': '《一税服务协议》',
  'account.protocol.privacy': '《一税隐私政策》',
  'account.protocol.updated': '更新日期：2026 年 1 月 1 日　生效日期：2026 年 1 月 1 日',
  'account.protocol.backRegister': '返回注册',
  'account.protocol.serve.body': `欢迎使用一税。本协议是您与一税平台运营方（以下简称“我们”）之间就使用一税网站及控制台服务（以下简称“本服务”）所订立的协议。请您在注册前仔细阅读本协议，特别是免除或限制责任的条款。您勾选“我已阅读并同意”并完成注册，即表示您已充分理解并同意本协议全部内容。

## 一、服务内容

本服务面向跨境电商卖家及其服务代理商，提供 VAT 注册、销售报告算税、VAT 申报与缴税、EORI 申请、EPR 及包装法注册、授权代表服务、VAT 号查询与监控等功能。具体服务内容以控制台实际提供的功能为准，我们可能根据业务发展对服务进行调整。

## 二、账号注册与使用

您应使用本人实名登记的中国大陆手机号注册账号，并通过短信验证码完成验证。您应妥善保管账号和密码，不得将账号出借、转让或与他人共用。因您保管不善导致的损失由您自行承担；发现账号被盗用的，请立即修改密码并联系客服。

## 三、用户义务

您保证向我们提交的公司信息、法人信息、销售报告及其他资料真实、准确、完整，并对其合法性负责。您不得利用本服务从事虚假申报、逃避税款或其他违反中国及目的国法律法规的行为。

## 四、税务计算与申报

平台依据您上传的销售报告和各国现行税率计算税额，计算结果供您申报参考。申报数据在提交税务机关前须经您确认；因原始数据错误、遗漏或未按时确认导致的罚款、滞纳金由您自行承担。

## 五、费用与发票

本服务中的收费项目、价格和支付方式以订单页面展示为准。您支付费用后，我们将按订单约定提供服务并开具相应发票。

## 六、服务中断与终止

因系统维护、网络故障或不可抗力导致服务暂停的，我们将尽力提前通知并尽快恢复。您违反本协议的，我们有权暂停或终止向您提供服务。

## 七、其他

本协议的订立、履行和解释适用中华人民共和国法律。因本协议产生的争议，双方应协商解决；协商不成的，提交我们所在地有管辖权的人民法院诉讼解决。`,
  'account.protocol.privacy.body': `一税重视您的个人信息和隐私保护。本政策说明我们在您使用一税服务时如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。

## 一、我们收集的信息

注册和登录时，我们收集您的手机号、密码（加密存储）和短信验证码；完善资料时，收集您的昵称、邮箱和头像；办理业务时，收集您主动提交的公司信息、法人身份证件、营业执照和销售报告等资料；绑定微信时，收集微信为您分配的唯一标识。

## 二、我们如何使用信息

我们使用上述信息为您创建和管理账号、验证身份、办理 VAT 注册与申报等业务、向您发送验证码和业务通知、保障账号与交易安全，以及在法律法规要求时配合监管。

## 三、信息的共享与披露

为完成您委托的业务，我们会将必要的信息提供给相关国家的税务机关、合作的税务代理及会计师事务所。除此之外，未经您同意，我们不会向任何第三方出售或提供您的个人信息，法律法规另有规定的除外。

## 四、信息的存储与保护

您的个人信息存储在中华人民共和国境内的服务器上。我们采用传输加密、访问控制和安全审计等措施保护您的信息。账号注销后，我们将在法律规定的期限届满后删除或匿名化处理您的个人信息。

## 五、您的权利

您可以在“个人资料”中查阅和更正您的手机号、邮箱、昵称和头像，可以解除微信绑定，也可以联系客服申请注销账号。

## 六、联系我们

如对本政策有任何疑问、意见或投诉，请通过控制台内的客服入口联系我们，我们将在 15 个工作日内答复。`,

  'account.info.desc': '管理您的头像、昵称、手机号、邮箱、密码和微信绑定。',
  'account.info.avatar': '头像',
  'account.info.basic': '账号信息',
  'account.info.edit': '修改',
  'account.info.change': '更换',
  'account.info.bind': '绑定',
  'account.info.manage': '管理',
  'account.info.password': '登录密码',
  'account.info.wx': '微信',
  'account.info.emailPending': '{email} 待验证',
  'account.avatar.change': '更换头像',
  'account.avatar.uploading': '上传中 {percent}%',
  'account.avatar.hint': '支持 png、jpg、gif、webp 等图片，不超过 2 MB',
  'account.avatar.success': '头像已更新',

  'account.nickname.title': '修改昵称',
  'account.nickname.placeholder': '请输入昵称',
  'account.nickname.hint': '2-20 个字符，将显示在控制台右上角',
  'account.nickname.success': '昵称已修改',

  'account.changePassword.title': '修改密码',
  'account.changePassword.success': '密码已修改，下次登录请使用新密码',

  'account.mobile.title': '更换手机号',
  'account.mobile.step0': '验证原手机号',
  'account.mobile.step1': '填写新手机号',
  'account.mobile.step2': '验证新手机号',
  'account.mobile.step3': '完成',
  'account.mobile.old': '原手机号',
  'account.mobile.new': '新手机号',
  'account.mobile.newHint': '点击下一步后，我们会向新手机号发送验证码。',
  'account.mobile.sendNew': '下一步',
  'account.mobile.editNew': '修改号码',
  'account.mobile.confirm': '确认更换',
  'account.mobile.done': '手机号已更换',
  'account.mobile.doneDesc': '今后请使用新手机号 {mobile} 登录和接收验证码。',

  'account.email.title': '设置邮箱',
  'account.email.current': '当前邮箱：{email}',
  'account.email.none': '您还没有设置邮箱。',
  'account.email.new': '新邮箱',
  'account.email.placeholder': '例如 name@example.com',
  'account.email.hint': '我们会向该邮箱发送验证链接，验证后生效。',
  'account.email.submit': '发送验证邮件',
  'account.email.sent': '验证邮件已发送',
  'account.email.resent': '验证邮件已重新发送',
  'account.email.waitingTitle': '验证邮箱',
  'account.email.waiting': '验证邮件已发送至 {email}',
  'account.email.waitingDesc': '请登录邮箱，点击邮件中的链接完成验证（24 小时内有效）。验证完成后本页会自动更新。',
  'account.email.resend': '重新发送',
  'account.email.changeAddress': '更换邮箱地址',
  'account.email.verified': '邮箱验证成功',
  'account.email.noPending': '没有待验证的邮箱',

  'account.verify.title': '验证邮箱',
  'account.verify.checking': '正在验证…',
  'account.verify.success': '邮箱验证成功',
  'account.verify.successDesc': '{email} 已设为您的账号邮箱。',
  'account.verify.failed': '邮箱验证失败',
  'account.verify.noToken': '链接不完整，请从邮件中重新打开验证链接。',
  'account.verify.unknown': '验证未能完成，请稍后重试。',

  'account.wx.title': '微信绑定',
  'account.wx.desc': '绑定微信后，可以使用微信扫码登录一税。',
  'account.wx.loginHint': '请使用微信扫一扫登录',
  'account.wx.bindHint': '请使用微信扫一扫，确认绑定',
  'account.wx.loading': '正在获取二维码…',
  'account.wx.qrLabel': '微信扫码二维码',
  'account.wx.error': '二维码获取失败，请刷新重试',
  'account.wx.scanned': '已扫码，请在手机上确认',
  'account.wx.confirmed': '已确认',
  'account.wx.expired': '二维码已过期，请刷新',
  'account.wx.unbound': '该微信尚未绑定一税账号',
  'account.wx.refresh': '刷新二维码',
  'account.wx.bound': '已绑定微信',
  'account.wx.notBound': '未绑定',
  'account.wx.boundDesc': '您可以使用微信扫码登录一税。',
  'account.wx.bindSuccess': '微信绑定成功',
  'account.wx.unbind': '解除绑定',
  'account.wx.unbindTitle': '确定解除微信绑定吗？',
  'account.wx.unbindContent': '解除后将无法使用微信扫码登录，可以随时重新绑定。',
  'account.wx.unbindOk': '解除绑定',
  'account.wx.unbindSuccess': '已解除微信绑定',

  'account.invite.title': '邀请列表',
  'account.invite.desc': '通过您的邀请注册的用户。',
  'account.invite.view': '查看邀请列表',
  'account.invite.q': '关键词',
  'account.invite.qPlaceholder': '姓名、公司或用户名',
  'account.invite.name': '姓名',
  'account.invite.username': '用户名',
  'account.invite.company': '公司',
  'account.invite.mobile': '手机号',
  'account.invite.createdAt': '注册时间',
  'account.invite.empty': '暂无邀请的用户',
};
