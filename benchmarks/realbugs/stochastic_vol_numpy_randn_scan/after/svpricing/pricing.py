import jax
import jax.numpy as jnp


class CallPricer:
    """Monte Carlo price of a European call, beta^n E max(S_n - K, 0), all paths advanced together."""

    def __init__(self, model, strike, num_periods, discount=0.99):
        self.model = model
        self.strike = strike
        self.num_periods = num_periods
        self.discount = discount
        self.terminal_log_prices = jax.jit(self._terminal_log_prices, static_argnums=1)

    def _terminal_log_prices(self, key, num_paths):
        s = jnp.full((num_paths,), jnp.log(self.model.s0))
        h = jnp.full((num_paths,), self.model.h0)

        def period(carry, key):
            return self.model.advance(key, *carry), None

        keys = jax.random.split(key, self.num_periods)
        (s, _), _ = jax.lax.scan(period, (s, h), keys)
        return s

    def terminal_samples(self, num_paths, seed=0):
        return self.terminal_log_prices(jax.random.PRNGKey(seed), num_paths)

    def price(self, num_paths, seed=0):
        s_n = self.terminal_samples(num_paths, seed)
        return self.discount ** self.num_periods * jnp.maximum(jnp.exp(s_n) - self.strike, 0.0).mean()
