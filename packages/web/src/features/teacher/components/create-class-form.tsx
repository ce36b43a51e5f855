import {
  ALLOWED_GAME_LENGTHS,
  createTeacherLinkBody,
  isPersonaKey,
  linkPersona,
  parseEmailDomains,
  PERSONA_LABELS,
  PERSONAS,
  TEACHER_MESSAGES,
  THEMES,
  type TeacherLink,
  type Theme,
} from '@mc/contract';
import { useState } from 'react';
import { ActionForm } from '../../../components/form-parts';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { failureMessages } from '../../../lib/game-queries';
import { useFormAction } from '../../../lib/use-form';
import { useSignInProviders } from '../../../lib/school-sign-in';
import { useCreateLink } from '../api/create-link';

type Field =
  | 'name'
  | 'year'
  | 'subject'
  | 'theme'
  | 'weeks'
  | 'players'
  | 'games'
  | 'persona'
  | 'signIn'
  | 'domains';

const THEME_WORDS: Record<Theme, string> = {
  school: 'School (students)',
  family: 'Family',
  insurer: 'Insurer',
};
const THEME_OPTIONS = THEMES.map((theme) => ({ value: theme, label: THEME_WORDS[theme] }));
const WEEK_OPTIONS = ALLOWED_GAME_LENGTHS.map((weeks) => ({
  value: String(weeks),
  label: `${weeks} weeks`,
}));

const PERSONA_OPTIONS = PERSONAS.map((persona) => ({
  value: persona,
  label: PERSONA_LABELS[persona],
}));

/**
 * Under 'Who the class plays', as the teacher types the year level: the persona the class gets
 * when they leave it matched (the server's rule, linkPersona), or the one they chose.
 */
function personaHint(theme: Theme, year: string, chosen: string): string {
  if (isPersonaKey(chosen)) return 'Every student plays this persona, whatever their age.';
  const level = year.trim();
  const matched = linkPersona(theme, level || null);
  if (!matched) return 'Each family member plays their own age.';
  const plays = `the class plays: ${PERSONA_LABELS[matched]}.`;
  if (theme !== 'school') return `The class plays: ${PERSONA_LABELS[matched]}.`;
  if (!level) return `With no year level, ${plays}`;
  return `For ${/^\d+$/.test(level) ? `Year ${level}` : level}, ${plays}`;
}

const wholeIn = (value: string, min: number, max: number) => {
  const number = Number(value);
  return /^\d+$/.test(value.trim()) && number >= min && number <= max;
};

/** A class's name, year or subject by the server's own rule (length, and the characters allowed). */
const classText = (field: 'GroupName' | 'GroupYear' | 'GroupSubject', value: string) => {
  const checked = createTeacherLinkBody.shape[field].safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

const validate = (values: Record<Field, string>) => ({
  name: classText('GroupName', values.name),
  year: classText('GroupYear', values.year),
  subject: classText('GroupSubject', values.subject),
  theme: values.theme ? undefined : 'Choose who plays.',
  weeks: values.weeks ? undefined : 'Choose how long the game runs.',
  players: wholeIn(values.players, 1, 200) ? undefined : 'Up to how many students: 1 to 200.',
  games: wholeIn(values.games, 1, 10) ? undefined : 'Games each student may play: 1 to 10.',
  domains: parseEmailDomains(values.domains) ? undefined : TEACHER_MESSAGES.emailDomains,
});

const INITIAL: Record<Field, string> = {
  name: '',
  year: '',
  subject: '',
  theme: 'school',
  weeks: '26',
  players: '40',
  games: '1',
  // Empty: matched to the year level (no Persona is sent).
  persona: '',
  // Empty: any way (an email and password, or any school account the server offers).
  signIn: '',
  domains: '',
};

/** Create a class: a game link on a new game, with its link to hand out when it is made. */
export function CreateClassForm({ onCreated }: { onCreated: (link: TeacherLink) => void }) {
  const providers = useSignInProviders().data?.Providers ?? [];
  const create = useCreateLink();
  // The money check before week 1 (issue 33): on unless the teacher turns it off.
  const [pretest, setPretest] = useState(true);
  const action = useFormAction<Field, string[]>(
    INITIAL,
    validate,
    async (values) => {
      const link = await create.mutateAsync({
        PretestRequired: pretest,
        GroupName: values.name.trim(),
        GroupYear: values.year.trim() || undefined,
        GroupSubject: values.subject.trim() || undefined,
        Theme: values.theme as Theme,
        TotalWeeks: Number(values.weeks),
        MaxPlayers: Number(values.players),
        MaxGames: Number(values.games),
        ...(isPersonaKey(values.persona) && values.theme !== 'family'
          ? { Persona: values.persona }
          : {}),
        ...(values.signIn ? { SignInWith: values.signIn } : {}),
        ...(values.domains.trim() ? { EmailDomains: values.domains.trim() } : {}),
      });
      onCreated(link);
    },
    failureMessages,
  );
  const { form } = action;

  return (
    <ActionForm
      action={action}
      label="Create class"
      busyLabel="Creating…"
      className="form teacher-form"
      buttonClass="button"
      aria-labelledby="create-class"
    >
      <h2 id="create-class" className="teacher-card__title">
        Create a class
      </h2>
      <TextField label="Class name" hint="For example 10B Commerce" {...form.field('name')} />
      <div className="teacher-form__pair">
        <TextField label="Year level (optional)" {...form.field('year')} />
        <TextField label="Subject (optional)" {...form.field('subject')} />
      </div>
      <div className="teacher-form__pair">
        <SelectField
          label="Who plays"
          placeholder="Choose"
          options={THEME_OPTIONS}
          {...form.field('theme')}
        />
        <SelectField
          label="Game length"
          placeholder="Choose"
          options={WEEK_OPTIONS}
          {...form.field('weeks')}
        />
      </div>
      {form.values.theme === 'family' ? null : (
        <SelectField
          label="Who the class plays"
          placeholder="Matched to the year level"
          options={PERSONA_OPTIONS}
          hint={personaHint(form.values.theme as Theme, form.values.year, form.values.persona)}
          {...form.field('persona')}
        />
      )}
      <div className="teacher-form__pair">
        {providers.length > 0 ? (
          <SelectField
            label="How students sign in"
            placeholder="Any way"
            options={providers.map((p) => ({ value: p.Name, label: `Only with ${p.Label}` }))}
            hint="Any way: their email and password, or their school account."
            {...form.field('signIn')}
          />
        ) : null}
        <TextField
          label="Only these email domains (optional)"
          hint="For example school.edu.au; empty for any"
          {...form.field('domains')}
        />
      </div>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={pretest}
          onChange={(event) => setPretest(event.target.checked)}
        />
        <span>
          Money check before week 1: 12 questions, asked again in the end quiz, so each student sees
          their score before and after
        </span>
      </label>
      <div className="teacher-form__pair">
        <TextField label="Up to how many students" inputMode="numeric" {...form.field('players')} />
        <TextField
          label="Games each student may play"
          inputMode="numeric"
          {...form.field('games')}
        />
      </div>
    </ActionForm>
  );
}
