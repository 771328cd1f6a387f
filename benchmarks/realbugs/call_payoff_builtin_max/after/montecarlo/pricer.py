import jax
import jax.numpy as jnp

from montecarlo.market import terminal_price


class MonteCarloPricer:
    """Discounted mean payoff over independent terminal prices."""

    def __init__(self, payoff, n_paths=100_000):
        self.payoff = payoff
        self.n_paths = n_paths
        self._price = jax.jit(self.price)

    def price(self, key, market):
        def payoff(path_key):
            return self.payoff(terminal_price(path_key, market, self.payoff.maturity))

        payoffs = jax.vmap(payoff)(jax.random.split(key, self.n_paths))
        return jnp.exp(-market.rate * self.payoff.maturity) * jnp.mean(payoffs)

    def __call__(self, key, market):
        return self._price(key, market)
