import jax
import jax.numpy as jnp


class LongstaffSchwartz:
    """American put by backward induction over the exercise dates with regressed continuation values."""

    def __init__(self, process, regression, strike, maturity, num_dates):
        self.process = process
        self.regression = regression
        self.strike = strike
        self.dt = maturity / num_dates
        self.num_dates = num_dates
        self.price = jax.jit(self._price, static_argnums=1)

    def payoff(self, spots):
        return jnp.maximum(self.strike - spots, 0.0)

    def _price(self, key, num_paths):
        paths = self.process.sample(key, num_paths, self.num_dates, self.dt)
        discount = jnp.exp(-self.process.rate * self.dt)

        def backward(cashflows, spots):
            exercise_value = self.payoff(spots)
            discounted = discount * cashflows
            continuation = self.regression.continuation(spots, exercise_value, discounted)
            exercise = (exercise_value > 0.0) & (exercise_value >= continuation)
            return jnp.where(exercise, exercise_value, discounted), None

        cashflows, _ = jax.lax.scan(backward, self.payoff(paths[-1]), paths[:-1], reverse=True)
        return discount * cashflows.mean()
