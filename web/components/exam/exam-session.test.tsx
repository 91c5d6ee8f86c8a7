// The taking screen's clock and its ending: the server's time left (corrected
// for skew), the colours, and one submission whatever ends the exam.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartedAttempt } from '../../api/queries/attempts';

const navigate = vi.fn();
const mutateAsync = vi.fn();
const saveAnswers = vi.fn();
const toasts: { kind: string; title: string; description?: string }[] = [];

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}));
vi.mock('../../api/queries/attempts', () => ({ saveAnswers: vi.fn(), useSubmitAttempt: () => ({ mutateAsync }) }));
vi.mock('../ui/toast', () => ({
  toast: {
    success: (t: { title: string; description?: string }) => toasts.push({ kind: 'success', ...t }),
    destructive: (t: { title: string; description?: string }) => toasts.push({ kind: 'destructive', ...t }),
    info: (t: { title: string; description?: string }) => toasts.push({ kind: 'info', ...t }),
  },
}));

const { ExamSession } = await import('./exam-session');

const now = Date.parse('2026-05-01T10:00:00.000Z');

function started(minutes: number, { elapsedSeconds = 0 } = {}): StartedAttempt {
  // Times on the server's clock.
  const startedAt = now - elapsedSeconds * 1000;
  return {
    attempt: {
      id: 'attempt-1',
      examId: 'exam-1',
      startedAt: new Date(startedAt).toISOString(),
      deadline: new Date(startedAt + minutes * 60_000).toISOString(),
      status: 'in_progress',
    },
    questions: [
      {
        id: 'q1',
        question: 'Is a generator an iterator?',
        type: 'true_false',
        options: ['True', 'False'],
        difficulty: 'easy',
      },
      {
        id: 'q2',
        question: 'Name the object that yields items one at a time.',
        type: 'short_answer',
        options: [],
        difficulty: 'medium',
      },
    ],
    answers: {},
    flagged: [],
    serverNow: new Date(now).toISOString(),
  } as StartedAttempt;
}

const timer = () => screen.getByRole('timer');
const tone = () => timer().closest('[data-tone]')?.getAttribute('data-tone');

beforeEach(() => {
  vi.useFakeTimers({ now });
  sessionStorage.clear();
  navigate.mockReset().mockResolvedValue(undefined);
  mutateAsync.mockReset().mockResolvedValue({ score: 50, correctAnswers: 1, totalQuestions: 2, timeSpent: 600 });
  saveAnswers.mockReset().mockResolvedValue({});
  toasts.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown', () => {
  it('shows the server’s time left even when this computer’s clock is off', () => {
    // The browser's clock is 2 minutes behind the server's: skew +120 s.
    vi.setSystemTime(now - 120_000);
    render(
      <ExamSession examId="exam-1" title="Generators" started={started(10)} skewMs={120_000} save={saveAnswers} />,
    );
    expect(timer().textContent).toBe('10:00');
  });

  it('resumes with the time that is really left after a reload', () => {
    render(
      <ExamSession
        examId="exam-1"
        title="Generators"
        started={started(45, { elapsedSeconds: 600 })}
        skewMs={0}
        save={saveAnswers}
      />,
    );
    expect(timer().textContent).toBe('35:00');
  });

  it('turns to warning below 25% of the time and to destructive below 10%', async () => {
    render(<ExamSession examId="exam-1" title="Generators" started={started(10)} skewMs={0} save={saveAnswers} />);
    expect(tone()).toBe('normal');
    await act(() => vi.advanceTimersByTimeAsync(450_000)); // 150 s left: exactly 25%
    expect(tone()).toBe('normal');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(tone()).toBe('warning');
    expect(screen.getByText('Time is running low')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(90_000)); // 59 s left
    expect(tone()).toBe('danger');
    expect(screen.getByText('Almost out of time')).toBeTruthy();
  });

  it('announces 5 minutes and 1 minute left to screen readers', async () => {
    render(<ExamSession examId="exam-1" title="Generators" started={started(6)} skewMs={0} save={saveAnswers} />);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('5 minutes left')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(screen.getByText('1 minute left')).toBeTruthy();
  });
});

