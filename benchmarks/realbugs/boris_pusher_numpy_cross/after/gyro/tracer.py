import jax


class OrbitTracer:
    """Follows one particle for a fixed number of steps; the loop is compiled once per tracer."""

    def __init__(self, pusher, num_steps):
        self.pusher = pusher
        self.num_steps = num_steps
        self.trace = jax.jit(self._trace)

    def _trace(self, position, velocity):
        def step(carry, _):
            position, velocity = self.pusher.push(*carry)
            return (position, velocity), (position, velocity)

        _, (positions, velocities) = jax.lax.scan(step, (position, velocity), None, length=self.num_steps)
        return positions, velocities
