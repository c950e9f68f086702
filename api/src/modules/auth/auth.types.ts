import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserView } from '../users/user.types';

@InputType()
export class RegisterInput {
  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;

  @Field(() => String, { nullable: true, description: 'Optional 10-digit Indian mobile number (6–9 first).' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "The guest shopper's id; their cart and wishlist merge in on login." })
  guestSessionId?: string | null;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'A new address is kept as pendingEmail until its emailed code is verified; needs currentPassword.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'The current password: required to change the email.' })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true, description: "10-digit Indian mobile number; '' removes it." })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "female | male | other; '' removes it." })
  gender?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; '' removes it." })
  dateOfBirth?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Order updates on WhatsApp by default: pre-ticks the checkout box.' })
  whatsappOptIn?: boolean | null;
}

@ObjectType()
export class AuthPayload {
  @Field(() => String)
  message: string;

  @Field(() => String, { description: 'Bearer token (JWT, 7 days) for the Authorization header.' })
  token: string;

  @Field(() => UserView)
  user: UserView;
}

@ObjectType()
export class MessagePayload {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;
}

@ObjectType()
export class RegisterPayload {
  @Field(() => String)
  message: string;

  @Field(() => String, { description: 'The address the verification code was sent to.' })
  email: string;

  @Field(() => Int, { description: 'Seconds until a new code may be requested.' })
  resendAfterSeconds: number;
}

@ObjectType()
export class ResendVerificationPayload {
  @Field(() => String)
  message: string;

  @Field(() => Int, { description: 'Seconds until another code may be requested.' })
  resendAfterSeconds: number;
}

@ObjectType()
export class VerifyEmailPayload {
  @Field(() => String)
  message: string;

  @Field(() => String, { description: 'The verified address (after an email change, the new one).' })
  email: string;

  @Field(() => String, { nullable: true, description: 'A new account is signed in by its code: its bearer token (as login answers). Null after an email change or for an address verified before.' })
  token: string | null;

  @Field(() => UserView, { nullable: true, description: 'The signed-in account, with the token.' })
  user: UserView | null;
}

@ObjectType()
export class ProfilePayload {
  @Field(() => String)
  message: string;

  @Field(() => UserView)
  user: UserView;

  @Field(() => Boolean, { description: 'True when a new email was given: a code went to it, and it applies once verified.' })
  emailVerificationSent: boolean;
}

@ObjectType({ description: 'A device signed in to the account.' })
export class SignedInSessionView {
  @Field(() => ID, { description: 'A stable handle for the session (not its token).' })
  id: string;

  @Field(() => String, { description: 'Browser and system, from the user agent, e.g. "Chrome on Android".' })
  device: string;

  @Field(() => String)
  ipAddress: string;

  @Field(() => Date)
  signedInAt: Date;

  @Field(() => Date, { description: 'When the session was last used (to within a few minutes).' })
  lastSeenAt: Date;

  @Field(() => Boolean, { description: 'The session asking.' })
  current: boolean;
}

@ObjectType()
export class SignOutOthersPayload {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;

  @Field(() => Int, { description: 'How many other sessions were signed out.' })
  signedOut: number;
}
