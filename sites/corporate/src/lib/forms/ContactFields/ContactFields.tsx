import { Grid, TextInput, type TextInputProps } from '@mantine/core';

interface ContactFieldsProps {
  /** Each field's form binding, label and error text. */
  name: TextInputProps;
  phone: TextInputProps;
  email: TextInputProps;
  /** The contact form needs an address to answer; a rating does not. */
  emailRequired: boolean;
}

/**
 * Who is writing, as the forms that ask it (contact, specialist rating) lay it out: name and
 * phone side by side, the e-mail below, each with the browser's autofill hint. Columns of a Grid.
 */
export function ContactFields({ name, phone, email, emailRequired }: ContactFieldsProps) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput {...name} withAsterisk autoComplete="name" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput {...phone} withAsterisk type="tel" autoComplete="tel" inputMode="tel" />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput {...email} withAsterisk={emailRequired} type="email" autoComplete="email" />
      </Grid.Col>
    </>
  );
}
