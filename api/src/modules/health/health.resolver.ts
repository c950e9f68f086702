import { Query, Resolver } from 'type-graphql';

@Resolver()
export class HealthResolver {
  /** Liveness for load balancers and integrators: answers 'ok' without touching the database. */
  @Query(() => String, { description: "Answers 'ok' while the API is up." })
  health(): string {
    return 'ok';
  }
}
