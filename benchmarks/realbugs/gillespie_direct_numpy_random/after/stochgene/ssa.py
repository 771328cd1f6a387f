import jax
import jax.numpy as jnp


class DirectMethod:
    """Gillespie's direct method: exponential waiting time, then a reaction drawn by propensity."""

    def __init__(self, network):
        self.network = network
        self.simulate = jax.jit(self._simulate, static_argnums=1)

    def _event(self, carry, key):
        t, copies = carry
        props = self.network.propensities(copies)
        total = props.sum()
        r1, r2 = jax.random.uniform(key, (2,), minval=1e-12)
        tau = -jnp.log(r1) / total
        reaction = jnp.searchsorted(jnp.cumsum(props) / total, r2)
        copies = copies + self.network.updates[reaction]
        return (t + tau, copies), (t + tau, copies)

    def _simulate(self, copies0, num_events, key):
        keys = jax.random.split(key, num_events)
        _, (times, copies) = jax.lax.scan(self._event, (0.0, copies0), keys)
        return times, copies
