"""Stochastically driven, damped harmonic oscillator kernel (in the manner of celerite2's SHOTerm)."""

import jax.numpy as jnp


class SHOTerm:
    def __init__(self, *, sigma, rho, Q):
        self.sigma = sigma
        self.rho = rho
        self.Q = Q
        self.w0 = 2 * jnp.pi / rho
        self.S0 = sigma**2 / (self.w0 * Q)

    def value(self, tau):
        tau = jnp.abs(tau)
        amp = self.S0 * self.w0 * self.Q
        decay = jnp.exp(-self.w0 * tau / (2 * self.Q))
        # Both regimes are computed and selected with jnp.where, so Q may be a traced parameter.
        overdamped = self.Q < 0.5
        f = jnp.sqrt(jnp.abs(1.0 - 1.0 / (4 * self.Q**2)))
        f = jnp.where(f > 1e-6, f, 1e-6)
        arg = f * self.w0 * tau
        over = jnp.cosh(arg) + jnp.sinh(arg) / (2 * f * self.Q)
        under = jnp.cos(arg) + jnp.sin(arg) / (2 * f * self.Q)
        return amp * decay * jnp.where(overdamped, over, under)
