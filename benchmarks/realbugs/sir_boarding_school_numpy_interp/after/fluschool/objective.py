import jax.numpy as jnp
import numpy as np

from fluschool.sir import rk4_solve


class SIRObjective:
    """Sum of squared errors between the infected curve and the bed counts."""

    def __init__(self, days, counts, population, dt=0.05, initial_infected=1.0):
        self.days = days
        self.counts = counts
        self.population = population
        self.dt = dt
        self.num_steps = int(round(days[-1] / dt))
        self.t_grid = np.linspace(0.0, days[-1], self.num_steps + 1)
        self.y0 = jnp.array([population - initial_infected, initial_infected, 0.0])

    def infected_at_days(self, log_theta):
        beta, gamma = jnp.exp(log_theta)
        states = rk4_solve(self.y0, beta, gamma, self.population, self.dt, self.num_steps)
        return jnp.interp(self.days, self.t_grid, states[:, 1])

    def __call__(self, log_theta):
        residual = self.infected_at_days(log_theta) - self.counts
        return jnp.sum(residual ** 2) / self.population ** 2
