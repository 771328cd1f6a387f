import jax
import jax.numpy as jnp


class CRRTree:
    """Cox-Ross-Rubinstein binomial tree: u = exp(sigma sqrt(dt)), d = 1 / u, risk-neutral p, backward induction."""

    def __init__(self, n_steps=50):
        self.n_steps = n_steps
        self._price = jax.jit(self.price, static_argnums=1)

    def spot_at(self, market, step, dt):
        ups = jnp.arange(step + 1)
        return market.spot * jnp.exp(market.sigma * jnp.sqrt(dt) * (2 * ups - step))

    def price(self, market, option):
        n = self.n_steps
        dt = option.maturity / n
        u = jnp.exp(market.sigma * jnp.sqrt(dt))
        d = 1.0 / u
        p = (jnp.exp(market.rate * dt) - d) / (u - d)
        discount = jnp.exp(-market.rate * dt)
        values = option.payoff(self.spot_at(market, n, dt))
        for i in range(n - 1, -1, -1):
            values = values.at[: i + 1].set(discount * (p * values[1: i + 2] + (1 - p) * values[: i + 1]))
            if option.american:
                exercise = option.payoff(self.spot_at(market, i, dt))
                values = values.at[: i + 1].max(exercise)
        return values[0]

    def __call__(self, market, option):
        return self._price(market, option)
