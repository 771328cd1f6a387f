import jax


class AdamsBashforth2:
    """Second-order Adams-Bashforth: one right-hand-side evaluation per step, bootstrapped with forward Euler.

    The previous right-hand side is threaded through the caller's loop: `step` takes it and returns the new one.
    """

    def __init__(self, rhs, dt):
        self.rhs = rhs
        self.dt = dt
        self.step = jax.jit(self._step)

    def start(self, u0):
        rhs0 = self.rhs(u0)
        return u0 + self.dt * rhs0, rhs0

    def _step(self, u, rhs_prev):
        rhs_now = self.rhs(u)
        u_next = u + self.dt * (1.5 * rhs_now - 0.5 * rhs_prev)
        return u_next, rhs_now
