import { useMemo, useRef, useState } from 'react';
import {
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Form } from 'react-final-form';
import { FORM_ERROR, type FormApi } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiRequest, formatApiError, toApiErrorData, usePortal, type ApiErrorData } from '@portal/shared';
import { SelectField, TextField, TextareaField } from '@portal/shared/form';
import { CONTACT_LIMITS, contactRequestOf } from '@portal/shared/api/contactRules';
import { ContentPageLayout } from './ContentPageLayout';
import { contactFieldErrors, validateContact, type ContactFormValues } from './contactForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type Outcome = { kind: 'sent' } | { kind: 'failed'; error: ApiErrorData } | null;

/** The message for a failed send: a wait in minutes for the rate limit, else the catalogue's. */
function FailureText({ error }: { error: ApiErrorData }) {
  const intl = useIntl();
  const seconds = Number(error.details?.retryAfterSeconds);
  if (error.errorCode === 'too_many_requests' && Number.isFinite(seconds) && seconds > 0) {
    return (
      <FormattedMessage
        id="shell.content.contact.tooMany"
        values={{ minutes: Math.max(1, Math.ceil(seconds / 60)) }}
      />
    );
  }
  return <>{formatApiError(intl, error)}</>;
}

/**
 * The contact form: subject (the instance's own), email and phone (at least one; prefilled from the profile),
 * message. Sent to the utility's mailbox by the server, which applies the same rules. On success the subject
 * and message are cleared and a confirmation shows; on any failure every value stays as typed.
 */
export function ContactPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { instance, language, user } = usePortal();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const subjects = instance.contact?.subjects;
  const subjectIds = useMemo(() => (subjects ?? []).map((subject) => subject.id), [subjects]);
  const validate = useMemo(() => validateContact(subjectIds), [subjectIds]);
  const initialValues = useMemo<ContactFormValues>(
    () => ({ subject: '', email: user?.email ?? '', phone: user?.phoneNumber ?? '', message: '' }),
    [user?.email, user?.phoneNumber],
  );
  const options = [
    { value: '', label: intl.formatMessage({ id: 'shell.content.contact.subjectPlaceholder' }) },
    ...(subjects ?? []).map((subject) => ({
      value: subject.id,
      label: subject.label[language] ?? subject.label[instance.languages[0]!] ?? subject.id,
    })),
  ];

  const show = (next: Outcome) => {
    setOutcome(next);
    // the confirmation or failure is where the reader continues
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const onSubmit = async (values: ContactFormValues, form: FormApi<ContactFormValues>) => {
    setOutcome(null);
    try {
      await apiRequest({
        method: 'POST',
        path: '/connector/v1/contact',
        body: contactRequestOf(values, language),
      });
    } catch (error) {
      const data = toApiErrorData(error);
      show({ kind: 'failed', error: data });
      const fields = data.details?.fields;
      if (data.errorCode === 'validations_fail' && Array.isArray(fields)) {
        return {
          ...contactFieldErrors(fields as Array<{ field: string; rule: string }>),
          [FORM_ERROR]: data,
        };
      }
      return { [FORM_ERROR]: data };
    }
    show({ kind: 'sent' });
    // a new message starts empty; the contact details stay for the next one
    setTimeout(() => form.restart({ ...values, subject: '', message: '' }));
    return undefined;
  };

  return (
    <ContentPageLayout endpoint="online/contact">
      <Body1 as="p">
        <FormattedMessage id="shell.content.contact.intro" />
      </Body1>
      <div ref={outcomeRef} tabIndex={-1}>
        {outcome?.kind === 'sent' && (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>
                <FormattedMessage id="shell.content.contact.sent.title" />
              </MessageBarTitle>
              <FormattedMessage id="shell.content.contact.sent.body" />
            </MessageBarBody>
          </MessageBar>
        )}
        {outcome?.kind === 'failed' && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>
                <FormattedMessage id="shell.content.contact.failed.title" />
              </MessageBarTitle>
              <FailureText error={outcome.error} />{' '}
              <FormattedMessage id="shell.content.contact.failed.kept" />
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      <Card>
        <Form<ContactFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
          {({ handleSubmit, submitting }) => (
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => void handleSubmit(event)}
              aria-label={intl.formatMessage({ id: 'shell.content.contact.formLabel' })}
            >
              <SelectField
                name="subject"
                label={intl.formatMessage({ id: 'shell.content.contact.subject' })}
                options={options}
                required
              />
              <Body1 id="contact-hint">
                <FormattedMessage id="shell.content.contact.contactHint" />
              </Body1>
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                label={intl.formatMessage({ id: 'shell.content.contact.email' })}
              />
              <TextField
                name="phone"
                type="tel"
                autoComplete="tel"
                label={intl.formatMessage({ id: 'shell.content.contact.phone' })}
                hint={intl.formatMessage({ id: 'shell.content.contact.phoneHint' })}
              />
              <TextareaField
                name="message"
                label={intl.formatMessage({ id: 'shell.content.contact.message' })}
                required
                rows={8}
                maxLength={CONTACT_LIMITS.message.max}
              />
              <div className={styles.actions}>
                {/* no focus move on press: the message field's blur would show its error and push this
                    button down between press and release, and the click would be lost */}
                <Button
                  type="submit"
                  appearance="primary"
                  disabled={submitting}
                  onMouseDown={(event) => event.preventDefault()}
                >
                  <FormattedMessage id="shell.content.contact.send" />
                </Button>
                {submitting && (
                  <Spinner size="tiny" label={intl.formatMessage({ id: 'shell.content.contact.sending' })} />
                )}
              </div>
            </form>
          )}
        </Form>
      </Card>
    </ContentPageLayout>
  );
}