describe('ending the exam', () => {
  it('submits once when the time reaches zero, then shows the score and opens the results', async () => {
    render(<ExamSession examId="exam-1" title="Generators" started={started(1)} skewMs={0} save={saveAnswers} />);
    fireEvent.click(screen.getByRole('radio', { name: 'True' }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer().textContent).toBe('0:00');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(mutateAsync).toHaveBeenCalledWith({ attemptId: 'attempt-1', answers: { q1: 'True' }, timeSpent: 60 });
    expect(toasts.at(-1)).toEqual({
      kind: 'success',
      title: 'Exam submitted successfully!',
      description: 'Your score: 50% (1/2 correct)',
    });
    expect(navigate).toHaveBeenCalledWith({
      to: '/exam/$attemptId/results',
      params: { attemptId: 'attempt-1' },
      replace: true,
    });
  });

  it('submits only once when Submit is pressed and the time runs out while it is on its way', async () => {
    let resolve: (value: unknown) => void = () => {};
    mutateAsync.mockImplementation(() => new Promise((r) => (resolve = r)));
    render(<ExamSession examId="exam-1" title="Generators" started={started(1)} skewMs={0} save={saveAnswers} />);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    const submit = screen.getByRole('button', { name: /Submit/ });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await act(() => vi.advanceTimersByTimeAsync(2_000)); // the clock reaches zero meanwhile
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ score: 100, correctAnswers: 2, totalQuestions: 2 }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('asks before End Exam, then submits once', async () => {
    render(<ExamSession examId="exam-1" title="Generators" started={started(30)} skewMs={0} save={saveAnswers} />);
    fireEvent.click(screen.getByRole('button', { name: 'End Exam' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('You have answered 0 of 2 questions.');
    const confirm = screen.getAllByRole('button', { name: 'End Exam' }).at(-1) as HTMLElement;
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(mutateAsync).toHaveBeenCalledTimes(1);
  });

  it('lets the student try again when a submit fails before the time is up', async () => {
    mutateAsync.mockRejectedValueOnce(new Error('Network down'));
    render(<ExamSession examId="exam-1" title="Generators" started={started(30)} skewMs={0} save={saveAnswers} />);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Submit/ })));
    expect(toasts.at(-1)).toEqual({ kind: 'destructive', title: 'Failed to submit exam', description: 'Network down' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Submit/ })));
    expect(mutateAsync).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('goes to the results when the server says the time is up on an autosave', async () => {
    const { ApiError } = await import('../../api/client');
    saveAnswers.mockRejectedValue(new ApiError('Time is up for this exam', 409));
    render(<ExamSession examId="exam-1" title="Generators" started={started(30)} skewMs={0} save={saveAnswers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Flag for review' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/exam/$attemptId/results' }));
  });
});

describe('the navigator', () => {
  it('shows each question’s state, current first, then flagged, then answered', async () => {
    render(<ExamSession examId="exam-1" title="Generators" started={started(30)} skewMs={0} save={saveAnswers} />);
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flag for review' }));
    const cell = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n},`) });
    expect(cell(1).getAttribute('data-state')).toBe('current');
    expect(cell(1).getAttribute('aria-label')).toBe('Question 1, answered, flagged');
    fireEvent.click(cell(2));
    expect(cell(1).getAttribute('data-state')).toBe('flagged');
    expect(cell(2).getAttribute('data-state')).toBe('current');
    fireEvent.click(screen.getByRole('button', { name: 'Flag for review' })); // flags q2
    expect(cell(2).getAttribute('aria-label')).toBe('Question 2, not answered, flagged');
    fireEvent.click(screen.getByRole('button', { name: 'Flagged for review' })); // and unflags it
    fireEvent.click(cell(1));
    fireEvent.click(screen.getByRole('button', { name: 'Flagged for review' })); // unflag q1
    fireEvent.click(cell(2));
    expect(cell(1).getAttribute('data-state')).toBe('answered');
    expect(screen.getByRole('textbox')).toBeTruthy();
  });
});
