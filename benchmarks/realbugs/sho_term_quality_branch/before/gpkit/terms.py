"""Stochastically driven, damped harmonic oscillator kernel (in the manner of celerite2's SHOTerm)."""

import jax.numpy as jnp


class SHOTerm:
    def __init__(self, *, sigma, rho, Q):
        self.sigma = sigma
        self.rho = rho
        self.Q = Q
        self.w0 = 2 * jnp.pi / rho
        self.S0 = sigma**2 / (self.w0 * Q)

    def get_coefficients(self):
        if self.Q < 0.5:  # expect: JXL101
            f = jnp.sqrt(1.0 / (4 * self.Q**2) - 1.0)
            return "overdamped", f
        eta = jnp.sqrt(1.0 - 1.0 / (4 * self.Q**2))
        return "underdamped", eta

    def value(self, tau):
        tau = jnp.abs(tau)
        amp = self.S0 * self.w0 * self.Q
        decay = jnp.exp(-self.w0 * tau / (2 * self.Q))
        kind, f = self.get_coefficients()
        if kind == "overdamped":
            arg = f * self.w0 * tau
            return amp * decay * (jnp.cosh(arg) + jnp.sinh(arg) / (2 * f * self.Q))
        arg = f * self.w0 * tau
        return amp * decay * (jnp.cos(arg) + jnp.sin(arg) / (2 * f * self.Q))
