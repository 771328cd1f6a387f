import jax


class RK4:
    """Classical Runge-Kutta with a fixed step; `trajectory` is compiled once per integrator."""

    def __init__(self, rhs, dt):
        self.rhs = rhs
        self.dt = dt
        self.trajectory = jax.jit(self._trajectory, static_argnums=1)

    def step(self, state):
        k1 = self.rhs(state)
        k2 = self.rhs(state + 0.5 * self.dt * k1)
        k3 = self.rhs(state + 0.5 * self.dt * k2)
        k4 = self.rhs(state + self.dt * k3)
        return state + self.dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)

    def _trajectory(self, state, num_steps):
        def body(carry, _):
            nxt = self.step(carry)
            return nxt, nxt

        _, states = jax.lax.scan(body, state, None, length=num_steps)
        return states
