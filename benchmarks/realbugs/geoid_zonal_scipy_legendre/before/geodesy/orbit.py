import jax


class OrbitPropagator:
    """Velocity-Verlet propagation in a conservative field."""

    def __init__(self, field, dt):
        self.field = field
        self.dt = dt
        self._acceleration = jax.grad(lambda x: -field.potential(x))
        self._propagate = jax.jit(self.propagate, static_argnums=(2,))

    def step(self, state, _):
        x, v = state
        a = self._acceleration(x)
        v_half = v + 0.5 * self.dt * a
        x = x + self.dt * v_half
        v = v_half + 0.5 * self.dt * self._acceleration(x)
        return (x, v), x

    def propagate(self, x0, v0, n_steps):
        _, track = jax.lax.scan(self.step, (x0, v0), None, length=n_steps)
        return track

    def __call__(self, x0, v0, n_steps):
        return self._propagate(x0, v0, n_steps)
