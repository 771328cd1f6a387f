import numpy as np


class BackwardEuler:
    """Implicit step (I - dt * kappa * L) T_next = T + dt * q for a rod with fixed-temperature ends."""

    def __init__(self, n_nodes, dx, dt, diffusivity):
        r = diffusivity * dt / dx**2
        system = np.eye(n_nodes) * (1.0 + 2.0 * r) - r * (np.eye(n_nodes, k=1) + np.eye(n_nodes, k=-1))
        system[0, :], system[-1, :] = 0.0, 0.0
        system[0, 0], system[-1, -1] = 1.0, 1.0
        self.system = system
        self.dt = dt

    def __call__(self, temperature, source):
        rhs = temperature + self.dt * source
        rhs = rhs.at[0].set(temperature[0]).at[-1].set(temperature[-1])
        return np.linalg.solve(self.system, rhs)  # expect: JXL401
