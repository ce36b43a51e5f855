import type { TeacherLink } from '@mc/contract';

/** A code as shown: two groups of three, easier to read off a projector ("K7M 4QX"). */
export const spacedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/** The join address as a student types it: no https://. */
const typedAddress = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The class code, large enough to read from the back of a classroom on a projector, with the
 * address to type it at (issue 31).
 */
export function ClassCode({ link }: { link: Pick<TeacherLink, 'JoinCode' | 'JoinUrl'> }) {
  if (!link.JoinCode) return null;
  return (
    <section className="class-code" aria-label="Class code">
      <p className="class-code__label">Class code</p>
      <p className="class-code__code">{spacedCode(link.JoinCode)}</p>
      <p className="class-code__how">
        Students go to <strong className="class-code__address">{typedAddress(link.JoinUrl)}</strong>{' '}
        and type the code.
      </p>
    </section>
  );
}
