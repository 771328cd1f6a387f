import jax

from genexpr.sampling import choose_reaction, waiting_time


class GillespieSimulator:
    """Direct-method stochastic simulation for a fixed number of reaction events."""

    def __init__(self, model, num_events):
        self.model = model
        self.num_events = num_events
        self.simulate = jax.jit(self._simulate)

    def _event(self, carry, _):
        time, count = carry
        propensities = self.model.propensities(count)
        tau = waiting_time(propensities.sum())
        reaction = choose_reaction(propensities)
        count = count + self.model.stoichiometry[reaction]
        return (time + tau, count), (time + tau, count, reaction)

    def _simulate(self, initial_count):
        _, (times, counts, reactions) = jax.lax.scan(
            self._event, (0.0, initial_count), None, length=self.num_events)
        return times, counts, reactions
