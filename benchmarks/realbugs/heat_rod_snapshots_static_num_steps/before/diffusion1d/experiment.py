import jax.numpy as jnp

from diffusion1d.integrate import forward_euler


class GaussianPulse:
    """u(t, x) = exp(-x^2 / 4Dt) / sqrt(4 pi D t), started at t0 on [-L/2, L/2]."""

    def __init__(self, diffusivity=0.1, length=10.0, num_points=199, t0=0.5):
        self.diffusivity = diffusivity
        self.dx = length / (num_points + 1)
        self.x = jnp.linspace(-length / 2 + self.dx, length / 2 - self.dx, num_points)
        self.t0 = t0

    def exact(self, t):
        return jnp.exp(-self.x ** 2 / (4 * self.diffusivity * t)) / jnp.sqrt(4 * jnp.pi * self.diffusivity * t)

    def stable_dt(self, safety=0.4):
        return safety * self.dx ** 2 / self.diffusivity


def snapshots(problem, output_times):
    """Numerical solution at each output time, each integrated from the initial pulse."""
    dt = problem.stable_dt()
    u0 = problem.exact(problem.t0)
    results = []
    for t_out in output_times:
        num_steps = int(round((t_out - problem.t0) / dt))
        u = forward_euler(u0, problem.t0, dt, num_steps, problem.diffusivity, problem.dx)  # expect: JXL503
        results.append((problem.t0 + num_steps * dt, u))
    return results
