import jax.numpy as jnp
from jax.experimental.ode import odeint


class SEIRModel:
    """Fractions of a closed population: susceptible, exposed, infectious, removed."""

    def __init__(self, intervention):
        self.intervention = intervention

    def contact_rate(self, t, beta):
        reduced = beta * (1.0 - self.intervention.efficacy)
        return jnp.where(t >= self.intervention.start, reduced, beta)

    def rhs(self, y, t, params):
        s, e, i, r = y
        beta, sigma, gamma = params.rates
        force = self.contact_rate(t, beta) * s * i
        return jnp.stack([-force, force - sigma * e, sigma * e - gamma * i, gamma * i])

    def trajectory(self, params, y0, days):
        return odeint(self.rhs, y0, days, params, rtol=1e-6, atol=1e-8)

    def incidence(self, params, y0, days):
        states = self.trajectory(params, y0, days)
        cumulative = states[:, 2] + states[:, 3]
        return jnp.diff(cumulative, prepend=y0[2] + y0[3])
