/** The orders feature's public entry: an order as its customer sees it. */
export { OrderDetail } from './OrderDetail';
export { MyReturns } from './MyReturns';
