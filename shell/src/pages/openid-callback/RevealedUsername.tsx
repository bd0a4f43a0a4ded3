import { Button, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { usePortal } from '@portal/shared';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectUser, sessionActions } from '../../session';
import { useForgotUsernameText } from '../forgotUsernameMessages';

const useStyles = makeStyles({
  username: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
});

/**
 * After the forgot-username dialog's strong login: the username and the way on (docs/openid-login.md), inside
 * the callback page's section; its own chunk.
 */
export default function RevealedUsername({ username, titleId }: { username: string; titleId: string }) {
  const text = useForgotUsernameText();
  const styles = useStyles();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathTo } = usePortal();
  const user = useSelector(selectUser);
  return (
    <>
      <Title1 as="h1" id={titleId}>
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
    </>
  );
}
