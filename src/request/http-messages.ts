/**
 * Chinese messages of HTTP and network failures (issue #33 "Lookups that say what happened": the
 * request layer maps every HTTP and network failure to a Chinese message for every call; no raw
 * HTTP status such as "请求失败（HTTP 500）" ever reaches the user). Used when an answer carries no
 * envelope of its own (spec §8: the server's `errorMessage` / `message` always wins when there is one).
 *
 * Sources: RFC 9110 §15 (meaning of the status codes), axios error codes (`ECONNABORTED` /
 * `ETIMEDOUT` for a timeout, `ERR_NETWORK` for no answer), spec §8 ("无法连接服务器" when no answer came).
 */

/** A call that got no answer in its time limit (axios `ECONNABORTED` / `ETIMEDOUT`). */
export const TIMEOUT_ERROR = '服务器响应超时，请检查网络后重试';
/** A call that got no answer at all (spec §8 "Unable to connect to the server"), with what to do. */
export const NETWORK_ERROR = '无法连接服务器，请检查网络后重试';

/** Messages of the statuses a user may meet (RFC 9110 §15.5, §15.6; 429 RFC 6585 §4). */
const BY_STATUS: Readonly<Record<number, string>> = {
  400: '请求内容有误，请检查填写的内容后重试',
  404: '请求的服务不存在，请刷新页面后重试',
  405: '请求方式不被服务器接受，请刷新页面后重试',
  408: TIMEOUT_ERROR,
  409: '数据已被修改，请刷新页面后重试',
  413: '提交的内容过大，请缩小文件或分批提交',
  415: '提交的文件格式不被接受，请换一种格式后重试',
  422: '提交的内容无法处理，请检查填写的内容后重试',
  429: '请求过于频繁，请稍候一分钟再试',
  500: '服务器内部出错，请稍后重试',
  502: '服务器网关出错，请稍后重试',
  503: '服务暂时不可用（可能正在维护），请稍后重试',
  504: '服务器响应超时，请稍后重试',
};

/**
 * The Chinese message of an HTTP status without an envelope. Never contains the status code.
 *
 * @param status the HTTP status (an integer; 4xx / 5xx expected)
 * @returns the message of {@link BY_STATUS}, else a generic one by class (4xx: the request was
 *   refused; 5xx and anything else: the server failed)
 */
export function httpStatusMessage(status: number): string {
  const known = BY_STATUS[status];
  if (known) return known;
  if (status >= 400 && status < 500) return '服务器拒绝了本次请求，请刷新页面后重试';
  return '服务器暂时出错，请稍后重试';
}

/**
 * The Chinese message of a failure that got no answer: a timeout (axios `code` `ECONNABORTED` /
 * `ETIMEDOUT`, or a message "timeout of n ms exceeded") reads {@link TIMEOUT_ERROR}; anything else
 * (`ERR_NETWORK`, DNS, connection refused, offline) {@link NETWORK_ERROR}.
 */
export function noAnswerMessage(error: unknown): string {
  const e = error as { code?: string; message?: string } | undefined;
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT' || /timeout/i.test(e?.message ?? '')) return TIMEOUT_ERROR;
  return NETWORK_ERROR;
}
