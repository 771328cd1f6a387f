import jax.numpy as jnp
import numpy as np

from topopt.fem import element_elongation, solve


class ComplianceProblem:
    """SIMP compliance of a bar under a tip load, with a quadratic penalty on the material volume."""

    def __init__(self, mesh, load, volume_fraction=0.5, penalty=3.0, weight=50.0):
        self.mesh = mesh
        self.load = load
        self.volume_fraction = volume_fraction
        self.penalty = penalty
        self.weight = weight

    def stiffness(self, density):
        return 1e-3 + density**self.penalty * (1.0 - 1e-3)

    def strain_energy(self, density):
        k = self.stiffness(density)
        u = solve(self.mesh, k, self.load)
        return 0.5 * k * element_elongation(u, self.mesh.connectivity) ** 2

    def objective(self, density):
        compliance = 2.0 * jnp.sum(self.strain_energy(density))
        excess = np.mean(density) - self.volume_fraction
        return compliance + self.weight * excess**2
