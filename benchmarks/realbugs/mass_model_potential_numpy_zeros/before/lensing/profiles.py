"""Lens mass profiles: lensing potential and deflection of each."""

import jax.numpy as jnp


class SIS:
    """Singular isothermal sphere."""

    def potential(self, x, y, theta_E, center_x, center_y):
        return theta_E * jnp.hypot(x - center_x, y - center_y)

    def deflection(self, x, y, theta_E, center_x, center_y):
        dx, dy = x - center_x, y - center_y
        r = jnp.maximum(jnp.hypot(dx, dy), 1e-12)
        return theta_E * dx / r, theta_E * dy / r


class Shear:
    """External shear."""

    def potential(self, x, y, gamma1, gamma2):
        return 0.5 * gamma1 * (x**2 - y**2) + gamma2 * x * y

    def deflection(self, x, y, gamma1, gamma2):
        return gamma1 * x + gamma2 * y, gamma2 * x - gamma1 * y


PROFILES = {"SIS": SIS, "SHEAR": Shear}
