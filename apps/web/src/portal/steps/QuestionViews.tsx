import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_TEXT_MAX, LIKERT_VALUES, type AnswerValue, type PublicQuestion } from '@terna/domain';
import { formatSeconds } from './format';

type Props<K extends PublicQuestion['kind']> = {
  question: Extract<PublicQuestion, { kind: K }>;
  disabled: boolean;
  onAnswer: (answer: AnswerValue) => void;
};

function QuestionForm({
  children,
  ready,
  disabled,
  onSubmit,
}: {
  children: ReactNode;
  ready: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('portalSteps');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !disabled) onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={!ready || disabled}>
          {t('step.next')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A DISC group: the adjective most like me and the one least like me, never the same. */
export function DiscQuestion({ question, disabled, onAnswer }: Props<'DISC_GROUP'>) {
  const { t } = useTranslation('portalSteps');
  const [most, setMost] = useState('');
  const [least, setLeast] = useState('');
  const column = (name: 'most' | 'least', value: string, other: string, set: (id: string) => void) => (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t(`step.disc.${name}`)}
      </FormLabel>
      <RadioGroup name={`${question.id}-${name}`} value={value} onChange={(event) => set(event.target.value)}>
        {question.options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={option.id}
            control={<Radio />}
            label={option.label}
            disabled={option.id === other}
            sx={{ minHeight: 44 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
  return (
    <QuestionForm
      ready={most !== '' && least !== '' && most !== least}
      disabled={disabled}
      onSubmit={() => onAnswer({ kind: 'DISC_GROUP', most, least })}
    >
      <Typography variant="body2" color="text.secondary">
        {t('step.disc.help')}
      </Typography>
      {column('most', most, least, setMost)}
      {column('least', least, most, setLeast)}
    </QuestionForm>
  );
}

/** A competence statement on the five-point scale, never (1) to always (5). */
export function LikertQuestion({ question, disabled, onAnswer }: Props<'LIKERT'>) {
  const { t } = useTranslation('portalSteps');
  const [value, setValue] = useState('');
  return (
    <QuestionForm
      ready={value !== ''}
      disabled={disabled}
      onSubmit={() => onAnswer({ kind: 'LIKERT', value: Number(value) })}
    >
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" sx={{ color: 'text.primary', typography: 'h6', mb: 1 }}>
          {question.statement}
        </FormLabel>
        <RadioGroup name={question.id} value={value} onChange={(event) => setValue(event.target.value)}>
          {LIKERT_VALUES.map((option) => (
            <FormControlLabel
              key={option}
              value={String(option)}
              control={<Radio />}
              label={t(`step.likert.${option}`)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </QuestionForm>
  );
}

/** A knowledge question: one option. */
export function SingleChoiceQuestion({ question, disabled, onAnswer }: Props<'SINGLE_CHOICE'>) {
  const [value, setValue] = useState('');
  return (
    <QuestionForm
      ready={value !== ''}
      disabled={disabled}
      onSubmit={() => onAnswer({ kind: 'SINGLE_CHOICE', optionId: value })}
    >
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" sx={{ color: 'text.primary', typography: 'h6', mb: 1, whiteSpace: 'pre-line' }}>
          {question.content}
        </FormLabel>
        <RadioGroup name={question.id} value={value} onChange={(event) => setValue(event.target.value)}>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={option.label}
              sx={{ minHeight: 44, py: 0.5 }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </QuestionForm>
  );
}

/**
 * An interview question answered in text, with its own answer time: when it runs out, what is
 * written is sent as the answer.
 */
export function OpenTextQuestion({ question, disabled, onAnswer }: Props<'OPEN_TEXT'>) {
  const { t } = useTranslation('portalSteps');
  const [text, setText] = useState('');
  const [left, setLeft] = useState(question.answerTimeSeconds);
  const latest = useRef({ text, onAnswer, disabled });
  latest.current = { text, onAnswer, disabled };
  useEffect(() => {
    if (!question.answerTimeSeconds) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, question.answerTimeSeconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        if (!latest.current.disabled) latest.current.onAnswer({ kind: 'OPEN_TEXT', text: latest.current.text });
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [question.id, question.answerTimeSeconds]);
  const id = `answer-${question.id}`;
  return (
    <QuestionForm ready={text.trim() !== ''} disabled={disabled} onSubmit={() => onAnswer({ kind: 'OPEN_TEXT', text })}>
      <Typography component="label" htmlFor={id} variant="h6" sx={{ whiteSpace: 'pre-line' }}>
        {question.content}
      </Typography>
      {question.answerTimeSeconds > 0 && (
        <Typography
          variant="body2"
          color={left <= 30 ? 'error' : 'text.secondary'}
          aria-live={left <= 30 ? 'polite' : 'off'}
        >
          {t('step.openText.timeLeft', { time: formatSeconds(left) })}
        </Typography>
      )}
      <TextField
        id={id}
        multiline
        minRows={6}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, ANSWER_TEXT_MAX))}
        disabled={disabled}
        helperText={t('step.openText.count', { count: text.length, max: ANSWER_TEXT_MAX })}
        fullWidth
      />
    </QuestionForm>
  );
}

export function QuestionView(props: {
  question: PublicQuestion;
  disabled: boolean;
  onAnswer: (answer: AnswerValue) => void;
}) {
  const { question, disabled, onAnswer } = props;
  switch (question.kind) {
    case 'DISC_GROUP':
      return <DiscQuestion question={question} disabled={disabled} onAnswer={onAnswer} />;
    case 'LIKERT':
      return <LikertQuestion question={question} disabled={disabled} onAnswer={onAnswer} />;
    case 'SINGLE_CHOICE':
      return <SingleChoiceQuestion question={question} disabled={disabled} onAnswer={onAnswer} />;
    case 'OPEN_TEXT':
      return <OpenTextQuestion question={question} disabled={disabled} onAnswer={onAnswer} />;
  }
}
