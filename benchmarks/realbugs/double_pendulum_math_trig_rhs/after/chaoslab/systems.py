from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class DoublePendulum:
    """Two point masses on rigid massless rods; state is (theta1, theta2, omega1, omega2)."""

    m1: float = 1.0
    m2: float = 1.0
    l1: float = 1.0
    l2: float = 1.0
    g: float = 9.81

    def __call__(self, state):
        th1, th2, w1, w2 = state
        delta = th1 - th2
        sin_d, cos_d = jnp.sin(delta), jnp.cos(delta)
        sin1, sin2 = jnp.sin(th1), jnp.sin(th2)
        m1, m2, l1, l2, g = self.m1, self.m2, self.l1, self.l2, self.g
        den = m1 + m2 * sin_d**2
        dw1 = (m2 * g * sin2 * cos_d - m2 * sin_d * (l1 * w1**2 * cos_d + l2 * w2**2)
               - (m1 + m2) * g * sin1) / (l1 * den)
        dw2 = ((m1 + m2) * (l1 * w1**2 * sin_d - g * sin2 + g * sin1 * cos_d)
               + m2 * l2 * w2**2 * sin_d * cos_d) / (l2 * den)
        return jnp.stack([w1, w2, dw1, dw2])

    def energy(self, state):
        th1, th2, w1, w2 = state
        m1, m2, l1, l2, g = self.m1, self.m2, self.l1, self.l2, self.g
        kinetic = (0.5 * (m1 + m2) * l1**2 * w1**2 + 0.5 * m2 * l2**2 * w2**2
                   + m2 * l1 * l2 * w1 * w2 * jnp.cos(th1 - th2))
        potential = -(m1 + m2) * g * l1 * jnp.cos(th1) - m2 * g * l2 * jnp.cos(th2)
        return kinetic + potential
