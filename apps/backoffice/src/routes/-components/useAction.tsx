import { useState } from 'react';
import { Done, Problem } from '../../features/layout/Page';

/** Runs one change and shows its outcome: the server's refusal as it reads, or `success`. */
export function useAction() {
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  async function act(call: Promise<{ ok: boolean; message?: string }>, success: string) {
    setProblem(undefined);
    setDone(undefined);
    const answer = await call;
    if (answer.ok) setDone(success);
    else setProblem(answer.message);
    return answer.ok;
  }
  return {
    act,
    feedback: (
      <>
        <Problem message={problem} />
        <Done message={done} />
      </>
    ),
  };
}
