from jax import lax


class RungeKutta4:
    def __init__(self, rhs, dt):
        self.rhs = rhs
        self.dt = dt

    def step(self, y):
        k1 = self.rhs(y)
        k2 = self.rhs(y + 0.5 * self.dt * k1)
        k3 = self.rhs(y + 0.5 * self.dt * k2)
        k4 = self.rhs(y + self.dt * k3)
        return y + self.dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)

    def integrate(self, y0, n_steps):
        return lax.fori_loop(0, n_steps, lambda _, y: self.step(y), y0)
