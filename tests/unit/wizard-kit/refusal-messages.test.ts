/**
 * Issue #19: no HTTP library English text reaches the user. A 413 whose envelope says
 * "文件超过 20 MB 上限…" rejects with that text (not "Request failed with status code 413"); a call
 * with no answer rejects with "无法连接服务器"; an abort stays axios' CanceledError. And a file the
 * scene does not accept is refused in the browser before anything is sent.
 */
import { request } from '@umijs/max';
import { api, asFailure } from '@/request/api';
import { RequestFailure } from '@/request/types';
import { checkUploadFile, uploadFile, UploadRefusedError } from '@/services/upload';

jest.mock('@umijs/max', () => ({ request: jest.fn(), history: { push: jest.fn() } }));
const mockRequest = request as unknown as jest.Mock;

/** An axios-like HTTP error with a response. */
function httpError(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, name: 'AxiosError', response: { status, data } });
}

beforeEach(() => mockRequest.mockReset());

describe('the request layer rejects with the server’s Chinese message', () => {
  it('a 413 with an envelope', async () => {
    mockRequest.mockRejectedValueOnce(httpError(413, { status: 413, success: false, errorMessage: '文件超过 20 MB 上限，请拆分后再上传' }));
    const e = await api.post('/api/vat-tax/upload', new FormData(), { skipErrorMessage: true }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RequestFailure);
    expect((e as Error).message).toBe('文件超过 20 MB 上限，请拆分后再上传');
    expect((e as { status?: number }).status).toBe(413);
  });

  it('a business refusal (200, success false) and an HTTP error without an envelope', async () => {
    mockRequest.mockRejectedValueOnce(httpError(200, { status: 200, success: false, errorMessage: '不能上传网页或脚本文件' }));
    await expect(api.get('/api/x')).rejects.toThrow('不能上传网页或脚本文件');
    mockRequest.mockRejectedValueOnce(httpError(502, '<html>Bad Gateway</html>'));
    await expect(api.get('/api/x')).rejects.toThrow('服务器网关出错，请稍后重试');
  });

  it('no answer at all reads 无法连接服务器; an abort stays a CanceledError; our own errors pass', async () => {
    mockRequest.mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    await expect(api.get('/api/x')).rejects.toThrow('无法连接服务器');
    const cancel = Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' });
    expect(asFailure(cancel)).toBe(cancel);
    const mine = new RequestFailure('business', '余额不足');
    expect(asFailure(mine)).toBe(mine);
  });
});

describe('uploadFile checks the file for its scene first', () => {
  const html = () => new File(['<!DOCTYPE html><html><body>shop</body></html>'], 'shop.png', { type: 'image/png' });

  it('refuses an HTML page renamed .png without signing or sending anything', async () => {
    const e = await uploadFile(html(), { scene: 'vat-store' }, { skipErrorMessage: true }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UploadRefusedError);
    expect((e as Error).message).toBe('不能上传网页或脚本文件（「shop.png」），请上传 PNG、JPG、JPEG、PDF 格式的文件');
    expect(mockRequest).not.toHaveBeenCalled();
  });

  it('refuses a file over the scene limit by its size, and passes a real PDF', async () => {
    const big = new File(['%PDF-1.4'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    expect(await checkUploadFile(big, 'vat-store')).toEqual({ key: 'wizardKit.upload.size', params: { name: 'big.pdf', accept: 'PNG、JPG、JPEG、PDF', maxMb: 20 } });
    expect(await checkUploadFile(new File(['%PDF-1.4\n%%EOF\n'], '回单.pdf'), 'vat-store')).toBeNull();
  });
});
