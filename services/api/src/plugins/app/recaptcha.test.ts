import { createRecaptchaService } from './recaptcha';

describe('recaptcha service', () => {
  it('lets everything through without a secret', async () => {
    const service = createRecaptchaService(undefined);
    expect(service.enabled).toBe(false);
    await expect(service.assertHuman(undefined, '127.0.0.1')).resolves.toBeUndefined();
  });

  it('passes the token and address to the verifier and rejects on its answer', async () => {
    const verify = vi.fn(async (token: string) => token === 'good');
    const service = createRecaptchaService(verify);
    await expect(service.assertHuman('good', '10.0.0.1')).resolves.toBeUndefined();
    expect(verify).toHaveBeenCalledWith('good', '10.0.0.1');
    await expect(service.assertHuman('bad', '10.0.0.1')).rejects.toMatchObject({
      statusCode: 400,
      code: 'grecaptcha_token',
      options: { field: 'grecaptcha_token' },
    });
    await expect(service.assertHuman(undefined, '10.0.0.1')).rejects.toMatchObject({
      code: 'grecaptcha_token',
    });
  });
});
