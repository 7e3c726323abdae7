import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../ui';
import { useFollowRecord } from '../mutations/useFollowRecord';
import type { FollowButton_record$key } from './__generated__/FollowButton_record.graphql';

/** Follow / Unfollow for any record; flips at once (optimistic) and rolls back on a refusal. */
export function FollowButton({ record }: { record: FollowButton_record$key }) {
  const data = useFragment(
    graphql`
      fragment FollowButton_record on Record {
        id
        summary {
          isFollowing
        }
      }
    `,
    record,
  );
  const follow = useFollowRecord();
  const { isFollowing } = data.summary;
  return (
    <Button variant="secondary" onPress={() => follow(data.id, !isFollowing)} aria-pressed={isFollowing}>
      {isFollowing ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
