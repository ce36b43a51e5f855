import type { FamilyMember } from '@mc/contract';
import { ChevronRight, Pencil } from 'lucide-react';
import { Link } from 'react-router';

/** Who's playing: each member opens their games; the pencil edits their details. */
export function MemberList({
  members,
  onChoose,
}: {
  members: readonly FamilyMember[];
  onChoose: (member: FamilyMember) => void;
}) {
  if (members.length === 0) {
    return (
      <p className="empty-state">
        No family members yet. Add everyone who will play, then choose a name to start.
      </p>
    );
  }
  return (
    <ul className="member-list" aria-label="Family members">
      {members.map((member) => (
        <li key={member.ID} className="member-list__item">
          <button type="button" className="member-list__choose" onClick={() => onChoose(member)}>
            <span className="member-list__avatar" aria-hidden="true">
              {member.Name.slice(0, 1).toUpperCase()}
            </span>
            <span className="member-list__text">
              <span className="member-list__name">{member.Name}</span>
              <span className="member-list__age">Age {member.Age}</span>
            </span>
            <ChevronRight aria-hidden="true" size={22} />
          </button>
          <Link
            className="member-list__edit"
            to={`/auth/family/editfamilymember?id=${encodeURIComponent(member.ID)}`}
            state={{ id: member.ID }}
            aria-label={`Edit ${member.Name}`}
          >
            <Pencil aria-hidden="true" size={20} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
