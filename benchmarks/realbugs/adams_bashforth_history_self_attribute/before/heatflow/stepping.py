import jax


class AdamsBashforth2:
    """Second-order Adams-Bashforth: one right-hand-side evaluation per step, bootstrapped with forward Euler."""

    def __init__(self, rhs, dt):
        self.rhs = rhs
        self.dt = dt
        self.rhs_prev = None
        self.step = jax.jit(self._step)

    def start(self, u0):
        self.rhs_prev = self.rhs(u0)
        return u0 + self.dt * self.rhs_prev

    def _step(self, u):
        rhs_now = self.rhs(u)
        u_next = u + self.dt * (1.5 * rhs_now - 0.5 * self.rhs_prev)
        self.rhs_prev = rhs_now  # expect: JXL202
        return u_next
