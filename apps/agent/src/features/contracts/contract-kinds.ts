import {
  useDailySalaryContractQuery,
  useDividendContractQuery,
  useHourlySalaryContractQuery,
  useProcessDailySalaryMutation,
  useProcessDividendMutation,
  useProcessHourlySalaryMutation,
} from '@wps-mobile/api-client';

/** Each contract screen: its title, the list of that kind and the call that signs or declines one. */
export const CONTRACT_SCREENS = {
  salaryContract: {
    title: 'routes.salaryContract',
    useList: useDailySalaryContractQuery,
    useProcess: useProcessDailySalaryMutation,
  },
  dividendContract: {
    title: 'routes.dividendContract',
    useList: useDividendContractQuery,
    useProcess: useProcessDividendMutation,
  },
  hourContract: {
    title: 'routes.hourContract',
    useList: useHourlySalaryContractQuery,
    useProcess: useProcessHourlySalaryMutation,
  },
} as const;

export type ContractScreenId = keyof typeof CONTRACT_SCREENS;
