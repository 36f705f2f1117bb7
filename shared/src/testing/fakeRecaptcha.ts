import type { Recaptcha, RecaptchaAction } from '../auth/recaptcha/recaptcha';

export interface FakeRecaptcha extends Recaptcha {
  /** Every action a token was asked for, in order. */
  actions: RecaptchaAction[];
  /** What the next calls give: `token:<action>` by default, null as for a site without a key. */
  answer: string | null | ((action: RecaptchaAction) => string | null);
}

/** A reCAPTCHA that answers at once without Google: `token:<action>`, or `answer`. */
export function createFakeRecaptcha(
  answer: FakeRecaptcha['answer'] = (action) => `token:${action}`,
): FakeRecaptcha {
  const fake: FakeRecaptcha = {
    actions: [],
    answer,
    token: async (action) => {
      fake.actions.push(action);
      return typeof fake.answer === 'function' ? fake.answer(action) : fake.answer;
    },
  };
  return fake;
}
