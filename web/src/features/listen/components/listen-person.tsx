import type { ListenPerson } from '@contract/chat-listen';
import { useState } from 'react';

/** A listener's face: their avatar, or the first character of their name on a tinted disc. */
function ListenFace({ person }: { person: ListenPerson }) {
  const [failed, setFailed] = useState(false);
  if (person.avatar && !failed) return <img className="listen-face" src={person.avatar} alt="" title={person.nick_name} onError={() => setFailed(true)} />;
  return (
    <span className="listen-face listen-face--letter" title={person.nick_name} aria-hidden="true">
      {Array.from(person.nick_name.trim() || '?')[0]}
    </span>
  );
}

const SHOWN = 5;

/** Who listens: up to five faces, then how many in all (readers without an account counted with them). */
export function ListenPeople({ list, guests }: { list: ListenPerson[]; guests: number }) {
  const total = list.length + guests;
  if (!total) return <span className="listen-people listen-people--none">还没有人在听</span>;
  const names = list.map((p) => p.nick_name).join('、');
  return (
    <span className="listen-people" title={guests ? `${names}${names ? '，' : ''}还有 ${guests} 位读者` : names}>
      <span className="listen-people__faces">
        {list.slice(0, SHOWN).map((p) => (
          <ListenFace key={p.user_id} person={p} />
        ))}
      </span>
      <span>{total} 人在听</span>
    </span>
  );
}
