import { useOutletContext } from 'react-router';
import { QueryView } from '../../lib/layout/query-view';
import { CONTRACT_SCREENS, type ContractScreenId } from './contract-kinds';
import { ContractCard } from './contract-card';

/** A contract screen (daily salary, dividend or hourly salary): each contract's terms, sign or decline. */
export default function ContractScreen() {
  const { screen } = useOutletContext<{ screen: ContractScreenId }>();
  const kind = CONTRACT_SCREENS[screen];
  const list = kind.useList();
  const [process, result] = kind.useProcess();
  return (
    <div className="agent-screen">
      <QueryView query={list} isEmpty={(contracts) => contracts.length === 0}>
        {(contracts) => (
          <ul className="agent-list">
            {contracts.map((contract) => (
              <li key={contract.id}>
                <ContractCard
                  contract={contract}
                  busy={result.isLoading && result.originalArgs?.id === contract.id}
                  error={result.isError && result.originalArgs?.id === contract.id ? result.error : undefined}
                  onAnswer={(action) => void process({ id: contract.id, action })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
