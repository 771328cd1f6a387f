import jax.numpy as jnp


class TwoIsotopeDecay:
    """Counts per time bin of a source holding two radioactive isotopes, over a flat background."""

    def __init__(self, times, counts):
        self.times = times
        self.counts = counts

    def rate(self, params):
        amp_fast, tau_fast, amp_slow, tau_slow, background = params
        fast = amp_fast * jnp.exp(-self.times / tau_fast)
        slow = amp_slow * jnp.exp(-self.times / tau_slow)
        return fast + slow + background

    def __call__(self, params):
        pull = (self.counts - self.rate(params)) / jnp.sqrt(jnp.maximum(self.counts, 1.0))
        return 0.5 * jnp.sum(pull**2)
