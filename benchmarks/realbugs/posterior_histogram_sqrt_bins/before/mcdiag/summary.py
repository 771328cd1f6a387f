import jax.numpy as jnp


class PosteriorSummary:
    """Marginal density and credible interval of a 1-D chain."""

    def __init__(self, burn_in):
        self.burn_in = burn_in

    def density(self, chain):
        samples = chain[self.burn_in:]
        n_bins = int(jnp.sqrt(samples.shape[0]))  # expect: JXL104
        counts, edges = jnp.histogram(samples, bins=n_bins, density=True)
        return counts, edges

    def interval(self, chain, level=0.9):
        samples = chain[self.burn_in:]
        tail = (1.0 - level) / 2
        return jnp.quantile(samples, jnp.array([tail, 1.0 - tail]))

    def __call__(self, chain):
        counts, edges = self.density(chain)
        return {"counts": counts, "edges": edges, "interval": self.interval(chain)}
