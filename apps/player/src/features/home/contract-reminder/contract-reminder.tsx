import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { ConfirmDialog } from '@wps-mobile/ui';
import { useAppNavigate } from '../use-app-navigate';
import type { PendingContract } from './contract-reminder-rules';

const MESSAGE_KEYS = {
  salaryContract: 'home.contractReminder.dailySalary',
  dividendContract: 'home.contractReminder.dividend',
  hourContract: 'home.contractReminder.hourlySalary',
} as const;

interface ContractReminderProps {
  open: boolean;
  contract: PendingContract;
  onCancel: () => void;
}

/** Asks an agent to sign a pending contract; Go opens the agent app's contract screen (a full page load). */
export default function ContractReminder({ open, contract, onCancel }: ContractReminderProps) {
  const { t } = useTranslation();
  const goTo = useAppNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={t('home.contractReminder.title')}
      message={t(MESSAGE_KEYS[contract])}
      confirmLabel={t('common.go')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => goTo(routePath(contract))}
      onCancel={onCancel}
    />
  );
}
