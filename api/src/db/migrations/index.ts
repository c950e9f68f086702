import { Initial1763769600000 } from './1763769600000-Initial';
import { AddSessionLastSeen1795435184532 } from './1795435184532-AddSessionLastSeen';
import { Checkout1795435612961 } from './1795435612961-Checkout';
import { BackOfficeContent1795436400000 } from './1795436400000-BackOfficeContent';
import { EmailsCompareBytes1795438722529 } from './1795438722529-EmailsCompareBytes';
import { CatalogueBackOffice1795445157227 } from './1795445157227-CatalogueBackOffice';
import { BackOffice1795445427942 } from './1795445427942-BackOffice';
import { SalesDayCustomers1795450139977 } from './1795450139977-SalesDayCustomers';
import { CouponCustomers1795563917182 } from './1795563917182-CouponCustomers';
import { UnpaidHolds1795564062338 } from './1795564062338-UnpaidHolds';
import { OrderDeskCity1795564459595 } from './1795564459595-OrderDeskCity';
import { GatewayPayments1795566000000 } from './1795566000000-GatewayPayments';
import { ApiKeys1795570000000 } from './1795570000000-ApiKeys';
import { Webhooks1795570100000 } from './1795570100000-Webhooks';
import { WebhookOwners1795570200000 } from './1795570200000-WebhookOwners';
import { Returns1795611000000 } from './1795611000000-Returns';
import { StoreCredit1795612000000 } from './1795612000000-StoreCredit';
import { CreditNotes1795612000001 } from './1795612000001-CreditNotes';
import { SizeCharts1795617000000 } from './1795617000000-SizeCharts';
import { ReviewsStockAlerts1795618000000 } from './1795618000000-ReviewsStockAlerts';
import { WhatsAppOrderUpdates1795619000000 } from './1795619000000-WhatsAppOrderUpdates';
import { ReturnUpiId1795621000000 } from './1795621000000-ReturnUpiId';
import { ReviewPhotoUploadsMailHeaders1795839600204 } from './1795839600204-ReviewPhotoUploadsMailHeaders';
import { ReturnIdempotency1795845000000 } from './1795845000000-ReturnIdempotency';
import { CollectionUpdatedAt1795850000000 } from './1795850000000-CollectionUpdatedAt';
import { ReturnEventDeskOnly1795860000000 } from './1795860000000-ReturnEventDeskOnly';

/** The MySQL/MariaDB migrations, oldest first (written by npm run migration:generate -w api). */
export const mysqlMigrations: Function[] = [Initial1763769600000, AddSessionLastSeen1795435184532, Checkout1795435612961, BackOfficeContent1795436400000, EmailsCompareBytes1795438722529, CatalogueBackOffice1795445157227, BackOffice1795445427942, SalesDayCustomers1795450139977, CouponCustomers1795563917182, UnpaidHolds1795564062338, OrderDeskCity1795564459595, GatewayPayments1795566000000, ApiKeys1795570000000, Webhooks1795570100000, WebhookOwners1795570200000, Returns1795611000000, StoreCredit1795612000000, CreditNotes1795612000001, SizeCharts1795617000000, ReviewsStockAlerts1795618000000, WhatsAppOrderUpdates1795619000000, ReturnUpiId1795621000000, ReviewPhotoUploadsMailHeaders1795839600204, ReturnIdempotency1795845000000, CollectionUpdatedAt1795850000000, ReturnEventDeskOnly1795860000000];
