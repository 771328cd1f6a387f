import jax
import jax.numpy as jnp

from sph.kernels import gaussian_kernel


class DensityEstimator:
    """rho_i = sum_j m_j W(|r_i - r_j|; h) over the neighbours j within the kernel's support radius."""

    def __init__(self, particle_mass, smoothing_length, support=3.0):
        self.mass = particle_mass
        self.h = smoothing_length
        self.cutoff = support * smoothing_length

    def particle_density(self, r_i, positions):
        r = jnp.linalg.norm(positions - r_i, axis=1)
        neighbours = r < self.cutoff
        return self.mass * jnp.sum(jnp.where(neighbours, gaussian_kernel(r, self.h), 0.0))

    def __call__(self, positions):
        return jax.vmap(lambda r_i: self.particle_density(r_i, positions))(positions)
