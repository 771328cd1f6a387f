import jax
import jax.numpy as jnp

R_GAS = 8.314462618


class VanDerWaalsGas:
    """Van der Waals fluid; densities in mol/m^3, pressures in Pa."""

    def __init__(self, a, b, tolerance=1e-6, max_iterations=50):
        self.a = a
        self.b = b
        self.tolerance = tolerance
        self.max_iterations = max_iterations

    def pressure(self, rho, temperature):
        return rho * R_GAS * temperature / (1.0 - self.b * rho) - self.a * rho**2

    def residual(self, rho, pressure, temperature):
        return self.pressure(rho, temperature) / pressure - 1.0

    def density(self, pressure, temperature):
        """Newton iteration on the reduced residual, started from the ideal-gas density."""
        rho = pressure / (R_GAS * temperature)
        step = jax.grad(self.residual)
        error = self.residual(rho, pressure, temperature)
        iteration = 0
        while jnp.abs(error) > self.tolerance and iteration < self.max_iterations:  # expect: JXL101
            rho = rho - error / step(rho, pressure, temperature)
            error = self.residual(rho, pressure, temperature)
            iteration += 1
        return rho
