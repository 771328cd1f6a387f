import jax
import jax.numpy as jnp
import numpy as np


class DirectMethod:
    """Gillespie's direct method: exponential waiting time, then a reaction drawn by propensity."""

    def __init__(self, network):
        self.network = network
        self.simulate = jax.jit(self._simulate, static_argnums=1)

    def _event(self, carry, _):
        t, copies = carry
        props = self.network.propensities(copies)
        total = props.sum()
        r1, r2 = np.random.random(2)  # expect: JXL402
        tau = -jnp.log(r1) / total
        reaction = jnp.searchsorted(jnp.cumsum(props) / total, r2)
        copies = copies + self.network.updates[reaction]
        return (t + tau, copies), (t + tau, copies)

    def _simulate(self, copies0, num_events):
        _, (times, copies) = jax.lax.scan(self._event, (0.0, copies0), None, length=num_events)
        return times, copies
