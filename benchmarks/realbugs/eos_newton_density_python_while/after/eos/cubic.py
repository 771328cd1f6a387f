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
        step = jax.grad(self.residual)

        def not_converged(state):
            rho, error, iteration = state
            return (jnp.abs(error) > self.tolerance) & (iteration < self.max_iterations)

        def newton(state):
            rho, error, iteration = state
            rho = rho - error / step(rho, pressure, temperature)
            return rho, self.residual(rho, pressure, temperature), iteration + 1

        rho0 = pressure / (R_GAS * temperature)
        state = (rho0, self.residual(rho0, pressure, temperature), 0)
        rho, _, _ = jax.lax.while_loop(not_converged, newton, state)
        return rho
