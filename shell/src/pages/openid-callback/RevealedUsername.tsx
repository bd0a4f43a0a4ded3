import { Button, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectUser, sessionActions } from '../../session';
import { useForgotUsernameText } from '../forgotUsernameMessages';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
  username: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
});

/** After the forgot-username dialog's strong login: the username, and the way on (docs/openid-login.md). */
export default function RevealedUsername({ username }: { username: string }) {
  const text = useForgotUsernameText();
  const styles = useStyles();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathTo } = usePortal();
  const user = useSelector(selectUser);
  return (
    <section className={styles.page} aria-labelledby="openid-callback-title">
      <Title1 as="h1" id="openid-callback-title">
        {text('result.title')}
      </Title1>
      <Text as="p">{text('result.body')}</Text>
      <Text as="p" className={styles.username} data-testid="revealed-username">
        {username}
      </Text>
      <Text as="p">
        {text(user?.allowLocalLogin === false ? 'result.externalOnly' : 'result.passwordHint')}
      </Text>
      <Button
        appearance="primary"
        onClick={() => {
          dispatch(sessionActions.revealedUsernameDismissed());
          navigate(pathTo(''), { replace: true });
        }}
      >
        {text('result.continue')}
      </Button>
    </section>
  );
}
