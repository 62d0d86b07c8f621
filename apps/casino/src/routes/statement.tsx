import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '../features/protection/StatementPage';
import { statementMessages } from '../features/protection/statementMessages';

export const Route = createFileRoute('/statement')({
  staticData: { title: statementMessages.title },
  component: StatementPage,
});
