import { choiceLabel } from '../../model/sections';
import { Badge } from '../ui/Badge';

export const ROLES = [
  { value: 'student', label: 'Learner' },
  { value: 'evaluator', label: 'Evaluator' },
  { value: 'admin', label: 'Admin' },
];

export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === 'student' ? 'grey' : 'blue'}>{choiceLabel(ROLES, role)}</Badge>;
}
