"""The model: physics bound at trace time and a jitted time loop."""

import jax


class Model:
    def __init__(self, physics, dt=0.1):
        self.physics = physics
        self.dt = dt
        self._run_from_state = jax.jit(self._integrate, static_argnums=1)

    def _integrate(self, temperature, steps):
        def step(t, _):
            return t + self.dt * self.physics.tendency(t), None

        final, _ = jax.lax.scan(step, temperature, None, length=steps)
        return final

    def run(self, temperature, steps=8):
        # Only the state comes back: reading a trace id with int() works only outside any enclosing jit.
        return self._run_from_state(temperature, steps)
