// The welcome above My Learning after accepting a group invitation: the invitation page moves on
// with the group's name in the history entry's state, so the banner names the group it joined and
// goes when dismissed (or on any later visit, which carries no such state).
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Heading, Text } from '@web/components/ui';
import './group-welcome.css';

interface JoinedState {
  joinedGroup: string;
}

/** The navigation state that shows the welcome on the page it leads to. */
export const joinedGroupState = (groupName: string): JoinedState => ({ joinedGroup: groupName });

const joinedGroupOf = (state: unknown): string | null => {
  const name = (state as Partial<JoinedState> | null)?.joinedGroup;
  return typeof name === 'string' && name ? name : null;
};

export function GroupWelcome() {
  const location = useLocation();
  const navigate = useNavigate();
  const group = joinedGroupOf(location.state);
  if (!group) return null;
  return (
    <section className="card group-welcome" role="status" aria-labelledby="group-welcome-title">
      <div className="stack">
        <Heading level={2} id="group-welcome-title">
          Welcome to {group}
        </Heading>
        <Text>You are now a member of {group}. The courses your group enrolls you in will appear on this page.</Text>
      </div>
      <Button
        size="small"
        onClick={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
      >
        Dismiss
      </Button>
    </section>
  );
}
