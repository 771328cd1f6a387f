import jax


class PolytropicStar:
    """Pressure from the polytrope P = k rho^(1 + 1/n), evaluated on the SPH densities."""

    def __init__(self, density_estimator, k=0.1, n=1.0):
        self.density = density_estimator
        self.k = k
        self.n = n
        self._state = jax.jit(self.state)

    def state(self, positions):
        rho = self.density(positions)
        pressure = self.k * rho ** (1.0 + 1.0 / self.n)
        return rho, pressure

    def __call__(self, positions):
        return self._state(positions)
