// The candidate-detail feature's public entry: the talent pool's CV pages format money the same way.
export { formatMoney } from './detail';
