import type { UserModel } from '../../upstream/types';
import { builder } from '../builder';
import { parseRowId } from '../common/row-id';

/** A user of the signed-in user's company, loaded in batches (`GET /api/User/List?idList=`). */
export const UserRef = builder.loadableNode('User', {
  description: "A staff member of the signed-in user's company.",
  id: {
    resolve: (u: UserModel) => u.id,
    parse: parseRowId,
    description: 'Global id of the user.',
  },
  load: async (ids: number[], ctx) => {
    const users = await ctx.loaders.users.loadMany(ids);
    // Missing users (unknown id or another company) resolve to null, like the upstream's absence.
    return users.map((u) => (u instanceof Error ? u : (u as UserModel)));
  },
  fields: (t) => ({
    rowId: t.int({ description: 'The numeric row id used by the REST api.', resolve: (u) => u.id }),
    username: t.string({ description: 'Sign-in name (an email address).', resolve: (u) => u.username }),
    firstName: t.string({ description: 'First name.', resolve: (u) => u.person?.firstName ?? '' }),
    lastName: t.string({ description: 'Last name.', resolve: (u) => u.person?.lastName ?? '' }),
    fullName: t.string({ description: 'Display name, "First Last".', resolve: (u) => u.fullName }),
    email: t.string({
      nullable: true,
      description: 'Primary email address.',
      resolve: (u) => u.emailAddressList?.find((e) => e.isPrimary)?.email ?? u.emailAddressList?.[0]?.email ?? null,
    }),
    jobTitle: t.string({ nullable: true, description: 'Job title.', resolve: (u) => u.jobTitle ?? null }),
    profileImage: t.string({ nullable: true, description: 'URL of the profile picture.', resolve: (u) => u.profileImage ?? null }),
  }),
});
