import type { ProfileSample } from '@/backend/data/profile/profile-tabs';

/**
 * Whom the signed-in user connected with or left on the profile page (docs/api.md, "Pages"), by key: `owner`
 * (the profile's person, the header's button) and `connection:<id>` (a card of the Connections tab). A key
 * absent keeps the sample's state.
 */
export type ProfileLinks = Record<string, boolean>;

export const ownerLink = 'owner';
export const connectionLink = (id: number) => `connection:${id}`;

/** One more when the user connected where the sample was not, one less when they left. */
const shift = (now: boolean, before: boolean) => Number(now) - Number(before);

/**
 * The sample as this user sees it: each card's button and its person's count of connections, the header's
 * button and the profile's own count (the overview's `connections` fact) follow the user's links.
 */
export function withLinks(sample: ProfileSample, links: ProfileLinks): ProfileSample {
  const owner = links[ownerLink] ?? sample.header.isConnected;
  const ownerShift = shift(owner, sample.header.isConnected);
  return {
    header: { ...sample.header, isConnected: owner },
    sections: {
      ...sample.sections,
      overview: sample.sections.overview.map((fact) =>
        fact.key === 'connections' ? { ...fact, value: String(Number(fact.value) + ownerShift) } : fact,
      ),
    },
    connections: sample.connections.map((person) => {
      const connected = links[connectionLink(person.id)] ?? person.isConnected;
      return {
        ...person,
        isConnected: connected,
        isFriend: connected,
        connections: person.connections + shift(connected, person.isConnected),
      };
    }),
  };
}
