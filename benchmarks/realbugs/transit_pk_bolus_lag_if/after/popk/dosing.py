import jax.numpy as jnp


class DoseSchedule:
    """Oral doses into the first transit compartment, each delayed by the lag time."""

    def __init__(self, times, amounts, lag, dt):
        self.times = times
        self.amounts = amounts
        self.lag = lag
        self.dt = dt

    def bolus(self, t):
        total = 0.0
        for time, amount in zip(self.times, self.amounts):
            total = total + jnp.where(jnp.abs(t - (time + self.lag)) < 0.5 * self.dt, amount, 0.0)
        return total
