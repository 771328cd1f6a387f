import jax


class AdiabaticBatchReactor:
    """First-order exothermic reaction A -> B in a closed, insulated vessel (explicit Euler)."""

    def __init__(self, rate, heat_release, heat_capacity, dt, num_steps):
        self.rate = rate
        self.heat_release = heat_release
        self.heat_capacity = heat_capacity
        self.dt = dt
        self.num_steps = num_steps
        self.run = jax.jit(self._run)

    def _step(self, state, _):
        concentration, temperature = state
        reaction = self.rate(temperature) * concentration
        concentration = concentration - self.dt * reaction
        temperature = temperature + self.dt * self.heat_release * reaction / self.heat_capacity
        return (concentration, temperature), temperature

    def _run(self, concentration, temperature):
        (concentration, temperature), history = jax.lax.scan(
            self._step, (concentration, temperature), None, length=self.num_steps)
        return concentration, temperature, history
